#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK

  /// A GObject signal: its name paired with the Swift type of its handler, so that a handler of the wrong
  /// shape does not compile.
  ///
  /// GLib calls a handler through a C function of the signal's signature; pairing the name with that
  /// function by hand is how a handler ends up called with arguments it does not have. Here each shape of
  /// handler has its own constructor, and `connect(_:_:after:_:)` takes a handler of exactly the signal's
  /// `Handler` type:
  ///
  /// ```swift
  /// connect(button, .clicked) { print("clicked") }
  /// connect(window, .closeRequest) { false }  // false: let the window close
  /// connect(drag, .dragUpdate) { dx, dy in print(dx, dy) }
  /// ```
  ///
  /// For a signal not listed here, pick the constructor named for its handler's signature:
  /// ``withoutArguments(_:)`` for a handler that takes only the instance, ``withArgument(_:)`` for one that also
  /// takes one pointer argument, which the handler gets, ``withoutArgumentsReturningBool(_:)``,
  /// ``withTwoDoubles(_:)`` and ``withTwoDoublesReturningBool(_:)``. The argument is what GTK passes,
  /// such as the row of `GtkListBox`'s `row-activated`:
  ///
  /// ```swift
  /// connect(list, .withArgument("row-activated")) { row in
  ///   guard let row else { return }
  ///   play(track: Int(gtk_list_box_row_get_index(gobject(row))))
  /// }
  /// ```
  ///
  /// The name's shape is checked when a handler is connected: a signal whose parameters or return type are
  /// not the constructor's (`.withTwoDoubles("clicked")` compiles, but `clicked` has no doubles) is refused with a
  /// warning in the `PullUp` log domain, and `connect` returns 0 without connecting anything.
  ///
  /// Every handler runs on the main actor, where GTK calls it.
  public struct GObjectSignal<Handler>: @unchecked Sendable {
    /// The signal's detailed name as `g_signal_connect` takes it: `clicked`, `notify::focus-widget`.
    public let name: String
    /// The C function GLib calls: it unboxes the handler and runs it on the main actor.
    let trampoline: GCallback
    /// The parameters and return type the trampoline takes, checked against the signal at `connect`.
    let shape: SignalShape
  }

  extension GObjectSignal where Handler == @MainActor () -> Void {
    /// A signal whose handler takes only the instance: `void (*)(GObject *, gpointer)`.
    public static func withoutArguments(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.plain, shape: .plain)
    }
    /// ``withoutArguments(_:)``'s old name, which said nothing of the handler's signature.
    @available(*, deprecated, renamed: "withoutArguments(_:)")
    public static func plain(_ name: String) -> Self { withoutArguments(name) }
    /// A signal whose handler takes one pointer argument after the instance, which the handler ignores:
    /// `void (*)(GObject *, gpointer argument, gpointer)`.
    static func ignoringArgument(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.ignoringArgument, shape: .oneArgument)
    }

    /// `GtkButton::clicked`.
    public static var clicked: Self { withoutArguments("clicked") }
    /// `GtkRange::value-changed`.
    public static var valueChanged: Self { withoutArguments("value-changed") }
    /// `GtkWidget::realize`.
    public static var realize: Self { withoutArguments("realize") }
    /// `GtkWidget::unrealize`.
    public static var unrealize: Self { withoutArguments("unrealize") }
    /// `GtkWidget::destroy`.
    public static var destroy: Self { withoutArguments("destroy") }
    /// `GdkFrameClock::after-paint`.
    public static var afterPaint: Self { withoutArguments("after-paint") }
    /// `GtkEventControllerMotion::leave`.
    public static var leave: Self { withoutArguments("leave") }
    /// `GtkEventControllerScroll::scroll-begin`.
    public static var scrollBegin: Self { withoutArguments("scroll-begin") }
    /// `GtkEventControllerScroll::scroll-end`.
    public static var scrollEnd: Self { withoutArguments("scroll-end") }
    /// `GtkGesture::cancel` (its event sequence is not passed on).
    public static var cancel: Self { ignoringArgument("cancel") }
    /// `GSimpleAction::activate` (its parameter is not passed on).
    public static var activate: Self { ignoringArgument("activate") }
    /// `GObject::notify` for one property: `notify(“focus-widget”)` is `notify::focus-widget`.
    public static func notify(_ property: String) -> Self { ignoringArgument("notify::\(property)") }
  }

  extension GObjectSignal where Handler == @MainActor (OpaquePointer?) -> Void {
    /// A signal whose handler also takes one pointer argument, and gets it:
    /// `void (*)(GObject *, gpointer argument, gpointer)`. The argument is GTK's, valid during the call (a
    /// `GtkListBoxRow *` for `row-activated`, a `GParamSpec *` for `notify`), or `nil` when GTK passes `NULL`;
    /// take a reference (`g_object_ref`) to keep an object past it.
    public static func withArgument(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.withArgument, shape: .onePointer)
    }
  }

  extension GObjectSignal where Handler == @MainActor () -> Bool {
    /// A signal whose handler takes only the instance and answers: `gboolean (*)(GObject *, gpointer)`.
    public static func withoutArgumentsReturningBool(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.answered, shape: .answered)
    }
    /// ``withoutArgumentsReturningBool(_:)``'s old name, which said nothing of the handler's signature.
    @available(*, deprecated, renamed: "withoutArgumentsReturningBool(_:)")
    public static func answered(_ name: String) -> Self { withoutArgumentsReturningBool(name) }
    /// `GtkWindow::close-request`: `true` keeps the window open.
    public static var closeRequest: Self { withoutArgumentsReturningBool("close-request") }
  }

  extension GObjectSignal where Handler == @MainActor (Double, Double) -> Void {
    /// A signal whose handler takes two doubles: `void (*)(GObject *, double, double, gpointer)`.
    public static func withTwoDoubles(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.point, shape: .point)
    }
    /// ``withTwoDoubles(_:)``'s old name, which said nothing of the handler's signature.
    @available(*, deprecated, renamed: "withTwoDoubles(_:)")
    public static func point(_ name: String) -> Self { withTwoDoubles(name) }
    /// `GtkGestureDrag::drag-begin`: where the press is, in the widget's coordinates.
    public static var dragBegin: Self { withTwoDoubles("drag-begin") }
    /// `GtkGestureDrag::drag-update`: the offset from the press, in points.
    public static var dragUpdate: Self { withTwoDoubles("drag-update") }
    /// `GtkGestureDrag::drag-end`: the offset from the press, in points.
    public static var dragEnd: Self { withTwoDoubles("drag-end") }
    /// `GtkEventControllerMotion::enter`: where the pointer is, in the widget's coordinates.
    public static var enter: Self { withTwoDoubles("enter") }
    /// `GtkEventControllerMotion::motion`: where the pointer is, in the widget's coordinates.
    public static var motion: Self { withTwoDoubles("motion") }
  }

  extension GObjectSignal where Handler == @MainActor (Double, Double) -> Bool {
    /// A signal whose handler takes two doubles and answers: `gboolean (*)(GObject *, double, double, gpointer)`.
    public static func withTwoDoublesReturningBool(_ name: String) -> Self {
      Self(name: name, trampoline: Trampoline.answeredPoint, shape: .answeredPoint)
    }
    /// ``withTwoDoublesReturningBool(_:)``'s old name, which said nothing of the handler's signature.
    @available(*, deprecated, renamed: "withTwoDoublesReturningBool(_:)")
    public static func answeredPoint(_ name: String) -> Self { withTwoDoublesReturningBool(name) }
    /// `GtkEventControllerScroll::scroll`: the deltas (notches, or surface points for a touchpad); `true`
    /// when the handler used them.
    public static var scroll: Self { withTwoDoublesReturningBool("scroll") }
  }

  extension GObjectSignal where Handler == @MainActor (UInt32, UInt32, GdkModifierType) -> Bool {
    /// `GtkEventControllerKey::key-pressed`: the key value, the hardware key code and the modifiers; `true`
    /// when the handler used the key.
    public static var keyPressed: Self { Self(name: "key-pressed", trampoline: Trampoline.key, shape: .key) }
  }

  /// Connects `handler` to `signal` of `instance`. The handler is kept until the handler is disconnected
  /// or the object finalized, and runs on the main actor whenever GTK emits the signal.
  ///
  /// - Parameters:
  ///   - instance: The object that emits the signal, typed where GTK's header defines its struct
  ///     (`UnsafeMutablePointer<GtkWidget>`).
  ///   - signal: The signal, which says the handler's type.
  ///   - after: Whether the handler runs after the object's default handler (`G_CONNECT_AFTER`).
  ///   - handler: What to run, on the main actor.
  /// - Returns: The handler's identifier, for `g_signal_handler_disconnect`; 0 when the signal's parameters are
  ///   not the handler's (a warning says so).
  @discardableResult
  public func connect<Object, Handler>(
    _ instance: UnsafeMutablePointer<Object>, _ signal: GObjectSignal<Handler>, after: Bool = false,
    _ handler: Handler
  ) -> gulong {
    signal.connect(UnsafeMutableRawPointer(instance), after: after, handler)
  }

  /// Connects `handler` to `signal` of `instance`, an object GTK's header only declares
  /// (`GtkEventController`, `GtkGesture`), as the other `connect(_:_:after:_:)` does.
  ///
  /// - Parameters:
  ///   - instance: The object that emits the signal.
  ///   - signal: The signal, which says the handler's type.
  ///   - after: Whether the handler runs after the object's default handler (`G_CONNECT_AFTER`).
  ///   - handler: What to run, on the main actor.
  /// - Returns: The handler's identifier, for `g_signal_handler_disconnect`; 0 when the signal's parameters are
  ///   not the handler's (a warning says so).
  @discardableResult
  public func connect<Handler>(
    _ instance: OpaquePointer, _ signal: GObjectSignal<Handler>, after: Bool = false, _ handler: Handler
  ) -> gulong {
    signal.connect(UnsafeMutableRawPointer(instance), after: after, handler)
  }

  extension GObjectSignal {
    /// Boxes `handler` as GLib's user data, released when the handler is disconnected or the object finalized.
    fileprivate func connect(_ instance: UnsafeMutableRawPointer, after: Bool, _ handler: Handler) -> gulong {
      // A signal whose parameters are not the handler's would have GLib call the trampoline with other
      // arguments than it reads. GLib itself warns about a signal the object does not have.
      if let mismatch = shape.mismatch(with: name, of: instance) {
        pullup_warn("connect: \(mismatch); the handler is not connected")
        return 0
      }
      let data = Unmanaged.passRetained(SignalHandler(handler)).toOpaque()
      let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      }
      return g_signal_connect_data(
        instance, name, trampoline, data, release, after ? G_CONNECT_AFTER : GConnectFlags(0))
    }
  }

  /// A handler boxed as GLib's user data; GLib releases the box when the handler is disconnected or the
  /// object finalized.
  private final class SignalHandler<Closure> {
    let closure: Closure
    init(_ closure: Closure) { self.closure = closure }

    static func from(_ data: UnsafeMutableRawPointer?) -> Closure {
      guard let data else { preconditionFailure("a signal handler without its closure") }
      return Unmanaged<SignalHandler<Closure>>.fromOpaque(data).takeUnretainedValue().closure
    }
  }

  /// The C functions GLib calls, one per handler shape.
  private enum Trampoline {
    typealias Plain = @MainActor () -> Void
    typealias Argument = @MainActor (OpaquePointer?) -> Void
    typealias Answered = @MainActor () -> Bool
    typealias Point = @MainActor (Double, Double) -> Void
    typealias AnsweredPoint = @MainActor (Double, Double) -> Bool
    typealias Key = @MainActor (UInt32, UInt32, GdkModifierType) -> Bool

    static let plain: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
        let closure = SignalHandler<Plain>.from(data)
        MainActor.assumeIsolated { closure() }
      } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, to: GCallback.self)

    static let ignoringArgument: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
        let closure = SignalHandler<Plain>.from(data)
        MainActor.assumeIsolated { closure() }
      } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
      to: GCallback.self)

    static let withArgument: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, argument: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
        let closure = SignalHandler<Argument>.from(data)
        // GTK's pointer, handed on as it came: the handler runs now, on this thread, during the emission.
        nonisolated(unsafe) let pointer = argument.map(OpaquePointer.init)
        MainActor.assumeIsolated { closure(pointer) }
      } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
      to: GCallback.self)

    static let answered: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) -> gboolean in
        let closure = SignalHandler<Answered>.from(data)
        return MainActor.assumeIsolated { closure() ? 1 : 0 }
      } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean, to: GCallback.self)

    static let point: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, x: Double, y: Double, data: UnsafeMutableRawPointer?) in
        let closure = SignalHandler<Point>.from(data)
        MainActor.assumeIsolated { closure(x, y) }
      } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void,
      to: GCallback.self)

    static let answeredPoint: GCallback = unsafeBitCast(
      { (_: UnsafeMutableRawPointer?, x: Double, y: Double, data: UnsafeMutableRawPointer?) -> gboolean in
        let closure = SignalHandler<AnsweredPoint>.from(data)
        return MainActor.assumeIsolated { closure(x, y) ? 1 : 0 }
      } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean,
      to: GCallback.self)

    static let key: GCallback = unsafeBitCast(
      {
        (_: UnsafeMutableRawPointer?, value: guint, code: guint, state: GdkModifierType, data: UnsafeMutableRawPointer?)
          -> gboolean in
        let closure = SignalHandler<Key>.from(data)
        return MainActor.assumeIsolated { closure(value, code, state) ? 1 : 0 }
      }
        as @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
        gboolean,
      to: GCallback.self)
  }
#endif
