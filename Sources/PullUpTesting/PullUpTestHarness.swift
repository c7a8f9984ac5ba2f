import PullUp

/// A controller on a test clock that waits, after every step, until your delegates, renderers and
/// recorded streams have received everything it published: test your own sheet code with no yields,
/// sleeps or polling.
///
/// ```swift
/// let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
/// let states = harness.record(harness.controller.states)
/// await harness.controller.setStateDelegate(myDelegate)
/// try await harness.send(.setState(.expanded, animated: true))
/// try await harness.settle()
/// #expect(states.values == [.collapsed, .dragging, .expanded])
/// #expect(myDelegate.states == [.collapsed, .dragging, .expanded])
/// ```
///
/// Each step returns once every delivery the controller runs (its state, content and sheet-insets
/// delegates' calls, the target-height delegate's answer to the latest release, attached renderers,
/// `PullUpModel`-style mirrors inside PullUp) and
/// every ``record(_:)`` has taken each value published so far and waits for the next. Your own `for
/// await` loops are not waited for; record the stream instead. A delivery that has not finished after the
/// initializer's `deliveryTimeout` of real time (a delegate that never returns) fails the step with
/// ``NotDelivered``, naming what is still busy, instead of hanging the test.
///
/// "Each value" is each value the delivery keeps. Renderers, `PullUpModel` and the `snapshots` stream keep
/// only the newest unread snapshot, so they skip to the newest: when several snapshots are published
/// before one is taken (several calls to ``controller`` itself, or an input and a delegate's answer within
/// one step), a renderer receives the last of them. ``advance(by:)`` delivers each frame before the next,
/// so a renderer sees every frame. After attaching a renderer, call ``waitUntilDelivered()`` before the
/// first input: otherwise that input's snapshot may replace the current one before the renderer takes it.
public final class PullUpTestHarness: Sendable {
  /// The controller under test, on ``clock``.
  public let controller: PullUpController
  /// The clock the controller's frames run on; the harness advances it.
  public let clock: PullUpTestClock
  /// How long, in real time, a step waits for the deliveries before it fails with ``NotDelivered``.
  let deliveryTimeout: Duration

  /// A step whose deliveries did not finish within the harness's `deliveryTimeout`.
  public struct NotDelivered: Error, CustomStringConvertible {
    /// What was still busy with a published value, for example `"the state delegate"` or `"renderer 1"`.
    public let busy: [String]
    /// The real time waited.
    public let timeout: Duration

    public var description: String {
      "PullUp: still delivering after \(timeout): \(busy.joined(separator: ", "))"
    }
  }

  /// Creates a controller on a new test clock.
  ///
  /// - Parameters:
  ///   - configuration: How the sheet behaves.
  ///   - container: The container's size and safe area.
  ///   - contentHeight: The content's height, for fit-to-content detents.
  ///   - framesPerSecond: The frame rate of settles, in hertz, from 1 to 1000.
  ///   - deliveryTimeout: Real time a step waits for its deliveries before it fails; ten seconds.
  /// - Throws: `PullUpError` as `PullUpController`'s initializer does.
  public init(
    configuration: PullUpConfiguration = .default,
    container: PullUpContainer,
    contentHeight: Double? = nil,
    framesPerSecond: Double = 60,
    deliveryTimeout: Duration = .seconds(10)
  ) throws(PullUpError) {
    let clock = PullUpTestClock()
    self.clock = clock
    self.controller = try PullUpController(
      configuration: configuration, container: container, contentHeight: contentHeight, clock: clock,
      frameSource: .clock(framesPerSecond: framesPerSecond))
    self.deliveryTimeout = deliveryTimeout
  }

  /// Gives the sheet one input, then waits until it is delivered.
  ///
  /// - Throws: The controller's `PullUpError` when it refuses the input (nothing is waited for then), or
  ///   ``NotDelivered``.
  public func send(_ input: PullUpInput) async throws {
    try await controller.send(input)
    try await waitUntilDelivered()
  }

  /// Moves time forward frame by frame, waiting after each frame until it is delivered, so that renderers
  /// and recordings see every frame of a settle.
  ///
  /// - Parameter duration: How far to move the clock; frames whose deadline passes run in order.
  /// - Throws: ``NotDelivered``.
  public func advance(by duration: Duration) async throws {
    let end = clock.now.advanced(by: duration)
    try await waitUntilDelivered()
    while let deadline = await clock.nextDeadline(), deadline <= end {
      await clock.advance(by: clock.now.duration(to: deadline))
      try await waitUntilDelivered()
    }
    await clock.advance(by: clock.now.duration(to: end))
    try await waitUntilDelivered()
  }

  /// Runs frames until the sheet rests (nothing waits for time), for at most `limit` of clock time.
  ///
  /// - Throws: ``NotDelivered``.
  public func settle(limit: Duration = .seconds(60)) async throws {
    let end = clock.now.advanced(by: limit)
    try await waitUntilDelivered()
    while let deadline = await clock.nextDeadline(), deadline <= end {
      await clock.advance(by: clock.now.duration(to: deadline))
      try await waitUntilDelivered()
    }
  }

  /// Waits until everything published so far has been delivered; use it after calling the controller
  /// directly (setting a delegate, attaching a renderer).
  ///
  /// - Throws: ``NotDelivered`` after the initializer's `deliveryTimeout` of real time.
  public func waitUntilDelivered() async throws {
    let controller = self.controller
    let timeout = deliveryTimeout
    let outcome = PullUpLock<CheckedContinuation<Bool, Never>?>(nil)
    let timer = PullUpLock<Task<Void, Never>?>(nil)
    let delivered = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      outcome.withLock { $0 = continuation }
      let delivery = Task {
        await controller.waitUntilDelivered()
        outcome.withLock { $0.take() }?.resume(returning: true)
      }
      // The real-time guard: a delivery that never ends fails the step rather than the whole test run.
      timer.withLock {
        $0 = Task {
          guard (try? await Task.sleep(for: timeout)) != nil else { return }
          guard let continuation = outcome.withLock({ $0.take() }) else { return }
          delivery.cancel()
          continuation.resume(returning: false)
        }
      }
    }
    // A step that was delivered stops its guard, so that no timer outlives it.
    timer.withLock { $0?.cancel() }
    if !delivered { throw NotDelivered(busy: await controller.busyDeliveries, timeout: timeout) }
  }

  /// Records a stream: the returned recording's `values` holds everything the stream delivered, and every
  /// step of the harness waits until the recording has taken each value published.
  ///
  /// - Parameter stream: A stream of ``controller``, for example `harness.controller.events`.
  public func record<Element: Sendable>(_ stream: PullUpStream<Element>) -> PullUpRecording<Element> {
    PullUpRecording(stream.delivering(to: "a recording of \(Element.self)"))
  }
}

/// The values a stream delivered, recorded by ``PullUpTestHarness/record(_:)``.
public final class PullUpRecording<Element: Sendable>: Sendable {
  private let recorded = PullUpLock<[Element]>([])
  private let task: Task<Void, Never>

  init(_ stream: PullUpStream<Element>) {
    let recorded = self.recorded
    task = Task { [iterator = stream.makeAsyncIterator()] in
      var iterator = iterator
      while let value = await iterator.next() { recorded.withLock { $0.append(value) } }
    }
  }

  deinit {
    task.cancel()
  }

  /// Every value delivered so far, in order.
  public var values: [Element] { recorded.withLock { $0 } }
}
