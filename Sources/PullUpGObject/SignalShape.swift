#if GTK  // PullUpGObject builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK

  /// The parameters and the return type a `GObjectSignal`'s trampoline takes, checked against the signal
  /// itself (`g_signal_query`) when a handler is connected: a signal name given with the wrong factory
  /// (`.withTwoDoubles("clicked")`) compiles, and connected, GLib would call the trampoline with arguments it does not
  /// read as they are (a `clicked` handler given two doubles reads its user data from a register no one set).
  enum SignalShape: Sendable {
    /// No parameter, no return value.
    case plain
    /// One parameter of any type passed in an integer register (not a `double` or a `float`), ignored.
    case oneArgument
    /// One parameter that is a pointer (an object, a boxed value, a `GParamSpec`, a pointer), handed on.
    case onePointer
    /// No parameter; returns a `gboolean`.
    case answered
    /// Two `double`s.
    case point
    /// Two `double`s; returns a `gboolean`.
    case answeredPoint
    /// Two `guint`s and flags (a key's value, code and modifiers); returns a `gboolean`.
    case key

    /// GLib's fundamental types, as `G_TYPE_MAKE_FUNDAMENTAL(n)` makes them (gtype.h): C macros Swift does not
    /// import.
    private enum Fundamental {
      static let none = GType(1 << 2)
      static let boolean = GType(5 << 2)
      static let uint = GType(7 << 2)
      static let flags = GType(13 << 2)
      static let float = GType(14 << 2)
      static let double = GType(15 << 2)
      static let pointerLike: Set<GType> = [
        GType(2 << 2), GType(16 << 2), GType(17 << 2), GType(18 << 2), GType(19 << 2), GType(20 << 2),
      ]  // interface, string, pointer, boxed, param, object
    }

    /// What is wrong with connecting this shape to the signal `name` of `instance`, or `nil` when it fits (or
    /// the object has no such signal, which GLib's own `g_signal_connect_data` reports).
    func mismatch(with name: String, of instance: UnsafeMutableRawPointer) -> String? {
      let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
      var identifier: guint = 0
      var detail: GQuark = 0
      guard g_signal_parse_name(name, type, &identifier, &detail, 1) != 0 else { return nil }
      var query = GSignalQuery()
      g_signal_query(identifier, &query)
      // G_SIGNAL_TYPE_STATIC_SCOPE, a flag in the lowest bit, is no part of the type.
      let parameters = (0..<Int(query.n_params)).map { g_type_fundamental(query.param_types[$0] & ~GType(1)) }
      let returned = g_type_fundamental(query.return_type & ~GType(1))
      let fits: Bool
      switch self {
      case .plain:
        fits = parameters.isEmpty && returned == Fundamental.none
      case .oneArgument:
        fits =
          parameters.count == 1 && ![Fundamental.float, Fundamental.double].contains(parameters[0])
          && returned == Fundamental.none
      case .onePointer:
        fits = parameters.count == 1 && Fundamental.pointerLike.contains(parameters[0]) && returned == Fundamental.none
      case .answered:
        fits = parameters.isEmpty && returned == Fundamental.boolean
      case .point:
        fits = parameters == [Fundamental.double, Fundamental.double] && returned == Fundamental.none
      case .answeredPoint:
        fits = parameters == [Fundamental.double, Fundamental.double] && returned == Fundamental.boolean
      case .key:
        fits = parameters == [Fundamental.uint, Fundamental.uint, Fundamental.flags] && returned == Fundamental.boolean
      }
      guard !fits else { return nil }
      let typeName = String(cString: g_type_name(type))
      return "\(typeName)'s signal \(name) has \(parameters.count) parameters (\(names(parameters))) and returns "
        + "\(names([returned])), which is not what this GObjectSignal's handler takes (\(self))"
    }

    private func names(_ types: [GType]) -> String {
      types.map { String(cString: g_type_name($0)) }.joined(separator: ", ")
    }
  }
#endif
