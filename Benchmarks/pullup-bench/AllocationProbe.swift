/// Runs one core workload a given number of times and nothing else, so that an external counter can
/// count its heap allocations: Benchmarks/allocations.sh runs it under valgrind at two counts, and the
/// difference of the totals divided by the difference of the counts is the cost of one step. Everything
/// the process does besides the loop (runtime start-up, the machine's creation) is the same at both counts
/// and cancels out.
enum AllocationProbe {
  enum Workload: String, CaseIterable {
    /// Drag samples with their snapshots.
    case samples
    /// Mid-settle frames with their snapshots.
    case frames
    /// Release decisions.
    case releases
    /// Pointer motions interpreted by the front-end kit.
    case pointerEvents
  }

  static func run(_ workload: Workload, count: Int) {
    switch workload {
    case .samples:
      var drag = CoreWorkloads.DragSamples()
      for _ in 0..<count { blackHole(drag.next()) }
    case .frames:
      var settle = CoreWorkloads.SettleFrames()
      for _ in 0..<count { blackHole(settle.next()) }
    case .releases:
      let releases = CoreWorkloads.Releases()
      for _ in 0..<count { blackHole(releases.next()) }
    case .pointerEvents:
      var motions = CoreWorkloads.InterpretedMotions()
      for _ in 0..<count { blackHole(motions.next()) }
    }
    print("alloc-probe \(workload.rawValue) \(count) done")
  }
}
