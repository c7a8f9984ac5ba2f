import PullUpCore
import PullUpFrontEnd

/// A machine on a phone with an interpreter beside it: each raw event is interpreted against the machine's
/// snapshot and its inputs are applied at the event's time, as a front end does.
struct InterpretedSheet {
  var machine: PullUpMachine
  var interpreter: PullUpInterpreter
  /// Every state the machine reported, in order.
  private(set) var states: [PullUpState] = []

  init(
    _ configuration: PullUpConfiguration = .default, detent: Int? = nil,
    settings: PullUpInterpreter.Settings = PullUpInterpreter.Settings()
  ) throws {
    machine = try PullUpMachine.phone(configuration, detent: detent)
    interpreter = PullUpInterpreter(settings: settings)
  }

  var snapshot: PullUpSnapshot { machine.snapshot }

  /// Interprets an event and applies its inputs at its time.
  @discardableResult
  mutating func send(_ event: PullUpRawEvent) throws -> PullUpInterpretation {
    let time = max(event.time, machine.snapshot.time)
    let interpretation = interpreter.interpret(event, on: machine.snapshot)
    for input in interpretation.inputs {
      let output = try machine.apply(input, at: time)
      if let transition = output.transition { states.append(transition.to) }
    }
    return interpretation
  }

  /// A mouse or finger event on a region.
  @discardableResult
  mutating func pointer(
    _ phase: PullUpPointerPhase, x: Double = 200, y: Double, at time: Double, on region: PullUpRegion = .body,
    device: PullUpPointerDevice = .mouse
  ) throws -> PullUpInterpretation {
    try send(.pointer(phase, x: x, y: y, time: time, device: device, region: region))
  }

  /// A wheel of `notches` over a region, with the content's largest offset.
  @discardableResult
  mutating func wheel(_ notches: Double, over region: PullUpRegion, contentMaximum: Double? = 400, at time: Double)
    throws -> PullUpInterpretation
  {
    try send(
      .scroll(
        delta: notches, unit: .notches, phase: .none, x: 200, y: 700, region: region, contentMaximum: contentMaximum,
        time: time))
  }

  /// A key on a region.
  @discardableResult
  mutating func key(_ key: PullUpKey, on region: PullUpRegion = .handle, at time: Double = 1)
    throws -> PullUpInterpretation
  {
    try send(.key(key, region: region, time: time))
  }

  /// Runs the machine's settle to rest.
  mutating func settle() throws {
    try machine.runUntilResting()
  }
}

/// The phone's detents in the default configuration.
let phoneDetents = [122.0, 392.5, 785]
