import PullUp
import PullUpScenario
import PullUpUIKitTranslation
import Testing

/// Issue 50, item 2: a flick up on the tracked list from below the top detent, on the device model
/// (``PhoneModel``), at 60 and 120 Hz, with the two recognizers' actions in either order.
@MainActor
@Suite struct FlickTests {
  nonisolated static let cases: [(Double, PhoneModel.ActionOrder)] = [60, 120].flatMap { rate in
    PhoneModel.ActionOrder.allCases.map { (rate, $0) }
  }

  @Test(
    "A flick up on the list of a collapsed sheet is the sheet's: the list never leaves its top, the sheet gets the velocity",
    arguments: cases)
  func flickFromCollapsed(rate: Double, order: PhoneModel.ActionOrder) throws {
    let phone = try PhoneModel(detent: 0, frameRate: rate, order: order)
    let top = phone.snapshot.layout.sheetFrame.y
    // 120 points up in 0.1 s from a row of the list: 1200 points a second.
    phone.flick(from: top + 60, up: 120, in: 0.1)
    let moved = phone.listOffsets.filter { $0 != 0 }
    #expect(moved.isEmpty, "the list scrolled under the sheet's finger: \(moved.prefix(8))")
    let release = try #require(phone.releases.last, "the sheet took no drag")
    #expect(release > 500, "the sheet's release velocity: \(release)")
    phone.settle()
    #expect(phone.snapshot.detentIndex ?? 0 > 0, "the flick left the sheet at \(phone.snapshot.height)")
  }

  @Test("Drag after drag from the collapsed sheet, the list does not creep from its top", arguments: cases)
  func noCreep(rate: Double, order: PhoneModel.ActionOrder) throws {
    let phone = try PhoneModel(detent: 0, frameRate: rate, order: order)
    for _ in 0..<5 {
      let top = phone.snapshot.layout.sheetFrame.y
      // 40 points up in 0.2 s, held: the sheet settles back to its detent.
      phone.flick(from: top + 60, up: 40, in: 0.2)
      phone.settle()
    }
    #expect(phone.list.offset == 0, "the list crept to \(phone.list.offset)")
    #expect(phone.snapshot.detentIndex == 0)
  }

  @Test("An expanded sheet's scrolled list scrolls by itself from its own pan's first points, reported to the machine")
  func expandedScrolledListIsTheLists() throws {
    let phone = try PhoneModel(detent: 2, listOffset: 300)
    let top = phone.snapshot.layout.sheetFrame.y
    phone.finger([(0, top + 400), (0.02, top + 388), (0.04, top + 376), (0.06, top + 376)])
    #expect(phone.list.offset > 300, "the list stayed at \(phone.list.offset)")
    #expect(phone.snapshot.height == 785)
  }

  @Test("A session on the model is a scenario file: its replay rests where the model's sheet rests")
  func sessionReplays() async throws {
    let phone = try PhoneModel(detent: 0, frameRate: 120, order: .listFirst)
    var top = phone.snapshot.layout.sheetFrame.y
    phone.flick(from: top + 60, up: 120, in: 0.1)
    phone.settle()
    top = phone.snapshot.layout.sheetFrame.y
    phone.finger([(0, top + 200), (0.1, top + 196), (0.2, top + 150), (0.3, top + 150)])
    phone.settle()
    let scenario = try PullUpScenario(json: phone.recorder.scenario().json())
    #expect(scenario.events.contains { if case .raw = $0.kind { true } else { false } }, "no raw events recorded")
    let replayed = try await scenario.replay().final
    #expect(replayed.state == phone.snapshot.state)
    #expect(abs(replayed.restingHeight - phone.snapshot.restingHeight) < 0.5)
    #expect(abs(replayed.contentOffset - phone.snapshot.contentOffset) < 0.5)
  }
}
