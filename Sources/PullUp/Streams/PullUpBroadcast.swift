/// One published sequence with any number of subscribers, each with its own buffer.
///
/// The registry lives behind a lock (`PullUpLock`). Publishing appends to every buffer, or hands the value straight to
/// a reader that waits; waiting readers are resumed after the lock is released. The element type is
/// generic but the code is in this module, so it is specialized for each use, unlike `AsyncStream`.
final class PullUpBroadcast<Element: Sendable>: Sendable {
  private struct Subscriber {
    var buffer: [Element] = []
    var head = 0
    var waiting: UnsafeContinuation<Element?, Never>?
    /// The most unread values kept (`Int.max` for `PullUpBuffering.all`).
    let limit: Int
    /// Whether a full buffer drops its oldest value for a new one (`newest`) or the new one (`oldest`).
    let keepsNewest: Bool
    /// What the subscriber delivers to, when it is one of the deliveries a test waits for (a delegate, a
    /// renderer, a recording); see `waitUntilDelivered()`.
    var delivery: String?

    init(buffering: PullUpBuffering) {
      limit = buffering.limit ?? .max
      if case .oldest = buffering { keepsNewest = false } else { keepsNewest = true }
    }

    var isEmpty: Bool { head == buffer.count }

    mutating func receive(_ element: Element, wake: (UnsafeContinuation<Element?, Never>) -> Void) {
      if let continuation = waiting {
        waiting = nil
        wake(continuation)
        return
      }
      if buffer.count - head >= limit {
        guard keepsNewest else { return }
        if limit == 1 {
          buffer.removeAll(keepingCapacity: true)
          head = 0
        } else {
          head += 1
          compact()
        }
      }
      buffer.append(element)
    }

    mutating func take() -> Element? {
      guard head < buffer.count else { return nil }
      let element = buffer[head]
      head += 1
      compact()
      return element
    }

    /// Drops the values already read or pushed out, once they are at least half the buffer (and not just
    /// a few), so that a reader that keeps a little behind never makes the buffer grow.
    private mutating func compact() {
      if head == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 16 && head * 2 >= buffer.count {
        buffer.removeFirst(head)
        head = 0
      }
    }
  }

  private struct State {
    var subscribers: [UInt64: Subscriber] = [:]
    var nextIdentifier: UInt64 = 0
    var current: Element?
    var isFinished = false
    /// Waiting in `waitUntilDelivered()` for every delivery to wait for its next value.
    var deliveryWaiters: [UnsafeContinuation<Void, Never>] = []

    /// The deliveries holding a value they have not finished with: not waiting for the next one.
    var busyDeliveries: [String] {
      subscribers.values.compactMap { $0.waiting == nil ? $0.delivery : nil }
    }

    /// The `waitUntilDelivered()` callers to resume, once no delivery is busy.
    mutating func takeDeliveryWaiters() -> [UnsafeContinuation<Void, Never>] {
      guard !deliveryWaiters.isEmpty, busyDeliveries.isEmpty else { return [] }
      defer { deliveryWaiters = [] }
      return deliveryWaiters
    }

    /// Takes a buffered value for a subscriber, or says it must wait (registering `continuation`, if any,
    /// as its waiting reader) or that its sequence ended.
    ///
    /// The subscriber is found once and changed in place: a copy taken out of the dictionary would share
    /// its buffer, so that taking a value from it copied the buffer.
    mutating func poll(_ identifier: UInt64, waiting continuation: UnsafeContinuation<Element?, Never>? = nil)
      -> Poll
    {
      guard let index = subscribers.index(forKey: identifier) else { return .end }
      if let element = subscribers.values[index].take() { return .element(element) }
      if isFinished {
        subscribers.remove(at: index)
        return .end
      }
      if let continuation { subscribers.values[index].waiting = continuation }
      return .wait
    }
  }

  private enum Poll: Sendable {
    case element(Element)
    case end
    case wait
  }

  /// Whether the stream has a current value that a new subscriber starts with (states, snapshots), or only
  /// values published after it subscribed (events).
  private let hasCurrentValue: Bool
  private let state: PullUpLock<State>

  /// A stream with a current value: a new subscriber first receives `current`, or the latest published.
  init(current: Element) {
    self.hasCurrentValue = true
    self.state = PullUpLock(State(current: current))
  }

  /// A stream without a current value: a new subscriber receives only what is published after it.
  init() {
    self.hasCurrentValue = false
    self.state = PullUpLock(State(current: nil))
  }

  /// The number of live subscribers.
  var subscriberCount: Int { state.withLock { $0.subscribers.count } }

  /// The latest value published, or the initial one; `nil` for a stream without a current value. It stays
  /// at the last value published before the stream finished.
  var latest: Element? { state.withLock { $0.current } }

  /// Registers a subscriber whose buffer starts with the current value, if any.
  func subscribe(buffering: PullUpBuffering) -> UInt64 {
    state.withLock { state in
      let identifier = state.nextIdentifier
      state.nextIdentifier += 1
      guard !state.isFinished else { return identifier }
      var subscriber = Subscriber(buffering: buffering)
      if let current = state.current { subscriber.buffer.append(current) }
      state.subscribers[identifier] = subscriber
      return identifier
    }
  }

  /// Publishes a value to every subscriber and makes it the current value.
  func publish(_ element: Element) {
    let hasCurrentValue = self.hasCurrentValue
    // Most publishes wake at most a few readers; a small buffer on the stack avoids allocating for them.
    withUnsafeTemporaryAllocation(of: UnsafeContinuation<Element?, Never>.self, capacity: 8) { woken in
      var wokenCount = 0
      var overflow: [UnsafeContinuation<Element?, Never>] = []
      state.withLock { state in
        guard !state.isFinished else { return }
        if hasCurrentValue { state.current = element }
        // Mutating through the values view in place: iterating `keys` would copy the dictionary.
        var index = state.subscribers.values.startIndex
        while index != state.subscribers.values.endIndex {
          state.subscribers.values[index].receive(element) { continuation in
            if wokenCount < woken.count {
              woken.initializeElement(at: wokenCount, to: continuation)
              wokenCount += 1
            } else {
              overflow.append(continuation)
            }
          }
          state.subscribers.values.formIndex(after: &index)
        }
      }
      for index in 0..<wokenCount { woken.moveElement(from: index).resume(returning: element) }
      for continuation in overflow { continuation.resume(returning: element) }
    }
  }

  /// Publishes a value to every subscriber and makes it the current value, leaving the readers it wakes in
  /// `wakes`: they have their value and are no longer waiting, and run once the caller resumes them
  /// (``PullUpWakeList/resumeAll()``), which it must.
  func publish(_ element: Element, into wakes: inout PullUpWakeList<Element>) {
    let hasCurrentValue = self.hasCurrentValue
    state.withLock { state in
      guard !state.isFinished else { return }
      if hasCurrentValue { state.current = element }
      var index = state.subscribers.values.startIndex
      while index != state.subscribers.values.endIndex {
        state.subscribers.values[index].receive(element) { wakes.append($0, element) }
        state.subscribers.values.formIndex(after: &index)
      }
    }
  }

  /// Ends the sequence: readers get what is buffered, then `nil`.
  func finish() {
    let waiting: [UnsafeContinuation<Element?, Never>] = updating { state in
      guard !state.isFinished else { return [] }
      state.isFinished = true
      var waiting: [UnsafeContinuation<Element?, Never>] = []
      for (identifier, subscriber) in state.subscribers {
        if let continuation = subscriber.waiting {
          waiting.append(continuation)
          state.subscribers[identifier] = nil
        }
      }
      return waiting
    }
    for continuation in waiting { continuation.resume(returning: nil) }
  }

  /// Removes a subscriber at once, ending its pending read.
  func unsubscribe(_ identifier: UInt64) {
    let waiting = updating { $0.subscribers.removeValue(forKey: identifier)?.waiting }
    waiting?.resume(returning: nil)
  }

  /// Makes a subscriber one of the deliveries that `waitUntilDelivered()` waits for.
  ///
  /// - Parameter delivery: What the subscriber delivers to, for messages: "the state delegate".
  func track(_ identifier: UInt64, as delivery: String) {
    state.withLock { $0.subscribers[identifier]?.delivery = delivery }
  }

  /// Returns once every tracked subscriber waits for its next value, having finished with every value
  /// published so far (at once when none is busy).
  func waitUntilDelivered() async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      let delivered = state.withLock { state in
        guard !state.busyDeliveries.isEmpty else { return true }
        state.deliveryWaiters.append(continuation)
        return false
      }
      if delivered { continuation.resume() }
    }
  }

  /// The tracked subscribers still busy with a value, by what they deliver to.
  var busyDeliveries: [String] { state.withLock { $0.busyDeliveries } }

  /// Runs `body` under the lock, then resumes the `waitUntilDelivered()` callers it left with no delivery
  /// busy.
  private func updating<Result>(_ body: (inout State) -> Result) -> Result {
    let (result, waiters) = state.withLock { state in
      let result = body(&state)
      return (result, state.takeDeliveryWaiters())
    }
    for waiter in waiters { waiter.resume() }
    return result
  }

  /// Takes every value buffered for a subscriber, without waiting.
  func drain(_ identifier: UInt64) -> [Element] {
    state.withLock { state in
      guard let index = state.subscribers.index(forKey: identifier) else { return [] }
      var values: [Element] = []
      while let element = state.subscribers.values[index].take() { values.append(element) }
      return values
    }
  }

  /// The next value for a subscriber, or `nil` when the sequence ended or the subscriber was removed.
  ///
  /// `waited` says whether the reader's previous value came after waiting, and is set for the next call:
  /// a reader that waited last time skips the look without waiting (a lock and a look-up that would
  /// almost always find nothing, while a publisher on another thread holds the same lock) and looks once,
  /// as it starts waiting.
  ///
  /// Readers call this from other modules through `PullUpStream`, where it cannot be specialized: without
  /// these pre-specializations every call would look up generic metadata at run time.
  @_specialize(where Element == PullUpState)
  @_specialize(where Element == PullUpSnapshot)
  @_specialize(where Element == PullUpEvent)
  @_specialize(where Element == PullUpDriverFrame)
  nonisolated(nonsending) func next(_ identifier: UInt64, waited: inout Bool) async -> Element? {
    // A cancelled reader ends at once, whatever is buffered for it.
    if Task.isCancelled {
      unsubscribe(identifier)
      return nil
    }
    if !waited {
      switch updating({ $0.poll(identifier) }) {
      case .element(let element): return element
      case .end: return nil
      case .wait: break
      }
    }
    var waits = false
    defer { waited = waits }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Element?, Never>) in
        let result: Poll = updating { state in
          if Task.isCancelled {
            state.subscribers[identifier] = nil
            return .end
          }
          return state.poll(identifier, waiting: continuation)
        }
        switch result {
        case .element(let element): continuation.resume(returning: element)
        case .end: continuation.resume(returning: nil)
        case .wait: waits = true
        }
      }
    } onCancel: {
      unsubscribe(identifier)
    }
  }
}

/// Readers that publishes woke and that the publisher resumes later, all at once.
struct PullUpWakeList<Element: Sendable> {
  private var readers: [UnsafeContinuation<Element?, Never>] = []
  private var elements: [Element] = []

  /// Adds a reader to resume with `element`.
  mutating func append(_ reader: UnsafeContinuation<Element?, Never>, _ element: Element) {
    readers.append(reader)
    elements.append(element)
  }

  /// Resumes every reader and empties the list (keeping its storage). Each value is moved to its reader,
  /// not copied (a copy retains what the value holds, and the reader's thread releases it again). Every
  /// reader is resumed once, whatever the order, since a publish wakes a reader only while it waits.
  mutating func resumeAll() {
    while let reader = readers.popLast(), let element = elements.popLast() {
      reader.resume(returning: element)
    }
  }
}

/// What a driver's frame gathers as it advances its controllers: the readers their three streams woke, and
/// the snapshots they published for the driver's own `frames` stream, with that stream's readers.
struct PullUpWakes {
  var states = PullUpWakeList<PullUpState>()
  var snapshots = PullUpWakeList<PullUpSnapshot>()
  var events = PullUpWakeList<PullUpEvent>()
  var frames = PullUpWakeList<PullUpDriverFrame>()
  /// The snapshots the frame's controllers published, by controller, while the driver's `frames` stream has
  /// a subscriber; `nil` otherwise, so that a frame nobody reads as a whole collects nothing.
  var frameSnapshots: [ObjectIdentifier: PullUpSnapshot]?

  mutating func resumeAll() {
    states.resumeAll()
    events.resumeAll()
    snapshots.resumeAll()
    frames.resumeAll()
  }
}
