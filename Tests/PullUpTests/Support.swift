import PullUp
import PullUpTesting
import Testing

let phone = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

/// Reads `count` values from a stream, in order.
///
/// - Throws: When the stream ends first, as it does when the test is cancelled (its time limit): the test
///   then stops with an issue, and never indexes a shorter array.
func take<Element: Sendable>(
  _ count: Int, from iterator: inout PullUpStream<Element>.Iterator, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [Element] {
  var values: [Element] = []
  for _ in 0..<count {
    guard let value = await iterator.next() else { break }
    values.append(value)
  }
  try #require(
    values.count == count, "the stream ended after \(values.count) of \(count) values", sourceLocation: sourceLocation)
  return values
}

/// Records delegate calls in order and lets a test wait for a number of them.
final class CallLog: Sendable {
  private let state = PullUpLock<(calls: [String], waiters: [(Int, CheckedContinuation<Void, Never>)])>(([], []))

  var calls: [String] { state.withLock { $0.calls } }

  func record(_ call: String) {
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.calls.append(call)
      let count = state.calls.count
      let ready = state.waiters.filter { $0.0 <= count }.map(\.1)
      state.waiters.removeAll { $0.0 <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Waits until at least `count` calls were recorded.
  func wait(for count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Bool in
        if state.calls.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}

/// A delegate for every role that logs each call.
final class RecordingDelegate: PullUpSizingDelegate, PullUpTargetHeightDelegate, PullUpSheetInsetsDelegate,
  PullUpContentDelegate, PullUpStateDelegate
{
  let log = CallLog()
  let minimum: Double?
  let maximum: Double?
  let target: (@Sendable (Double) -> Double)?

  init(minimum: Double? = nil, maximum: Double? = nil, target: (@Sendable (Double) -> Double)? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.target = target
  }

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) async {
    log.record("state \(state)")
  }

  func pullUpController(_ controller: PullUpController, updateContentInsets insets: PullUpInsets) async {
    log.record("content \(insets.bottom)")
  }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?
  {
    log.record("minimum")
    return minimum
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) async -> Double? {
    log.record("maximum \(availableHeight)")
    return maximum
  }

  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  {
    log.record("target \(proposedHeight)")
    return target?(proposedHeight) ?? proposedHeight
  }

  func pullUpController(_ controller: PullUpController, updateSheetInsets insets: PullUpInsets) async {
    log.record("sheet \(insets.bottom)")
  }
}

/// The seeded generator tests use; its seed is printed on failure.
typealias SeededGenerator = PullUpSeededGenerator
