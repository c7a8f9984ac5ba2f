#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK

  // GTK's casts (`GTK_WINDOW(widget)`) are C macros Swift cannot import. A GObject pointer comes typed where
  // GTK's header defines the struct (`UnsafeMutablePointer<GtkWidget>`) and opaque where it only declares it
  // (`OpaquePointer`, as `GtkEventController`); `gobject(_:)` takes either and gives either, as the call it
  // is passed to wants, and takes GLib's untyped `gpointer` too. Overloads rather than a protocol the standard
  // library's pointers conform to, so that PullUpGObject adds no member to them.

  /// The same object as a pointer of another GObject type: `gobject(widget) as UnsafeMutablePointer<GtkWindow>`,
  /// or as the argument of a function that takes one (`gtk_window_set_title(gobject(window), "Player")`).
  /// Checked as GTK's C casts are: in a debug build, an object that is not of that type stops the program with
  /// GLib's words ("invalid cast from 'GtkButton' to 'GtkWindow'"); a release build does not check, as GTK's
  /// casts do not under `G_DISABLE_CAST_CHECKS`.
  public func gobject<Object, T>(_ pointer: UnsafeMutablePointer<Object>) -> UnsafeMutablePointer<T> {
    checkCast(UnsafeMutableRawPointer(pointer), to: T.self)
    return UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// An object GTK only declares (`GtkEventController`) as a pointer of a type GTK defines:
  /// `gobject(gesture) as UnsafeMutablePointer<GObject>`, checked in a debug build as above.
  public func gobject<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
    checkCast(UnsafeMutableRawPointer(pointer), to: T.self)
    return UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// The object behind GLib's untyped `gpointer` (a signal's `user_data`, `g_object_get_data`'s answer, a list
  /// item's `data`) as a pointer of its GObject type: `let window: UnsafeMutablePointer<GtkWindow> =
  /// gobject(data)`, checked in a debug build as above.
  public func gobject<T>(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<T> {
    checkCast(pointer, to: T.self)
    return pointer.assumingMemoryBound(to: T.self)
  }

  /// The object behind GLib's untyped `gpointer` as an opaque pointer, for the types GTK only declares:
  /// `gtk_event_controller_reset(gobject(data))`.
  public func gobject(_ pointer: UnsafeMutableRawPointer) -> OpaquePointer {
    OpaquePointer(pointer)
  }

  /// In a debug build, stops the program when the object at `pointer` is not of the GObject type that `T`, a C
  /// struct GTK defines, names (`_GtkWindow` names `GtkWindow`), as GTK's `G_TYPE_CHECK_INSTANCE_CAST` does. A
  /// name GLib has not registered (a type no object of which exists yet, or a struct that is not a GObject type's)
  /// is not checked. A release build checks nothing.
  @inline(__always)
  func checkCast<T>(_ pointer: UnsafeMutableRawPointer, to _: T.Type) {
    #if DEBUG
      if let refusal = GObjectCastCheck.refusal(of: pointer, to: T.self) { preconditionFailure(refusal) }
    #endif
  }

  /// The rule behind `gobject(_:)`'s check.
  enum GObjectCastCheck {
    /// GLib's type name for a C struct's Swift name: the struct's name without the leading underscore C gives
    /// it (`_GtkWindow` is `GtkWindow`'s instance struct).
    static func typeName<T>(of _: T.Type) -> String {
      let name = String(describing: T.self)
      return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// Why the object at `pointer` cannot be cast to `T`, in GLib's words, or `nil` when it can, or when the
    /// check cannot tell (`T` names no registered type). The pointer must be a GObject instance's, as every
    /// `gobject(_:)` pointer must.
    static func refusal<T>(of pointer: UnsafeMutableRawPointer, to _: T.Type) -> String? {
      let target = g_type_from_name(typeName(of: T.self))
      guard target != 0 else { return nil }
      let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
      guard g_type_check_instance_is_a(instance, target) == 0 else { return nil }
      let actual = instance.pointee.g_class.map { String(cString: g_type_name($0.pointee.g_type)) } ?? "(no class)"
      return "invalid cast from '\(actual)' to '\(typeName(of: T.self))'"
    }
  }

  /// The same object as an opaque pointer, for the types GTK only declares:
  /// `gtk_widget_add_controller(button, gobject(drag))`.
  public func gobject<Object>(_ pointer: UnsafeMutablePointer<Object>) -> OpaquePointer {
    OpaquePointer(pointer)
  }

  /// The same object as an opaque pointer of another declared-only type: `gobject(gesture)` where a
  /// `GtkEventController *` is taken. The object must be of that type.
  public func gobject(_ pointer: OpaquePointer) -> OpaquePointer {
    pointer
  }

  // What the package's own modules use to hand a GObject to GLib's untyped functions (`g_object_ref`,
  // `g_signal_handler_disconnect`): `package`, so that an app sees no member added to the standard library's
  // pointers.
  extension UnsafeMutablePointer {
    /// The object's address, as GLib's `gpointer`.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
  }

  extension OpaquePointer {
    /// The object's address, as GLib's `gpointer`.
    package var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
  }
#endif
