/// A sequence of values a ``PullUpController`` publishes: states, snapshots or events.
///
/// Each `for await` loop (each iterator) is its own subscriber with its own buffer, so any number of
/// loops can read at once. A new subscriber first receives the current value where the stream has one
/// (states and snapshots); `events` has none, so a new loop receives only events published after it
/// subscribed. A loop whose task is cancelled ends: its next `next()` returns `nil`, whatever is buffered,
/// and it is removed at once, as is a loop whose iterator is dropped. When the controller finishes, every loop ends after reading what was already published to it.
///
/// `states` and `events` keep every value until read; `snapshots` keeps only the newest, so a slow reader
/// sees the latest snapshot and memory stays bounded.
public struct PullUpStream<Element: Sendable>: AsyncSequence, Sendable {
  public typealias Failure = Never

  let broadcast: PullUpBroadcast<Element>

  /// How many loops read this stream now.
  public var subscriberCount: Int { broadcast.subscriberCount }

  public func makeAsyncIterator() -> Iterator {
    Iterator(subscription: Subscription(broadcast: broadcast))
  }

  /// Reads one subscriber's values.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    public typealias Failure = Never

    let subscription: Subscription

    /// The next value, or `nil` once the stream ended or the task was cancelled (even with values
    /// buffered).
    @_specialize(where Element == PullUpState)
    @_specialize(where Element == PullUpSnapshot)
    @_specialize(where Element == PullUpEvent)
    public mutating func next() async -> Element? {
      await subscription.broadcast.next(subscription.identifier)
    }

    /// The next value, or `nil` once the stream ended or the task was cancelled.
    @_specialize(where Element == PullUpState)
    @_specialize(where Element == PullUpSnapshot)
    @_specialize(where Element == PullUpEvent)
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await subscription.broadcast.next(subscription.identifier)
    }

    /// The values already published to this iterator and not yet read, without waiting. For tools in this
    /// package that step a controller under a test clock and read what each step published (the scenario
    /// player); apps use `for await`.
    package mutating func drainPending() -> [Element] {
      subscription.broadcast.drain(subscription.identifier)
    }
  }

  /// A subscriber's registration, removed when the last iterator copy goes away.
  final class Subscription: Sendable {
    let broadcast: PullUpBroadcast<Element>
    let identifier: UInt64

    init(broadcast: PullUpBroadcast<Element>) {
      self.broadcast = broadcast
      self.identifier = broadcast.subscribe()
    }

    deinit {
      broadcast.unsubscribe(identifier)
    }
  }
}
