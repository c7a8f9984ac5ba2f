import GaugeRenderer
import PullUp
import PullUpTesting
import Testing

/// The example renderer, tested as an app tests its own: attached to a `PullUpTestHarness`, on the main
/// actor as the renderer, so the test reads what it drew without `await`.
@MainActor
@Suite("Example renderer: GaugeRenderer", .timeLimit(.minutes(1)))
struct GaugeRendererTests {
  let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

  @Test("A flick up is drawn from the peek to the next detent, one changed line at a time")
  func flick() async throws {
    let harness = try PullUpTestHarness(container: phone, framesPerSecond: 30)
    var printed: [String] = []
    let renderer = GaugeRenderer { printed.append($0) }
    let attachment = await harness.controller.attach(renderer)
    try await harness.waitUntilDelivered()  // the current snapshot, before the first input
    #expect(renderer.lines == [GaugeRenderer.line(for: harness.controller.latestSnapshot)])
    #expect(renderer.lines.first?.contains(" collapsed 122 pt") == true)

    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -60))
    try await harness.send(.dragEnded(velocity: -1500))
    try await harness.settle()
    let rest = await harness.controller.snapshot
    #expect(rest.state == .intermediate)
    #expect(renderer.lines.last == GaugeRenderer.line(for: rest))
    #expect(renderer.lines.count > 3, "the settle's frames move the gauge")
    #expect(zip(renderer.lines, renderer.lines.dropFirst()).allSatisfy { $0 != $1 }, "only changed lines")
    #expect(printed == renderer.lines)
    withExtendedLifetime(attachment) {}
  }

  @Test("A line: the gauge fills with the height the sheet covers, then the handle, state, height and dimming")
  func line() async throws {
    let harness = try PullUpTestHarness(container: phone)
    try await harness.send(.setState(.expanded, animated: false))
    let line = GaugeRenderer.line(for: await harness.controller.snapshot)
    let gauge = line.prefix(GaugeRenderer.width)
    #expect(gauge.allSatisfy { $0 == "█" || $0 == "·" })
    #expect(gauge.filter { $0 == "█" }.count > GaugeRenderer.width * 9 / 10, "expanded covers most of it")
    #expect(line.dropFirst(GaugeRenderer.width).hasPrefix(" v expanded "))
  }
}
