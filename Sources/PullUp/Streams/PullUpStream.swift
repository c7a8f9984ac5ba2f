/// A sequence of values a ``PullUpController`` publishes (states, snapshots or events), or the frames of a
/// ``PullUpFrameDriver``.
///
/// A stream subscribes when you obtain it, as `AsyncStream` buffers from its creation: everything published
/// after `let states = controller.states` reaches the loop that later iterates `states`, however long the
/// task takes to start. Obtain the stream first, then start the task; the task then captures only the
/// stream, not the controller, so loops end when the controller goes away:
///
/// ```swift
/// let states = controller.states
/// Task {
///   for await state in states { print(state) }
/// }
/// ```
///
/// The first iterator made from a stream value reads that subscription. Each further iterator made from
/// the same value (iterating it a second time) is a new subscriber from the moment it is made, as if the
/// stream had been obtained again then: it starts with the current value where the stream has one, and
/// never shares values with another loop.
///
/// Each subscriber has its own buffer (``PullUpBuffering``), so any number of loops can read at once. A
/// new subscriber first receives the current value where the stream has one (states and snapshots);
/// `events` and a driver's `frames` have none, so a new subscriber receives only what is published after
/// it subscribed. A loop whose task is cancelled ends: its next `next()` returns `nil`, whatever is
/// buffered, and it is removed at once. A subscription is removed when the stream value and its iterators are all gone. When the
/// controller finishes, every loop ends after reading what was already published to it; a driver's
/// `frames` loops end that way when the driver goes away.
public struct PullUpStream<Element: Sendable>: AsyncSequence, Sendable {
  public typealias Failure = Never

  let subscription: Subscription

  init(broadcast: PullUpBroadcast<Element>, buffering: PullUpBuffering) {
    subscription = Subscription(broadcast: broadcast, buffering: buffering)
  }

  /// How many subscribers the controller's (or driver's) stream has now: loops, and stream values obtained and not yet
  /// released.
  package var subscriberCount: Int { subscription.broadcast.subscriberCount }

  /// Makes this stream's subscription one of the deliveries a test waits for (a delegate's, a renderer's,
  /// a recording's): `PullUpController.waitUntilDelivered()` returns only once it waits for its next value.
  ///
  /// - Parameter delivery: What the loop delivers to, for messages: "the state delegate".
  package func delivering(to delivery: String) -> Self {
    subscription.broadcast.track(subscription.identifier, as: delivery)
    return self
  }

  /// The subscription made when this stream was obtained, for its first iterator; a new subscription for
  /// each iterator after it.
  public func makeAsyncIterator() -> Iterator {
    if subscription.claim() { return Iterator(subscription: subscription) }
    return Iterator(subscription: Subscription(broadcast: subscription.broadcast, buffering: subscription.buffering))
  }

  /// Reads one subscriber's values.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    public typealias Failure = Never

    let subscription: Subscription
    /// Whether the last value came after waiting for it: a loop that keeps up then finds nothing buffered
    /// the next time either, so it goes straight to waiting (see `PullUpBroadcast.next(_:waited:)`).
    private var waited = false

    init(subscription: Subscription) {
      self.subscription = subscription
    }

    /// The next value, or `nil` once the stream ended or the task was cancelled (even with values
    /// buffered).
    @_specialize(where Element == PullUpState)
    @_specialize(where Element == PullUpSnapshot)
    @_specialize(where Element == PullUpEvent)
    @_specialize(where Element == PullUpDriverFrame)
    public mutating func next() async -> Element? {
      await subscription.broadcast.next(subscription.identifier, waited: &waited)
    }

    /// The next value, or `nil` once the stream ended or the task was cancelled.
    @_specialize(where Element == PullUpState)
    @_specialize(where Element == PullUpSnapshot)
    @_specialize(where Element == PullUpEvent)
    @_specialize(where Element == PullUpDriverFrame)
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await subscription.broadcast.next(subscription.identifier, waited: &waited)
    }

    /// The values already published to this iterator and not yet read, without waiting. For tools in this
    /// package that step a controller under a test clock and read what each step published (the scenario
    /// player); apps use `for await`.
    package mutating func drainPending() -> [Element] {
      subscription.broadcast.drain(subscription.identifier)
    }
  }

  /// A subscriber's registration, made when the stream is obtained and removed when the stream value and
  /// the iterator that claimed it are gone.
  final class Subscription: Sendable {
    let broadcast: PullUpBroadcast<Element>
    let identifier: UInt64
    let buffering: PullUpBuffering
    private let claimed = PullUpLock(false)

    init(broadcast: PullUpBroadcast<Element>, buffering: PullUpBuffering) {
      self.broadcast = broadcast
      self.buffering = buffering
      self.identifier = broadcast.subscribe(buffering: buffering)
    }

    /// Hands the subscription to its first iterator: `true` once, `false` after.
    func claim() -> Bool {
      claimed.withLock { claimed in
        defer { claimed = true }
        return !claimed
      }
    }

    deinit {
      broadcast.unsubscribe(identifier)
    }
  }
}
