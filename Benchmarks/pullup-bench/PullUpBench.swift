#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// PullUp's benchmarks: `swift run -c release pullup-bench [--quick] [--json]`. BENCHMARKS.md explains the
/// method and records the figures; the budgets are reported, never enforced.
@main
struct PullUpBench {
  static func main() async {
    let options: Options
    do {
      options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      if let message = error.message { printError("pullup-bench: \(message)") }
      printError(Options.usage)
      exit(error.message == nil ? 0 : 2)
    }
    if let probe = options.allocationProbe {
      AllocationProbe.run(probe.workload, count: probe.count)
      return
    }
    #if DEBUG
      printError("pullup-bench: a debug build measures nothing useful; use swift run -c release pullup-bench")
    #endif

    var report = Report(mode: options.quick ? "quick" : "full")
    report.json = options.json
    report.machine = MachineDescription.current
    report.printHeader()
    do {
      if options.runs(.core) {
        report.section("Core (PullUpMachine)")
        CoreBenchmarks.run(options, into: &report)
      }
      if options.runs(.counts) {
        report.section("Counts per core step (valgrind: callgrind instructions, memcheck allocations)")
        InstructionCounts.run(options, into: &report)
      }
      if options.runs(.streams) {
        report.section("Streams: PullUpController vs one AsyncStream per subscriber (per input)")
        try await StreamBenchmarks.run(options, into: &report)
      }
      if options.runs(.idle) {
        report.section("Idle: one second at rest after a settle")
        try await IdleBenchmark.run(options, into: &report)
      }
      if options.runs(.memory) {
        report.section("Memory: one stalled subscriber on each stream")
        try await MemoryBenchmark.run(options, into: &report)
      }
      if options.runs(.scale) {
        report.section("Scale: controllers animating at once on ContinuousClock, 60 Hz")
        try await ScaleBenchmark.run(options, into: &report)
      }
    } catch {
      printError("pullup-bench: \(error)")
      exit(1)
    }
    if options.json {
      report.printJSON()
    } else {
      report.printBudgets()
    }
  }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  let line = text + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}
