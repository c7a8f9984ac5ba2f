#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK

  // GTK's casts (`GTK_WINDOW(widget)`) are C macros Swift cannot import. A GObject pointer comes typed where
  // GTK's header defines the struct (`UnsafeMutablePointer<GtkWidget>`) and opaque where it only declares it
  // (`OpaquePointer`, as `GtkEventController`); `gobject(_:)` takes either and gives either, as the call it
  // is passed to wants. Four overloads rather than a protocol the standard library's pointers conform to, so
  // that PullUpGObject adds no member to them.

  /// The same object as a pointer of another GObject type: `gobject(widget) as UnsafeMutablePointer<GtkWindow>`,
  /// or as the argument of a function that takes one (`gtk_window_set_title(gobject(window), "Player")`).
  /// Like GTK's C casts without their type check: the object must be of that type.
  public func gobject<Object, T>(_ pointer: UnsafeMutablePointer<Object>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// An object GTK only declares (`GtkEventController`) as a pointer of a type GTK defines:
  /// `gobject(gesture) as UnsafeMutablePointer<GObject>`. The object must be of that type.
  public func gobject<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
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
