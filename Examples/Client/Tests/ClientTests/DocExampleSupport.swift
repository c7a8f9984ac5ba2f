import Synchronization

/// What an example printed: a namespace declares `static let print = Printout()`, so the example's
/// `print(…)` calls land here and its test can check what the example's comments claim.
final class Printout: Sendable {
  private let storage = Mutex<[String]>([])

  /// Every line printed so far.
  var lines: [String] { storage.withLock { $0 } }

  func callAsFunction(_ items: Any...) {
    let line = items.map { "\($0)" }.joined(separator: " ")
    storage.withLock { $0.append(line) }
  }
}

/// Waits, in real time, until `condition` holds: for the examples' own `for await` loops, which no harness
/// waits for. Returns whether it held before the deadline.
func eventually(
  within limit: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation,
  _ condition: () async -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while clock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return await condition()
}
