import PullUpCore
import PullUpFrontEnd
import PullUpTesting
import Testing

/// Rule 8 (velocity from the events' own times), bad events, and a seeded random test: the interpreter
/// never asks the machine for an input it refuses, even while code locks, unlocks, hides and shows the sheet
/// between its events.
@Suite struct InterpreterRobustnessTests {
  @Test func theVelocityComesFromTheEventsTimesNotFromWhenTheyArrive() throws {
    /// The release of one drag, each event applied `delay(step)` seconds after its own time.
    func release(delay: (Int) -> Double) throws -> PullUpInput? {
      var interpreter = PullUpInterpreter()
      var machine = try PullUpMachine.phone()
      var released: PullUpInput?
      for step in 0...7 {
        let time = Double(step) / 100
        let phase: PullUpPointerPhase = step == 0 ? .down : step == 7 ? .up : .move
        let y = 780 - 12 * Double(min(step, 6))
        let event = PullUpRawEvent.pointer(phase, x: 200, y: y, time: time, device: .mouse, region: .body)
        let interpretation = interpreter.interpret(event, on: machine.snapshot)
        for input in interpretation.inputs {
          _ = try machine.apply(input, at: max(machine.snapshot.time, time + delay(step)))
          if case .dragEnded = input { released = input }
        }
      }
      return released
    }
    // Delivered at once, or by a busy loop in late bursts, the same events give the same release.
    let prompt = try release { _ in 0 }
    #expect(prompt == (try release { step in step < 4 ? 0.2 : 0.05 * Double(step) }))
    guard case .dragEnded(let velocity?) = prompt else {
      Issue.record("expected a release with a velocity, got \(String(describing: prompt))")
      return
    }
    // 12 points up every 10 ms from the threshold on: the fit over the last 0.1 s is -1200 pt/s.
    #expect(abs(velocity + 1200) < 1e-6)
  }

  @Test func eventsWithValuesThatAreNotFiniteAreIgnoredAndChangeNothing() throws {
    var sheet = try InterpretedSheet()
    let events: [PullUpRawEvent] = [
      .pointer(.down, x: .nan, y: 760, time: 0, device: .mouse, region: .body),
      .pointer(.down, x: 200, y: .infinity, time: 0, device: .mouse, region: .body),
      .pointer(.down, x: 200, y: 760, time: .nan, device: .mouse, region: .body),
      .scroll(delta: .nan, unit: .notches, phase: .none, x: nil, y: nil, region: .body, contentMaximum: nil, time: 0),
      .scroll(delta: 1, unit: .notches, phase: .none, x: 1, y: 1, region: .body, contentMaximum: .infinity, time: 0),
      .key(.up, region: .handle, time: -.infinity),
      .focus(top: 0, bottom: .nan, time: 0),
    ]
    for event in events {
      let result = try sheet.send(event)
      #expect(result.inputs.isEmpty, "\(event)")
      #expect(result.verdict == .yielded)
      #expect(result.reason.description == "a value of the event is not finite, or too large to measure: ignored")
    }
    #expect(!sheet.interpreter.isFollowingGesture)
    // The interpreter still works.
    try sheet.pointer(.down, y: 760, at: 1)
    #expect(try sheet.pointer(.move, y: 700, at: 1.01).verdict == .claimed)
  }

  @Test func unusableSettingsCountAsTheirDefaults() throws {
    var sheet = try InterpretedSheet(detent: 2, settings: .init(wheelStep: -3, velocityWindow: .nan))
    #expect(try sheet.wheel(1, over: .scrollableContent, at: 1).inputs == [.scrollOffsetChanged(48, maximum: 400)])
    try sheet.pointer(.down, y: 300, at: 2)
    try sheet.pointer(.move, y: 280, at: 2.01)
    try sheet.pointer(.move, y: 260, at: 2.02)
    guard case .dragEnded(let velocity?) = try sheet.pointer(.up, y: 260, at: 2.02).inputs.first else {
      Issue.record("expected a release with a velocity")
      return
    }
    #expect(velocity.isFinite)
  }

  /// Now and then (one event in six), code locks, unlocks, hides or shows the sheet.
  static func outsideChange(of snapshot: PullUpSnapshot, using random: inout PullUpSeededGenerator) -> PullUpInput? {
    guard Int.random(in: 0..<6, using: &random) == 0 else { return nil }
    if Bool.random(using: &random) { return .setLocked(!snapshot.isLocked) }
    return .setHidden(!snapshot.isHidden, animated: Bool.random(using: &random))
  }

  @Test func randomRawEventsNeverAskTheMachineForAnInputItRefuses() throws {
    let regions = PullUpRegion.allCases
    let configurations: [PullUpConfiguration] = [
      .default, .ishPullUp, .splitSheet,
      .default.with {
        $0.movement.dragsWhileHidden = true
        $0.movement.hidesByDragging = true
        $0.appearance.dimming = .threshold(fraction: 0.5, alpha: 0.4)
      },
    ]
    for (index, configuration) in configurations.enumerated() {
      for sequence in 0..<40 {
        let seed = UInt64(index * 1_000 + sequence)
        var random = PullUpSeededGenerator(seed: seed)
        let tap = PullUpInterpreter.HandleTap.allCases.randomElement(using: &random)!
        var sheet = try InterpretedSheet(configuration, settings: .init(handleTap: tap))
        var time = 0.0
        var y = 700.0
        for _ in 0..<150 {
          time += Double.random(in: 0.001...0.05, using: &random)
          y = min(max(y + Double.random(in: -60...60, using: &random), -20), 900)
          let x = Double.random(in: 0...390, using: &random)
          let region = regions.randomElement(using: &random)!
          let event: PullUpRawEvent
          switch Int.random(in: 0..<10, using: &random) {
          case 0...5:
            let phase = PullUpPointerPhase.allCases.randomElement(using: &random)!
            let device = PullUpPointerDevice.allCases.randomElement(using: &random)!
            event = .pointer(phase, x: x, y: y, time: time, device: device, region: region)
          case 6, 7:
            let unit = PullUpScrollUnit.allCases.randomElement(using: &random)!
            let phase = PullUpScrollPhase.allCases.randomElement(using: &random)!
            event = .scroll(
              delta: Double.random(in: -3...3, using: &random), unit: unit, phase: phase, x: nil, y: nil,
              region: Bool.random(using: &random) ? region : nil, contentMaximum: 300, time: time)
          case 8:
            event = .key(PullUpKey.allCases.randomElement(using: &random)!, region: region, time: time)
          default:
            let top = Double.random(in: 0...900, using: &random)
            event = .focus(top: top, bottom: top + 40, time: time)
          }
          do {
            try sheet.send(event)
            if Int.random(in: 0..<3, using: &random) == 0 { _ = try sheet.machine.advance(to: time) }
          } catch {
            Issue.record(
              "seed \(seed): \(event) on \(sheet.snapshot.phase) gave an input the machine refused: \(error)")
            return
          }
          // Code changes the sheet from outside between two events, as a key, `applyNow` or a delegate does,
          // while a press or a scroll may be held.
          if let change = Self.outsideChange(of: sheet.snapshot, using: &random) {
            do {
              _ = try sheet.machine.apply(change, at: max(time, sheet.machine.snapshot.time))
            } catch {
              Issue.record("seed \(seed): the outside change \(change) was refused: \(error)")
              return
            }
          }
        }
      }
    }
  }
}
