// The C library, for `pthread_mutex_t`: the module's one conditional compilation, an import. Every line of
// code below is the same on every platform.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// State behind a `pthread` mutex, for ``DisplayFrameClock``.
///
/// Not `Mutex` from Synchronization: that needs iOS 18, and the adapter's floor is iOS 16. The same as
/// PullUp's own `PullUpLock`, which this module cannot import (it depends on PullUpCore and PullUpFrontEnd
/// only).
final class FrameClockLock<State>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  /// Creates a lock around an initial state.
  init(_ state: State) {
    self.state = state
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
