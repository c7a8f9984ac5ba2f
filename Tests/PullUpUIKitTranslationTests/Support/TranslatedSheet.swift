import PullUpCore
import PullUpFrontEnd

/// A phone in portrait: 390 × 844 points, 47 points of safe area on top and 34 at the bottom. The default
/// configuration resolves to detents at 122, 392.5 and 785 in it: the collapsed sheet's top edge is at
/// y = 722, the expanded one's at y = 59.
let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))

/// A machine on a phone with an interpreter beside it, as the UIKit glue keeps them: each raw event is
/// interpreted against the machine's snapshot, its inputs are applied at the event's time, and the
/// interpretation and the machine's events are kept for the test to read.
struct TranslatedSheet {
  var machine: PullUpMachine
  var interpreter = PullUpInterpreter()
  /// The machine's events from the last `send`.
  private(set) var lastEvents: [PullUpEvent] = []

  /// A sheet with `configuration`, resting at the detent with index `detent` (the configuration's initial
  /// state when `nil`).
  init(_ configuration: PullUpConfiguration = .default, detent: Int? = nil) throws {
    machine = try PullUpMachine(configuration: configuration, container: phone)
    if let detent { _ = try machine.moveRequested(to: .detent(detent), animated: false, at: 0) }
  }

  var snapshot: PullUpSnapshot { machine.snapshot }

  /// Interprets `event` against the sheet and applies the inputs it gives, at its time.
  @discardableResult
  mutating func send(_ event: PullUpRawEvent) throws -> PullUpInterpretation {
    let time = max(event.time, machine.snapshot.time)
    let interpretation = interpreter.interpret(event, on: machine.snapshot)
    lastEvents = []
    for input in interpretation.inputs {
      lastEvents += try machine.apply(input, at: time).events
    }
    return interpretation
  }

  /// A finger's event at `(x, y)` on `region`.
  @discardableResult
  mutating func touch(
    _ phase: PullUpPointerPhase, x: Double = 200, y: Double, at time: Double, on region: PullUpRegion
  ) throws -> PullUpInterpretation {
    try send(.pointer(phase, x: x, y: y, time: time, device: .touch, region: region))
  }

  /// Runs the machine far past the end of any settle.
  mutating func settle() throws {
    _ = try machine.advance(to: machine.snapshot.time + 10)
  }
}

extension PullUpConfiguration {
  /// This configuration with a change applied.
  func with(_ change: (inout PullUpConfiguration) -> Void) -> PullUpConfiguration {
    var configuration = self
    change(&configuration)
    return configuration
  }
}
