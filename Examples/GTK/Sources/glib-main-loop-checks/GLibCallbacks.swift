import CGTK

/// Runs `body` from GLib's main loop, as a GTK event callback runs: a GLib source dispatched on the main
/// thread, not a Swift job.
@MainActor
func fromGLib(afterMilliseconds delay: UInt32 = 0, _ body: @escaping @MainActor () -> Bool) {
  let data = Unmanaged.passRetained(Callback(body)).toOpaque()
  let call: GSourceFunc = { data in
    MainActor.assumeIsolated { Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 }
  }
  let release: GDestroyNotify = { data in Unmanaged<Callback>.fromOpaque(data!).release() }
  _ = g_timeout_add_full(G_PRIORITY_DEFAULT, delay, call, data, release)
}

/// A closure GLib calls until it returns `false`.
private final class Callback {
  let body: @MainActor () -> Bool
  init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
