#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the process has used so far, read from the kernel.
enum ProcessStatistics {
  /// The resident set size in bytes (`/proc/self/statm`, second field, times the page size); nil where
  /// there is no procfs.
  static func residentBytes() -> Int? {
    guard let text = readFile("/proc/self/statm") else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The CPU time (user and system) of every thread of the process, in seconds.
  static func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// A small text file's contents, or nil.
  static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The machine the figures come from.
enum MachineDescription {
  static var current: [(key: String, value: String)] {
    var description: [(key: String, value: String)] = []
    description.append(("processors online", "\(sysconf(Int32(_SC_NPROCESSORS_ONLN)))"))
    let cpuinfo = ProcessStatistics.readFile("/proc/cpuinfo") ?? ""
    let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
      .split(separator: ":", maxSplits: 1).last.map { String($0.drop { $0 == " " }) }
    description.append(("CPU", model ?? "unknown"))
    if let load = ProcessStatistics.readFile("/proc/loadavg")?.split(separator: " ").prefix(3) {
      description.append(("load average at start (1, 5, 15 min)", load.joined(separator: ", ")))
    }
    #if compiler(>=6.3)
      description.append(("compiler", "Swift 6.3 or newer"))
    #else
      description.append(("compiler", "Swift older than 6.3"))
    #endif
    #if DEBUG
      description.append(("build", "debug"))
    #else
      description.append(("build", "release"))
    #endif
    return description
  }
}
