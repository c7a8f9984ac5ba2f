import PullUp

/// Resident memory while a controller publishes a million snapshots to a subscriber that never reads.
///
/// The subscriber holds its iterator (so it stays registered with its buffer) and never calls `next()`.
/// Each input is `setHeight(_:animated: false)` between the peek and 300 points: a snapshot, a state and
/// an event each time. Resident memory is read from `/proc/self/statm` after a warm-up of 10,000 inputs and
/// after the million.
enum MemoryBenchmark {
  static func run(_ options: Options, into report: inout Report) async throws {
    let runs = options.quick ? 1 : 3
    let inputs = options.quick ? 100_000 : 1_000_000
    var growth: [Double] = []
    for _ in 0..<runs {
      let controller = try PullUpController(container: CoreWorkloads.phone, frameSource: .external)
      let stalled = controller.snapshots.makeAsyncIterator()
      for input in 0..<10_000 { try await controller.setHeight(input.isMultiple(of: 2) ? 300 : 122, animated: false) }
      guard let before = ProcessStatistics.residentBytes() else {
        report.note("no /proc/self/statm: resident memory not measured")
        return
      }
      for input in 0..<inputs { try await controller.setHeight(input.isMultiple(of: 2) ? 300 : 122, animated: false) }
      let after = ProcessStatistics.residentBytes() ?? before
      growth.append(Double(after - before) / 1_024)
      withExtendedLifetime(stalled) {}
      await controller.finish()
    }
    let statistics = Statistics(growth)
    report.add(
      "memory.stalledSubscriberGrowth", "Resident growth, \(inputs) snapshots, stalled subscriber", statistics,
      unit: "KiB")
    report.budget(
      "Stalled subscriber: resident growth < 1 MB", value: statistics.maximum, limit: 1_000_000 / 1_024,
      unit: "KiB (max)",
      passes: statistics.maximum * 1_024 < 1_000_000)
  }
}
