import PullUp

/// The demo without the terminal: its controller, the mapper that turns terminal input into the controller's
/// inputs, and the hooks that hear what the controller accepted.
///
/// ``TerminalDemo`` drives it from the real terminal on the real clock; tests drive it headlessly on a test
/// clock, with the inputs and sizes a person could produce, and get exactly what `pullup demo --record`
/// would record.
package struct TerminalDemoDriver<C: Clock> where C.Duration == Duration {
  /// The controller, on `clock`, created with the container of the terminal's starting size.
  package let controller: PullUpController
  private let renderer: TerminalSheetRenderer
  private let hooks: TerminalDemoHooks
  private let clock: C
  private let start: C.Instant
  private var mapper: TerminalDemoMapper
  /// The list's maximum offset as last given to the controller.
  private var scrollMaximum: Double?

  /// Creates the controller for a terminal of `columns` × `rows` and tells the hooks it started.
  ///
  /// - Throws: `PullUpError` if the configuration does not validate.
  package init(
    configuration: PullUpConfiguration, renderer: TerminalSheetRenderer, contentHeight: Double?, columns: Int,
    rows: Int, clock: C, hooks: TerminalDemoHooks
  ) throws(PullUpError) {
    self.renderer = renderer
    self.hooks = hooks
    self.clock = clock
    start = clock.now
    let container = renderer.container(columns: columns, rows: rows)
    controller = try PullUpController(
      configuration: configuration, container: container, contentHeight: contentHeight, clock: clock)
    mapper = TerminalDemoMapper(renderer: renderer, velocityWindow: configuration.movement.velocityWindow)
    hooks.started(container, contentHeight)
  }

  /// Tells the controller how far the list scrolls at the start.
  package mutating func begin() async {
    await updateScrollExtent()
  }

  /// The terminal changed size: the new container goes to the controller.
  package mutating func resize(columns: Int, rows: Int) async {
    await perform(.setContainer(renderer.container(columns: columns, rows: rows)))
  }

  /// Maps one terminal event on a terminal `rows` high to inputs and gives them to the controller.
  ///
  /// - Returns: The inputs the mapper asked for, in order (the controller may have refused some).
  @discardableResult
  package mutating func handle(_ event: TerminalInputEvent, rows: Int) async -> [PullUpInput] {
    let snapshot = await controller.snapshot
    let reducesMotion = await controller.configuration.movement.reducesMotion
    let inputs = mapper.inputs(
      for: event, snapshot: snapshot, rows: rows, time: seconds(), reducesMotion: reducesMotion)
    for input in inputs { await perform(input) }
    return inputs
  }

  /// Seconds since the demo started, read as the controller reads its clock.
  private func seconds() -> Double {
    PullUpClockTime.seconds(start.duration(to: clock.now))
  }

  /// Tells the controller how far the list can scroll now, when that changed (the start, a resize, the
  /// keyboard): without it, a drag on the list would scroll it without end.
  private mutating func updateScrollExtent() async {
    let snapshot = await controller.snapshot
    let maximum = renderer.scrollMaximum(of: snapshot)
    guard maximum != scrollMaximum else { return }
    if await send(.scrollOffsetChanged(Swift.min(snapshot.contentOffset, maximum), maximum: maximum)) {
      scrollMaximum = maximum
    }
  }

  /// Gives an input to the controller and, when it accepted it, tells the hooks; a container or keyboard
  /// change then updates how far the list scrolls.
  private mutating func perform(_ input: PullUpInput) async {
    guard await send(input) else { return }
    switch input {
    case .setContainer, .keyboardChanged: await updateScrollExtent()
    default: break
    }
  }

  /// Sends one input; tells the hooks what the controller accepted. A release carries the velocity the
  /// interpreter estimated from the events' times, so that a replay decides the same.
  private mutating func send(_ input: PullUpInput) async -> Bool {
    let time = seconds()
    guard (try? await controller.send(input)) != nil else { return false }
    hooks.input(time, input)
    return true
  }
}
