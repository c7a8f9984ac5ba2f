import PullUp

/// Resident memory while a controller publishes to a subscriber that never reads, for each stream.
///
/// The subscriber holds its iterator (so it stays registered with its buffer) and never calls `next()`.
/// Each input is `setHeight(_:animated: false)` between the peek and 300 points: a snapshot, a state and
/// events each time. Resident memory is read from `/proc/self/statm` after a warm-up of 10,000 inputs and
/// after the run. A bounded buffer (`snapshots`' default `newest(1)`, or `newest(64)` chosen for `states`
/// and `events`) must stay under 1 MB; the `all` buffer of `states` and `events` keeps every value by
/// design, so its growth per input is reported, without a budget.
enum MemoryBenchmark {
  private struct Stalled {
    let key: String
    let label: String
    let isBounded: Bool
    let subscribe: @Sendable (PullUpController) -> any Sendable
  }

  private static let cases: [Stalled] = [
    Stalled(key: "snapshots", label: "snapshots (newest(1), its default)", isBounded: true) {
      $0.snapshots.makeAsyncIterator()
    },
    Stalled(key: "statesNewest64", label: "states(buffering: .newest(64))", isBounded: true) {
      $0.states(buffering: .newest(64)).makeAsyncIterator()
    },
    Stalled(key: "eventsNewest64", label: "events(buffering: .newest(64))", isBounded: true) {
      $0.events(buffering: .newest(64)).makeAsyncIterator()
    },
    Stalled(key: "statesAll", label: "states (all, its default)", isBounded: false) {
      $0.states.makeAsyncIterator()
    },
    Stalled(key: "eventsAll", label: "events (all, its default)", isBounded: false) {
      $0.events.makeAsyncIterator()
    },
  ]

  static func run(_ options: Options, into report: inout Report) async throws {
    for stalled in cases {
      let runs = options.quick || !stalled.isBounded ? 1 : 3
      let inputs = options.quick || !stalled.isBounded ? 100_000 : 1_000_000
      var growth: [Double] = []
      for _ in 0..<runs {
        guard let kibibytes = try await residentGrowth(stalled, inputs: inputs) else {
          report.note("no /proc/self/statm: resident memory not measured")
          return
        }
        growth.append(kibibytes)
      }
      let statistics = Statistics(growth)
      report.add(
        "memory.stalled.\(stalled.key)", "Resident growth, \(inputs) inputs, stalled \(stalled.label)", statistics,
        unit: "KiB")
      if stalled.isBounded {
        report.budget(
          "Stalled \(stalled.label): resident growth < 1 MB", value: statistics.maximum, limit: 1_000_000 / 1_024,
          unit: "KiB (max)", passes: statistics.maximum * 1_024 < 1_000_000)
      } else {
        report.note(
          "stalled \(stalled.label): \(Int((statistics.maximum * 1_024 / Double(inputs)).rounded())) bytes per input, "
            + "kept by design; choose newest(n) or oldest(n) for a loop that may stop reading")
      }
    }
  }

  /// The resident growth in KiB over `inputs` inputs with one stalled subscriber, or `nil` without /proc.
  private static func residentGrowth(_ stalled: Stalled, inputs: Int) async throws -> Double? {
    let controller = try PullUpController(container: CoreWorkloads.phone, frameSource: .external)
    let subscriber = stalled.subscribe(controller)
    for input in 0..<10_000 { try await controller.setHeight(input.isMultiple(of: 2) ? 300 : 122, animated: false) }
    guard let before = ProcessStatistics.residentBytes() else { return nil }
    for input in 0..<inputs { try await controller.setHeight(input.isMultiple(of: 2) ? 300 : 122, animated: false) }
    let after = ProcessStatistics.residentBytes() ?? before
    withExtendedLifetime(subscriber) {}
    await controller.finish()
    return Double(after - before) / 1_024
  }
}
