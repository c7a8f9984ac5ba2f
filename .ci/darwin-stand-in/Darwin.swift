// A stand-in for Apple's Darwin module, for .ci/check-darwin-branches. Found before anything else on the
// include path, it makes `canImport(Darwin)` true on Linux, so that every `#if canImport(Darwin)` branch is
// compiled here, against Glibc's declarations.
@_exported import Glibc

// Darwin's spellings of the few things that Glibc spells differently and that PullUp's Darwin branches use,
// with Darwin's shape. They forward to Glibc's fields and are emitted into the caller, so that the build
// links; keep this list to what the code needs, each entry with the Darwin declaration it stands for.

// Darwin: `struct sigaction { union __sigaction_u __sigaction_u; sigset_t sa_mask; int sa_flags; }`, and
// `union __sigaction_u { void (*__sa_handler)(int); void (*__sa_sigaction)(int, siginfo_t *, void *); }`.
extension sigaction {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_alwaysEmitIntoClient
  public var __sigaction_u: __Unnamed_union___sigaction_handler {
    get { __sigaction_handler }
    set { __sigaction_handler = newValue }
  }
}

extension sigaction.__Unnamed_union___sigaction_handler {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_alwaysEmitIntoClient
  public var __sa_handler: (@convention(c) (Int32) -> Void)? {
    get { sa_handler }
    set { sa_handler = newValue }
  }
}

// Darwin: `#define F_FULLFSYNC 51` (fcntl.h), which asks the drive to write its cache; Glibc has none.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_alwaysEmitIntoClient
public var F_FULLFSYNC: Int32 { 51 }
