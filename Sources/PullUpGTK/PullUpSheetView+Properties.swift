#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// `PullUpSheetView`'s GObject properties (the table and their rules are in ``PullUpSheetWidget/viewType``'s
  /// documentation): their specifications, accessors and notifications.
  extension PullUpSheetWidget {
    /// The properties' identifiers, in the order they are installed (GObject counts them from 1).
    enum ViewProperty: guint, CaseIterable {
      case state = 1
      case detentIndex, hidden, locked, modal, sheetHeight, background, content, scrollableContent
    }

    /// What the properties last notified, from one snapshot.
    struct NotifiedProperties: Equatable {
      var state: PullUpState
      var detentIndex: Int?
      var isHidden: Bool
      var isLocked: Bool
      var isModal: Bool
      var height: Double

      init(_ snapshot: PullUpSnapshot, isModal: Bool) {
        state = snapshot.state
        detentIndex = snapshot.detentIndex
        isHidden = snapshot.isHidden
        isLocked = snapshot.isLocked
        self.isModal = isModal
        height = snapshot.height
      }
    }

    /// The enum GType `PullUpState`, its values `PullUpState.allCases` in order, nicks their names.
    nonisolated static let stateType: GType = {
      let cases = PullUpState.allCases
      let values = UnsafeMutablePointer<GEnumValue>.allocate(capacity: cases.count + 1)
      for (index, state) in cases.enumerated() {
        // Kept for the life of the process, as GLib requires of a static enum's values.
        values[index] = GEnumValue(
          value: gint(index), value_name: strdup("PULL_UP_STATE_\(state.rawValue.uppercased())"),
          value_nick: strdup(state.rawValue))
      }
      values[cases.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
      return g_enum_register_static("PullUpState", values)
    }()

    /// The installed properties' specifications, by ``ViewProperty`` (index = identifier − 1).
    nonisolated(unsafe) private static var specifications: [UnsafeMutablePointer<GParamSpec>] = []

    nonisolated static func installProperties(in objectClass: UnsafeMutablePointer<GObjectClass>) {
      let readWrite = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
      let readOnly = G_PARAM_READABLE
      // The accessors first: GObject installs a property only on a class that has them.
      objectClass.pointee.get_property = { object, identifier, value, _ in
        guard let object, let value, let property = ViewProperty(rawValue: identifier) else { return }
        let (view, address) = (UInt(bitPattern: UnsafeMutableRawPointer(object)), UInt(bitPattern: value))
        MainActor.assumeIsolated {
          guard let value = UnsafeMutablePointer<GValue>(bitPattern: address) else { return }
          PullUpSheetWidget.of(PullUpSheetWidget.widget(at: view))?.read(property, into: value)
        }
      }
      objectClass.pointee.set_property = { object, identifier, value, _ in
        guard let object, let value, let property = ViewProperty(rawValue: identifier) else { return }
        let (view, address) = (UInt(bitPattern: UnsafeMutableRawPointer(object)), UInt(bitPattern: value))
        MainActor.assumeIsolated {
          guard let value = UnsafePointer<GValue>(bitPattern: address) else { return }
          PullUpSheetWidget.of(PullUpSheetWidget.widget(at: view))?.write(property, from: value)
        }
      }
      let widgetType = gtk_widget_get_type()
      for property in ViewProperty.allCases {
        let specification: UnsafeMutablePointer<GParamSpec>
        switch property {
        case .state:
          specification = g_param_spec_enum("state", "State", "Where the sheet is", stateType, 0, readWrite)
        case .detentIndex:
          specification = g_param_spec_int(
            "detent-index", "Detent index", "The detent the sheet rests at, -1 for none", -1, gint.max, 0, readWrite)
        case .hidden:
          specification = g_param_spec_boolean("hidden", "Hidden", "Whether the sheet is hidden", 0, readWrite)
        case .locked:
          specification = g_param_spec_boolean("locked", "Locked", "Whether gestures are locked", 0, readWrite)
        case .modal:
          specification = g_param_spec_boolean(
            "modal", "Modal", "Whether the dimming makes the background inert", 0, readOnly)
        case .sheetHeight:
          specification = g_param_spec_double(
            "sheet-height", "Sheet height", "The sheet's height above the bottom edge, in points",
            -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 0, readOnly)
        case .background:
          specification = g_param_spec_object(
            "background", "Background", "What the sheet covers", widgetType, readWrite)
        case .content:
          specification = g_param_spec_object("content", "Content", "The sheet's content", widgetType, readWrite)
        case .scrollableContent:
          specification = g_param_spec_object(
            "scrollable-content", "Scrollable content",
            "A scrolled window in the content whose offset the sheet shares",
            widgetType, readWrite)
        }
        g_object_class_install_property(objectClass, property.rawValue, specification)
        specifications.append(specification)
      }
    }

    private func read(_ property: ViewProperty, into value: UnsafeMutablePointer<GValue>) {
      let now = NotifiedProperties(host.snapshot, isModal: isModal(host.snapshot))
      switch property {
      case .state: g_value_set_enum(value, gint(PullUpState.allCases.firstIndex(of: now.state) ?? 0))
      case .detentIndex: g_value_set_int(value, gint(now.detentIndex ?? -1))
      case .hidden: g_value_set_boolean(value, now.isHidden ? 1 : 0)
      case .locked: g_value_set_boolean(value, now.isLocked ? 1 : 0)
      case .modal: g_value_set_boolean(value, now.isModal ? 1 : 0)
      case .sheetHeight: g_value_set_double(value, now.height)
      case .background: g_value_set_object(value, backgroundWidget.map { UnsafeMutableRawPointer($0) })
      case .content: g_value_set_object(value, contentWidget.map { UnsafeMutableRawPointer($0) })
      case .scrollableContent: g_value_set_object(value, scrolledWindow.map { UnsafeMutableRawPointer($0) })
      }
    }

    private func write(_ property: ViewProperty, from value: UnsafePointer<GValue>) {
      let animated = isAlive && gtk_widget_get_mapped(widget) != 0
      let input: PullUpInput
      switch property {
      case .state:
        let index = Int(g_value_get_enum(value))
        guard PullUpState.allCases.indices.contains(index) else { return }
        input = .setState(PullUpState.allCases[index], animated: animated)
      case .detentIndex:
        let index = Int(g_value_get_int(value))
        guard index >= 0 else { return }
        input = .moveToDetent(index, animated: animated)
      case .hidden: input = .setHidden(g_value_get_boolean(value) != 0, animated: animated)
      case .locked: input = .setLocked(g_value_get_boolean(value) != 0)
      case .modal, .sheetHeight: return
      case .background:
        background = g_value_get_object(value)?.assumingMemoryBound(to: GtkWidget.self)
        return
      case .content:
        content = g_value_get_object(value)?.assumingMemoryBound(to: GtkWidget.self)
        return
      case .scrollableContent:
        setScrollableContent(g_value_get_object(value)?.assumingMemoryBound(to: GtkWidget.self))
        return
      }
      guard isAlive else { return }
      if let refusal = host.apply(input) {
        pullup_warn("PullUpSheetView refused to set \"\(Self.name(of: property))\": \(refusal)")
      }
    }

    /// A property's GObject name.
    static func name(of property: ViewProperty) -> String {
      String(cString: g_param_spec_get_name(specifications[Int(property.rawValue) - 1]))
    }

    /// Emits `notify` for a property of the view.
    func notify(_ property: ViewProperty) {
      let index = Int(property.rawValue) - 1
      guard isAlive, Self.specifications.indices.contains(index) else { return }
      g_object_notify_by_pspec(gobject(widget), Self.specifications[index])
    }

    /// Notifies each property whose value changed since the last notification; called after an input and
    /// after each painted frame, never inside GTK's layout.
    func notifyPropertyChanges() {
      guard isAlive else { return }
      let now = NotifiedProperties(host.snapshot, isModal: isModal(host.snapshot))
      guard let before = announced.notified, before != now else {
        announced.notified = now
        return
      }
      announced.notified = now
      let changes: [(ViewProperty, Bool)] = [
        (.state, now.state != before.state), (.detentIndex, now.detentIndex != before.detentIndex),
        (.hidden, now.isHidden != before.isHidden), (.locked, now.isLocked != before.isLocked),
        (.modal, now.isModal != before.isModal), (.sheetHeight, now.height != before.height),
      ]
      for (property, changed) in changes where changed { notify(property) }
    }
  }
#endif
