import CGTK

/// Swift closures as GObject signal handlers. Each closure is boxed and handed to GLib as the handler's
/// data; GLib releases the box when the handler is disconnected or the object finalized. The trampolines
/// are the C functions GLib calls: one per signal signature, each running its closure on the main actor,
/// where every GTK callback arrives.
final class SignalHandler<Closure> {
  let closure: Closure
  init(_ closure: Closure) { self.closure = closure }

  static func from(_ data: UnsafeMutableRawPointer?) -> Closure {
    guard let data else { preconditionFailure("a signal handler without its closure") }
    return Unmanaged<SignalHandler<Closure>>.fromOpaque(data).takeUnretainedValue().closure
  }
}

/// Connects `closure` to `signal` of `instance` through `trampoline`, the C function for the signal's
/// signature.
///
/// - Returns: The handler's identifier, for `g_signal_handler_disconnect`.
@discardableResult
package func connect<Closure>(
  _ instance: some GObjectPointer, _ signal: String, trampoline: GCallback, after: Bool = false,
  _ closure: Closure
) -> gulong {
  let data = Unmanaged.passRetained(SignalHandler(closure)).toOpaque()
  let release: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
  }
  return g_signal_connect_data(
    instance.raw, signal, trampoline, data, release, after ? G_CONNECT_AFTER : GConnectFlags(0))
}

/// Signals whose handler takes nothing but the instance: `realize`, `unrealize`, `destroy`, `after-paint`,
/// `leave`, `scroll-begin`, `scroll-end`, `clicked`, `value-changed`, `close-request` (whose `gboolean` answer
/// is the closure's); through ``Trampoline/sequence``, a gesture's `cancel`, which also passes its event
/// sequence; through ``Trampoline/notify``, `notify::` a property, which also passes the property's spec.
package typealias PlainSignal = @MainActor () -> Void
package typealias BooleanSignal = @MainActor () -> Bool
/// Signals with two doubles: `drag-begin`, `drag-update`, `drag-end`, `enter`, `motion` (points), `scroll`
/// (deltas, answered).
package typealias PointSignal = @MainActor (Double, Double) -> Void
package typealias AnsweredPointSignal = @MainActor (Double, Double) -> Bool
/// `key-pressed`: the key value, the hardware key code and the modifiers; answered.
package typealias KeySignal = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool

package enum Trampoline {
  package static let plain: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
      let closure = SignalHandler<PlainSignal>.from(data)
      MainActor.assumeIsolated { closure() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, to: GCallback.self)

  package static let sequence: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
      let closure = SignalHandler<PlainSignal>.from(data)
      MainActor.assumeIsolated { closure() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
    to: GCallback.self)

  package static let notify: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
      let closure = SignalHandler<PlainSignal>.from(data)
      MainActor.assumeIsolated { closure() }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
    to: GCallback.self)

  package static let boolean: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
      let closure = SignalHandler<BooleanSignal>.from(data)
      return MainActor.assumeIsolated { closure() ? 1 : 0 }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self)

  package static let point: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, x: Double, y: Double, data: UnsafeMutableRawPointer?) in
      let closure = SignalHandler<PointSignal>.from(data)
      MainActor.assumeIsolated { closure(x, y) }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void,
    to: GCallback.self)

  package static let answeredPoint: GCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, x: Double, y: Double, data: UnsafeMutableRawPointer?) -> gboolean in
      let closure = SignalHandler<AnsweredPointSignal>.from(data)
      return MainActor.assumeIsolated { closure(x, y) ? 1 : 0 }
    } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean,
    to: GCallback.self)

  package static let key: GCallback = unsafeBitCast(
    {
      (_: UnsafeMutableRawPointer?, value: guint, code: guint, state: GdkModifierType, data: UnsafeMutableRawPointer?)
        -> gboolean in
      let closure = SignalHandler<KeySignal>.from(data)
      return MainActor.assumeIsolated { closure(value, code, state) ? 1 : 0 }
    } as @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean,
    to: GCallback.self)
}

/// A pointer to a GObject, as GTK's functions take them: typed where GTK's header defines the struct,
/// opaque where it only declares it. GTK's casts (`GTK_WINDOW(widget)`) are C macros Swift cannot import;
/// ``gobject(_:)`` is the cast.
package protocol GObjectPointer {
  var raw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectPointer {
  package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
  package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// The same object as a pointer of another GObject type.
package func gobject<T>(_ pointer: some GObjectPointer) -> UnsafeMutablePointer<T> {
  pointer.raw.assumingMemoryBound(to: T.self)
}

/// The same object as an opaque pointer, for types GTK only declares.
package func gobject(_ pointer: some GObjectPointer) -> OpaquePointer {
  OpaquePointer(pointer.raw)
}
