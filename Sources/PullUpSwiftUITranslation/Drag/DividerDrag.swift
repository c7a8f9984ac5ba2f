import PullUpFrontEnd

/// A `DragGesture` on a split view's divider, as the interpreter's raw pointer events (issue 39).
///
/// The glue attaches `DragGesture(minimumDistance: 0, coordinateSpace: .named(container))`, so that the
/// interpreter sees the press and owns the drag threshold, with positions in the container's coordinates
/// (origin top-left, `y` down: `PullUpRawEvent`'s convention), and hands each value here:
///
/// | gesture                                       | raw events                                                 |
/// |-----------------------------------------------|------------------------------------------------------------|
/// | the first `onChanged`                         | `.down` at `startLocation`, then `.move` to `location` if it differs |
/// | a later `onChanged`                           | `.move` to `location`; nothing when it has not moved        |
/// | an `onChanged` with another `startLocation`   | `.cancel` of the unfinished gesture, then as a first one    |
/// | `onEnded`                                     | as an `onChanged`, then `.up` where the pointer is          |
/// | cancelled (the view went away, `onEnded` never came) | `.cancel` where the pointer was last               |
///
/// Every event is on ``region`` (``PullUpRegion/divider`` unless set), from ``device`` (`.touch`, or `.mouse`
/// where the platform has no touch screen), at the gesture's own time mapped onto the controller's clock
/// (``DateTimeBase``).
///
/// ## Bad values
/// A location that is not finite says nothing: a first `onChanged` uses `location` when `startLocation` is
/// not finite and returns nothing when neither is; a later one returns nothing; `onEnded` releases where the
/// pointer was last. Times are sanitized by ``DateTimeBase``.
package struct DividerDrag: Sendable, Hashable {
  /// The pointer's kind, whose drag threshold the interpreter applies.
  package var device: PullUpPointerDevice
  /// The region every event is on.
  package var region: PullUpRegion
  /// The gesture's times on the controller's clock.
  package private(set) var timeBase = DateTimeBase()
  /// Where the pointer was last, while a gesture is followed; `nil` between gestures.
  package var lastLocation: (x: Double, y: Double)? { last.map { ($0.x, $0.y) } }

  /// A position in the container's coordinates.
  private struct Point: Sendable, Hashable {
    var x: Double
    var y: Double

    var isFinite: Bool { x.isFinite && y.isFinite }
  }

  /// Where the pointer was last, while a gesture is followed.
  private var last: Point?
  /// The followed gesture's `startLocation`, which tells its values from a new gesture's.
  private var start: Point?

  /// Creates a drag between gestures.
  ///
  /// - Parameters:
  ///   - device: `.touch` on a touch screen, `.mouse` where there is none (macOS).
  ///   - region: The divider's region, ``PullUpRegion/divider``.
  package init(device: PullUpPointerDevice = .touch, region: PullUpRegion = .divider) {
    self.device = device
    self.region = region
  }

  /// Whether a gesture is followed (it went down and has not ended).
  package var isFollowing: Bool { last != nil }

  /// The gesture's `onChanged`.
  ///
  /// - Parameters:
  ///   - location: `value.location`, in the container's coordinates.
  ///   - startLocation: `value.startLocation`, in the container's coordinates.
  ///   - time: `value.time.timeIntervalSinceReferenceDate`.
  ///   - controllerNow: The controller's time now, in seconds (read at a gesture's first event).
  /// - Returns: The raw events, in order, by the table in the type's discussion.
  package mutating func changed(
    location: (x: Double, y: Double), startLocation: (x: Double, y: Double), time: Double,
    controllerNow: @autoclosure () -> Double
  ) -> [PullUpRawEvent] {
    let here = Point(x: location.x, y: location.y)
    let gestureStart = Point(x: startLocation.x, y: startLocation.y)
    var events: [PullUpRawEvent] = []
    if last != nil, let start, gestureStart.isFinite, gestureStart != start {
      events = cancelled()  // A new gesture's values: the old one never ended.
    }
    guard let previous = last else {
      guard let down = [gestureStart, here].first(where: \.isFinite) else { return events }
      let at = timeBase.map(time, controllerNow: controllerNow())
      events.append(event(.down, at: down, time: at))
      if here.isFinite, here != down { events.append(event(.move, at: here, time: at)) }
      last = here.isFinite ? here : down
      start = gestureStart.isFinite ? gestureStart : down
      return events
    }
    guard here.isFinite, here != previous else { return [] }
    let at = timeBase.map(time, controllerNow: controllerNow())
    last = here
    return [event(.move, at: here, time: at)]
  }

  /// The gesture's `onEnded`.
  ///
  /// - Parameters:
  ///   - location: `value.location`, in the container's coordinates.
  ///   - startLocation: `value.startLocation`, for a gesture that ends without an `onChanged`.
  ///   - time: `value.time.timeIntervalSinceReferenceDate`.
  ///   - controllerNow: The controller's time now, in seconds.
  /// - Returns: What an `onChanged` of the value gives (a `.move` to `location`, or a `.down` when no
  ///   `onChanged` came), then the `.up`; nothing when no position is known.
  package mutating func ended(
    location: (x: Double, y: Double), startLocation: (x: Double, y: Double), time: Double,
    controllerNow: @autoclosure () -> Double
  ) -> [PullUpRawEvent] {
    let now = controllerNow()
    // As an `onChanged` first, so that the release is where the pointer let go: the interpreter's release
    // takes no position of its own.
    var events = changed(location: location, startLocation: startLocation, time: time, controllerNow: now)
    guard let previous = last else { return events }
    events.append(event(.up, at: previous, time: timeBase.map(time, controllerNow: now)))
    finish()
    return events
  }

  /// The gesture ended without `onEnded` (its view disappeared, the system took the touch): the glue calls
  /// this from `onDisappear`. (A new gesture's first `onChanged`, told by its other `startLocation`, cancels
  /// an unfinished one by itself.)
  ///
  /// - Returns: A `.cancel` where the pointer was last, at the latest time mapped; nothing between gestures.
  package mutating func cancelled() -> [PullUpRawEvent] {
    guard let previous = last else { return [] }
    let at = timeBase.latest ?? 0
    finish()
    return [event(.cancel, at: previous, time: at)]
  }

  private mutating func finish() {
    last = nil
    start = nil
    timeBase.endGesture()
  }

  private func event(_ phase: PullUpPointerPhase, at point: Point, time: Double) -> PullUpRawEvent {
    .pointer(phase, x: point.x, y: point.y, time: time, device: device, region: region)
  }
}
