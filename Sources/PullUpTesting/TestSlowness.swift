#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// How many times slower than a plain debug build the running tests may be, for their time limits and
/// their waits for another process: a time limit guards against a deadlock, and must not trip because a
/// test shares the machine.
///
/// 1 in a plain build. Under a sanitizer (`swift test --sanitize=thread` or `--sanitize=address`, found
/// by its runtime's symbols in the process) the factor comes from measurement: a contributor runs that
/// command as it is, in parallel, on a machine that may be busy. `PULLUP_TEST_SLOWNESS=N` sets it for
/// anything else that slows the tests (an emulator, a debugger). ARCHITECTURE.md, "Time limits guard
/// deadlocks", has the figures.
package enum TestSlowness {
  /// The factor under a sanitizer: the slowest test of a 1-minute suite took at most 6.2 minutes in a
  /// parallel TSan run of the whole suite with the plain suite and other builds alongside (load 7 to 11 on
  /// 2 cores), and this leaves 2.4 times that.
  package static let sanitized = 15

  /// The factor for this process: `PULLUP_TEST_SLOWNESS` if set, else ``sanitized`` under a sanitizer,
  /// else 1.
  package static let factor: Int = {
    if let text = getenv("PULLUP_TEST_SLOWNESS"), let value = Int(String(cString: text)), value >= 1 {
      return value
    }
    return isSanitized ? sanitized : 1
  }()

  /// Whether the thread or the address sanitizer's runtime is in the process.
  package static var isSanitized: Bool {
    #if canImport(Darwin) || canImport(Glibc)
      let process = dlopen(nil, RTLD_NOW)
      defer { if let process { dlclose(process) } }
      return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
    #else
      return false
    #endif
  }
}
