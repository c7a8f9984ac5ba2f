#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// `PullUpSheetView` as a `GtkBuildable`: a `.ui` file's children by child type (the rules are in
  /// ``PullUpSheetWidget/viewType``'s documentation).
  extension PullUpSheetWidget {
    /// GtkWidget's implementation of `GtkBuildable`, for the children the view does not take itself.
    nonisolated(unsafe) private static var parentBuildable: UnsafeMutablePointer<GtkBuildableIface>?

    nonisolated static func addBuildable(to type: GType) {
      var info = GInterfaceInfo(
        interface_init: { interface, _ in
          guard let interface else { return }
          let buildable = interface.assumingMemoryBound(to: GtkBuildableIface.self)
          PullUpSheetWidget.parentBuildable = g_type_interface_peek_parent(interface)?.assumingMemoryBound(
            to: GtkBuildableIface.self)
          buildable.pointee.add_child = { buildable, builder, child, childType in
            guard let buildable, let child else { return }
            // Addresses, which cross into the main actor's closure without sharing the pointers.
            let view = UInt(bitPattern: UnsafeMutableRawPointer(buildable))
            let object = UInt(bitPattern: UnsafeMutableRawPointer(child))
            let type = childType.map { String(cString: $0) }
            let taken = MainActor.assumeIsolated {
              PullUpSheetWidget.take(child: object, type: type, from: view)
            }
            if !taken { PullUpSheetWidget.parentBuildable?.pointee.add_child?(buildable, builder, child, childType) }
          }
        }, interface_finalize: nil, interface_data: nil)
      g_type_add_interface_static(type, gtk_buildable_get_type(), &info)
    }

    /// A `.ui` file's child for the view at an address: whether the view dealt with it (`addChild`), `true` when
    /// the address is not a view with its object (nothing is added then).
    private static func take(child: UInt, type: String?, from view: UInt) -> Bool {
      guard let view = UnsafeMutableRawPointer(bitPattern: view), let child = UnsafeMutableRawPointer(bitPattern: child)
      else { return true }
      return of(view.assumingMemoryBound(to: GtkWidget.self))?.addChild(child, type: type) ?? true
    }

    /// A `.ui` file's child.
    ///
    /// - Returns: Whether the view dealt with it (took it, or warned); `false` leaves it to GtkWidget.
    private func addChild(_ child: UnsafeMutableRawPointer, type: String?) -> Bool {
      let isWidget =
        g_type_check_instance_is_a(child.assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0
      let widget = child.assumingMemoryBound(to: GtkWidget.self)
      switch type {
      case nil:
        guard isWidget else { return false }
        background = widget
      case "background" where isWidget: background = widget
      case "content" where isWidget: content = widget
      case let type?:
        pullup_warn("'\(type)' is not a valid child type of 'PullUpSheetView' (or the child is not a GtkWidget)")
      }
      return true
    }
  }
#endif
