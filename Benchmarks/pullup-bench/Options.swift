/// The command line: `pullup-bench [--quick] [--json] [--only SUITE…]` (`--quick` leaves out the valgrind
/// counts unless `--only counts` asks for them) or
/// `pullup-bench --alloc-probe samples|frames|releases COUNT`.
struct Options {
  /// A short smoke run: fewer runs, smaller counts (CI runs this).
  var quick = false
  /// Machine-readable output on standard output, nothing else.
  var json = false
  /// The suites to run; all when empty.
  var only: Set<Suite> = []
  /// Runs one core workload `count` times and nothing else, for an allocation counter (valgrind).
  var allocationProbe: (workload: AllocationProbe.Workload, count: Int)?

  enum Suite: String, CaseIterable {
    case core, counts, streams, idle, memory, scale
  }

  static let usage = """
    usage: pullup-bench [--quick] [--json] [--only core|counts|streams|idle|memory|scale]...
           pullup-bench --alloc-probe samples|frames|releases COUNT
    """

  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--json":
        json = true
      case "--only":
        guard let name = remaining.popFirst(), let suite = Suite(rawValue: name) else {
          throw UsageError(message: "--only needs one of \(Suite.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        only.insert(suite)
      case "--alloc-probe":
        guard let name = remaining.popFirst(), let workload = AllocationProbe.Workload(rawValue: name),
          let countText = remaining.popFirst(), let count = Int(countText), count >= 0
        else {
          throw UsageError(message: "--alloc-probe needs a workload (samples, frames, releases) and a count")
        }
        allocationProbe = (workload, count)
      case "--help", "-h":
        throw UsageError(message: nil)
      default:
        throw UsageError(message: "unknown argument \(argument)")
      }
    }
  }

  func runs(_ suite: Suite) -> Bool { only.isEmpty || only.contains(suite) }
}

/// A command line that cannot be used; `message` is nil for `--help`.
struct UsageError: Error {
  var message: String?
}
