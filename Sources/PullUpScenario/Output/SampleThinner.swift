/// Keeps at most `capacity` of a stream of values, evenly spaced by their place in the stream, with memory
/// that does not grow with the stream's length.
///
/// It keeps every value until `capacity` are kept; then it drops every other kept value and from then on
/// keeps every second value, then every fourth, and so on: the kept values are always those whose place is
/// a multiple of the current stride. The first value and the latest are always among ``values``.
struct SampleThinner<Value> {
  /// The most values kept; at least 2 and even, so that halving keeps the first.
  let capacity: Int
  private var kept: [Value] = []
  /// The latest value, when it is not kept.
  private var latest: Value?
  private var stride = 1
  private var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(2, capacity + capacity % 2)
  }

  mutating func add(_ value: Value) {
    defer { count += 1 }
    guard count.isMultiple(of: stride) else {
      latest = value
      return
    }
    kept.append(value)
    latest = nil
    guard kept.count >= capacity else { return }
    // The last kept value sits at an odd position, so halving drops it: it stays the latest.
    latest = kept.last
    kept = kept.enumerated().compactMap { $0.offset.isMultiple(of: 2) ? $0.element : nil }
    stride *= 2
  }

  /// The kept values in order, and the latest value after them when it is not kept.
  var values: [Value] {
    kept + (latest.map { [$0] } ?? [])
  }
}
