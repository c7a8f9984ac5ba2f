#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Instructions and heap allocations per core step, counted by valgrind: unlike nanoseconds, the same on
/// every run whoever else uses the machine, so these budgets get a verdict that does not depend on the load.
///
/// The method of Benchmarks/instructions.sh and allocations.sh, from inside the bench: this executable runs
/// itself under valgrind in its `--alloc-probe` mode at two counts, and the difference of the totals divided
/// by the difference of the counts is the cost of one step (start-up and printing cancel out). Callgrind
/// counts the instructions (the `totals:` line of its output file), memcheck the allocations (its "total heap
/// usage" line). Without valgrind the budgets are reported as not measured.
enum InstructionCounts {
  /// One workload's budgets.
  struct Workload {
    var probe: AllocationProbe.Workload
    var name: String
    var instructionBudget: Double
    var allocationBudget: Double
  }

  static let workloads = [
    Workload(probe: .samples, name: "Drag sample with layout", instructionBudget: 1_000, allocationBudget: 0),
    Workload(probe: .frames, name: "Settle frame", instructionBudget: 800, allocationBudget: 0),
    Workload(probe: .releases, name: "Release", instructionBudget: 2_500, allocationBudget: 1),
    // The kit's interpretation of one motion, before the machine sees it: one allocation, its inputs' array.
    Workload(
      probe: .pointerEvents, name: "Pointer event through the interpreter", instructionBudget: 1_000,
      allocationBudget: 1),
  ]

  static func run(_ options: Options, into report: inout Report) {
    let skipped: String?
    if options.quick && !options.only.contains(.counts) {
      skipped = "skipped by --quick (add --only counts to run them)"
    } else if findExecutable("valgrind") == nil {
      skipped = "valgrind is not installed (apt-get install valgrind)"
    } else if executablePath() == nil {
      skipped = "this executable's path is unknown"
    } else {
      skipped = nil
    }
    if let skipped {
      report.note("instruction and allocation counts not measured: \(skipped)")
      for workload in workloads {
        report.unmeasuredBudget(
          instructionBudgetName(workload), limit: workload.instructionBudget, unit: "instructions")
        report.unmeasuredBudget(allocationBudgetName(workload), limit: workload.allocationBudget, unit: "allocations")
      }
      return
    }
    let valgrind = findExecutable("valgrind")!
    let bench = executablePath()!
    // Counts as in the scripts; a quick run (only with --only counts) uses smaller ones.
    let instructionCounts = options.quick ? (600, 1_800) : (10_000, 60_000)
    let allocationCounts = options.quick ? (200, 1_200) : (1_000, 11_000)
    for workload in workloads {
      let instructions = perStep(instructionCounts) {
        callgrindTotal(valgrind: valgrind, bench: bench, workload.probe, count: $0)
      }
      let allocations = perStep(allocationCounts) {
        heapUsage(valgrind: valgrind, bench: bench, workload.probe, count: $0)?.allocations
      }
      let bytes = perStep(allocationCounts) {
        heapUsage(valgrind: valgrind, bench: bench, workload.probe, count: $0)?.bytes
      }
      let identifier = "counts.\(workload.probe.rawValue)"
      if let instructions {
        report.add(identifier + ".instructions", "\(workload.name): instructions", Statistics([instructions]), unit: "")
        report.budget(
          instructionBudgetName(workload), value: instructions, limit: workload.instructionBudget,
          unit: "instructions", passes: instructions <= workload.instructionBudget)
      } else {
        report.note("\(workload.name): callgrind gave no total")
        report.unmeasuredBudget(
          instructionBudgetName(workload), limit: workload.instructionBudget, unit: "instructions")
      }
      if let allocations, let bytes {
        report.add(identifier + ".allocations", "  heap allocations", Statistics([allocations]), unit: "")
        report.add(identifier + ".bytes", "  heap bytes allocated", Statistics([bytes]), unit: "B")
        report.budget(
          allocationBudgetName(workload), value: allocations, limit: workload.allocationBudget,
          unit: "allocations", passes: allocations <= workload.allocationBudget)
      } else {
        report.note("\(workload.name): memcheck gave no heap usage")
        report.unmeasuredBudget(allocationBudgetName(workload), limit: workload.allocationBudget, unit: "allocations")
      }
    }
    report.note(
      "counts per step: valgrind totals at \(instructionCounts.0) and \(instructionCounts.1) steps (instructions,"
        + " callgrind) and at \(allocationCounts.0) and \(allocationCounts.1) (allocations, memcheck)")
  }

  static func instructionBudgetName(_ workload: Workload) -> String {
    "\(workload.name): ≤ \(format(workload.instructionBudget)) instructions"
  }

  static func allocationBudgetName(_ workload: Workload) -> String {
    let limit = Int(workload.allocationBudget)
    return "\(workload.name): ≤ \(limit) heap allocation\(limit == 1 ? "" : "s")"
  }

  /// The difference of two totals divided by the difference of their counts.
  private static func perStep(_ counts: (Int, Int), _ total: (Int) -> Double?) -> Double? {
    guard let low = total(counts.0), let high = total(counts.1) else { return nil }
    return (high - low) / Double(counts.1 - counts.0)
  }

  /// The instructions of one probe run under callgrind.
  private static func callgrindTotal(
    valgrind: String, bench: String, _ workload: AllocationProbe.Workload, count: Int
  ) -> Double? {
    withScratchFile { output in
      guard
        spawn(
          valgrind,
          ["--tool=callgrind", "--callgrind-out-file=\(output)", bench, "--alloc-probe", workload.rawValue, "\(count)"]),
        let text = ProcessStatistics.readFile(output)
      else { return nil }
      let line = text.split(separator: "\n").first { $0.hasPrefix("totals:") }
      return line.flatMap { Double($0.dropFirst("totals:".count).split(separator: " ").first ?? "") }
    }
  }

  /// The allocations and bytes of one probe run under memcheck.
  private static func heapUsage(
    valgrind: String, bench: String, _ workload: AllocationProbe.Workload, count: Int
  ) -> (allocations: Double, bytes: Double)? {
    withScratchFile { log in
      guard
        spawn(
          valgrind,
          [
            "--tool=memcheck", "--leak-check=no", "--log-file=\(log)", bench, "--alloc-probe", workload.rawValue,
            "\(count)",
          ]),
        let text = ProcessStatistics.readFile(log),
        let line = text.split(separator: "\n").first(where: { $0.contains("total heap usage:") })
      else { return nil }
      // ==1234==   total heap usage: 1,234 allocs, 1,230 frees, 56,789 bytes allocated
      let words = line.split(separator: " ").map { $0.filter { $0 != "," } }
      guard let allocsIndex = words.firstIndex(of: "allocs"), let bytesIndex = words.firstIndex(of: "bytes"),
        allocsIndex > 0, bytesIndex > 0, let allocations = Double(words[allocsIndex - 1]),
        let bytes = Double(words[bytesIndex - 1])
      else { return nil }
      return (allocations, bytes)
    }
  }

  /// Runs `body` with the path of a file in a new temporary directory, removed afterwards.
  private static func withScratchFile<Result>(_ body: (String) -> Result?) -> Result? {
    var template = Array("/tmp/pullup-bench.XXXXXX".utf8CString)
    guard let directory = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
    let path = String(cString: directory)
    let file = path + "/out"
    defer {
      unlink(file)
      rmdir(path)
    }
    return body(file)
  }

  /// Runs a program with its output discarded and waits for it; true when it exited with status 0.
  private static func spawn(_ program: String, _ arguments: [String]) -> Bool {
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    guard posix_spawn(&pid, program, &fileActions, nil, argv, environ) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return false }
    }
    return status == 0
  }

  /// The path of an executable found on `PATH`, or nil.
  static func findExecutable(_ name: String) -> String? {
    guard let path = getenv("PATH") else { return nil }
    for directory in String(cString: path).split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// This executable's path: /proc/self/exe where there is a procfs, else the path it was started by.
  static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let first = CommandLine.arguments.first ?? ""
    return first.contains("/") && access(first, X_OK) == 0 ? first : nil
  }
}
