import PullUpCore
import PullUpFrontEnd

/// A phone in portrait: 390 × 844 points, 47 points of safe area on top and 34 at the bottom. The default
/// configuration resolves to detents at 122, 392.5 and 785 in it.
let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

/// A split view's container: 390 × 844 points. `.splitView()` (it ignores the safe area) resolves to the
/// bottom part's heights 168.8 (20 %) and 675.2 (80 %), starting at 422 (50 %): the divider at y = 422.
let splitContainer = PullUpContainer(width: 390, height: 844)

/// A reference-date time in seconds, as `Date().timeIntervalSinceReferenceDate` reads in 2026.
let gestureDate = 786_000_000.0

/// A machine with an interpreter beside it, as the SwiftUI glue keeps a controller and an interpreter: each
/// raw event is interpreted against the machine's snapshot and its inputs are applied at the event's time.
struct InterpretedSheet {
  var machine: PullUpMachine
  var interpreter = PullUpInterpreter()

  init(_ configuration: PullUpConfiguration, container: PullUpContainer) throws {
    machine = try PullUpMachine(configuration: configuration, container: container)
  }

  var snapshot: PullUpSnapshot { machine.snapshot }

  /// Interprets `event` and applies its inputs at its time (never before the machine's).
  @discardableResult
  mutating func send(_ event: PullUpRawEvent) throws -> PullUpInterpretation {
    let interpretation = interpreter.interpret(event, on: machine.snapshot)
    for input in interpretation.inputs { _ = try machine.apply(input, at: max(event.time, machine.snapshot.time)) }
    return interpretation
  }

  /// Applies an input at the machine's time, as code would.
  mutating func apply(_ input: PullUpInput) throws {
    _ = try machine.apply(input, at: machine.snapshot.time)
  }

  /// Runs the machine far past the end of any settle.
  mutating func settle() throws {
    _ = try machine.advance(to: machine.snapshot.time + 10)
  }
}

extension PullUpRawEvent {
  /// The pointer event's phase, `nil` for other events.
  var pointerPhase: PullUpPointerPhase? {
    if case .pointer(let phase, _, _, _, _, _) = self { return phase }
    return nil
  }

  /// The pointer event's position, `nil` for other events.
  var position: (x: Double, y: Double)? {
    if case .pointer(_, let x, let y, _, _, _) = self { return (x, y) }
    return nil
  }
}
