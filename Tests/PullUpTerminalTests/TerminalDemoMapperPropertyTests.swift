import PullUpCore
import PullUpTesting
import Testing

@testable import PullUpTerminal

/// Random mouse and key input through the demo's mapper into a machine, as the demo feeds its controller:
/// whatever the person does, at any terminal size, the commands carry sane values, the ones the mapper
/// offers as available are accepted, the machine keeps its invariants and every frame draws.
@Suite("Terminal demo input mapping, random sessions")
struct TerminalDemoMapperPropertyTests {
  static let presets: [PullUpConfiguration] = [.default, .ishPullUp, .splitSheet, .splitView()]

  @Test("Random sessions keep the machine valid and the commands sane", arguments: randomSeeds)
  func randomSessions(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for configuration in Self.presets {
      let columns = Int.random(in: 4...160, using: &random)
      let rows = Int.random(in: 3...60, using: &random)
      let renderer = TerminalSheetRenderer()
      var machine = try PullUpMachine(
        configuration: configuration, container: renderer.container(columns: columns, rows: rows),
        contentHeight: renderer.contentHeight)
      var mapper = TerminalDemoMapper(renderer: renderer, velocityWindow: configuration.movement.velocityWindow)
      var time = 0.0
      _ = try machine.apply(.scrollOffsetChanged(0, maximum: renderer.scrollMaximum(of: machine.snapshot)), at: time)
      for step in 0..<200 {
        time += 1.0 / 60
        _ = try machine.advance(to: time)
        let event = randomTerminalEvent(rows: rows, columns: columns, using: &random)
        let snapshot = machine.snapshot
        let context = "seed \(seed), \(configuration.appearance.layoutMode), \(columns)×\(rows), step \(step), \(event)"
        let reducesMotion = machine.configuration.movement.reducesMotion
        for command in mapper.inputs(
          for: event, snapshot: snapshot, rows: rows, time: time, reducesMotion: reducesMotion)
        {
          try apply(command, to: &machine, snapshot: snapshot, at: time, context: context)
        }
        #expect(machine.invariantViolations().isEmpty, "\(context): \(machine.invariantViolations())")
        let overlay = TerminalOverlay(announcement: "Sheet expanded", flags: ["reduce motion"])
        let frame = renderer.render(machine.snapshot, columns: columns, rows: rows, overlay: overlay)
        #expect(frame.width == columns && frame.height == rows, "\(context)")
      }
    }
  }

  /// Gives an input to the machine as the demo gives it to its controller, checking the values first. Every
  /// input must be accepted: the interpreter asks for no drag the machine would refuse, and what the mapper
  /// offers from the snapshot is available.
  private func apply(
    _ input: PullUpInput, to machine: inout PullUpMachine, snapshot: PullUpSnapshot, at time: Double,
    context: String
  ) throws {
    switch input {
    case .dragBegan, .dragChanged, .dragEnded(_?), .setHeight:
      if case .dragChanged(let translation) = input { #expect(translation.isFinite, "\(context)") }
      if case .dragEnded(let velocity?) = input { #expect(velocity.isFinite, "\(context)") }
      if case .setHeight(let height, _) = input {
        #expect(snapshot.detents.contains(height), "\(context): \(height) is one of the detents")
      }
      _ = try machine.apply(input, at: time)
    case .setState(.collapsed, true), .toggleState(true), .setHidden(_, true), .setLocked,
      .setReducesMotion, .dimmingTapped:
      _ = try machine.apply(input, at: time)
    case .scrollOffsetChanged(let offset, let maximum?):
      #expect(maximum.isFinite && maximum >= 0 && (0...maximum).contains(offset), "\(context)")
      #expect(snapshot.isContentScrollEnabled, "\(context): the wheel scrolls only a list that may scroll")
      _ = try machine.apply(input, at: time)
    case .keyboardChanged(let height, true):
      #expect(height.isFinite && height >= 0, "\(context)")
      _ = try machine.apply(input, at: time)
      // As the demo does after the keyboard moves: the list's new extent.
      let maximum = TerminalSheetRenderer().scrollMaximum(of: machine.snapshot)
      _ = try machine.apply(
        .scrollOffsetChanged(Swift.min(machine.snapshot.contentOffset, maximum), maximum: maximum), at: time)
    case .accessibilityActionPerformed(let action):
      #expect(snapshot.accessibility.canPerform(action), "\(context): \(action) is offered")
      _ = try machine.apply(input, at: time)
    default:
      Issue.record("\(context): the mapper produced \(input), which the demo never sends")
    }
  }
}
