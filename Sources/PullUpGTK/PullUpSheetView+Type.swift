#if GTK  // PullUpGTK builds with the package's GTK trait (Package.swift); without it, it is empty.
  import CGTK
  import PullUp
  import PullUpGObject
  import PullUpHost

  /// The GObject type `PullUpSheetView`: the GTK widget of every ``PullUpSheetWidget``, a `GtkWidget` subclass
  /// whose CSS name is `pullup-sheet-view`, registered from Swift once per process, the first time
  /// ``PullUpSheetWidget/viewType`` is read (any ``PullUpSheetWidget`` reads it).
  ///
  /// The instance has no fields of its own: the ``PullUpSheetWidget`` behind it is kept in the object's data
  /// (`g_object_set_data_full`), which the widget owns, so that the Swift object lives exactly as long as the
  /// GTK widget. A `PullUpSheetView` made by `g_object_new` or `GtkBuilder`, with no Swift initializer, makes
  /// its own ``PullUpSheetWidget`` in its instance initializer, with the default configuration; one made by
  /// ``PullUpSheetWidget/init(configuration:container:contentHeight:background:content:scrollableContent:)``
  /// is that object's. ``PullUpSheetWidget/of(_:)`` finds the object of either.
  extension PullUpSheetWidget {
    /// The GType of `PullUpSheetView`, registered the first time it is read (a lazily initialized static, so
    /// exactly once per process). Read it before GtkBuilder parses a `.ui` file that names `PullUpSheetView`:
    /// GtkBuilder finds a class by its registered name.
    ///
    /// ### Properties
    ///
    /// What an app binds (`g_object_bind_property`, a `.ui` file's `<property>` and `<binding>`) and GTK's
    /// Inspector shows, each named as PullUp names it, in GObject's kebab-case:
    ///
    /// | Property | Type | Access | PullUp's name |
    /// | --- | --- | --- | --- |
    /// | `state` | `PullUpState` (an enum GType: `collapsed`, `dragging`, `intermediate`, `expanded`) | read-write | `PullUpSnapshot.state`, `PullUpInput.setState(_:animated:)` |
    /// | `detent-index` | `int`, -1 when the sheet does not rest at a detent | read-write | `PullUpSnapshot.detentIndex`, `PullUpInput.moveToDetent(_:animated:)` |
    /// | `hidden` | `gboolean` | read-write | `PullUpSnapshot.isHidden`, `PullUpInput.setHidden(_:animated:)` |
    /// | `locked` | `gboolean` | read-write | `PullUpSnapshot.isLocked`, `PullUpInput.setLocked(_:)` |
    /// | `modal` | `gboolean` | read-only | `PullUpLayout.isModal` (never while the sheet is a side pane) |
    /// | `sheet-height` | `double`, points above the widget's bottom edge | read-only | `PullUpSnapshot.height` |
    /// | `background` | `GtkWidget` | read-write | ``PullUpSheetWidget/background`` |
    /// | `content` | `GtkWidget` | read-write | ``PullUpSheetWidget/content`` |
    /// | `scrollable-content` | `GtkWidget` (a `GtkScrolledWindow` inside `content`) | read-write | ``PullUpSheetWidget/scrollableContent`` |
    ///
    /// Each notifies (`notify::state`, …) when its value changes, and only then: after the input that changed
    /// it, or after the frame that drew the change (never inside GTK's layout), so `sheet-height` notifies at
    /// each frame while the sheet moves and not at all while it rests. Writing `state`, `detent-index` or
    /// `hidden` animates while the widget is mapped and jumps before; a value the controller refuses (the
    /// state `dragging`, a detent index past the last) is logged as a warning in the `PullUp` domain and
    /// changes nothing; writing -1 to `detent-index` does nothing. Writing `state` or `detent-index` while the
    /// sheet is hidden is no refusal: as the controller does, the sheet stays hidden and shows there.
    /// `sheet-height` is the sheet's (the widget's own height is `gtk_widget_get_height`), hence its prefix.
    ///
    /// ### Children in a .ui file
    ///
    /// A `.ui` file gives the view its two children by child type, as AdwBottomSheet takes `content` and
    /// `sheet`: `<child type="background">` and `<child type="content">`, and sets its properties as any
    /// object's:
    ///
    /// ```xml
    /// <object class="PullUpSheetView" id="sheet">
    ///   <property name="state">expanded</property>
    ///   <child type="background"><object class="GtkLabel"><property name="label">Map</property></object></child>
    ///   <child type="content"><object class="GtkLabel"><property name="label">Places</property></object></child>
    /// </object>
    /// ```
    ///
    /// A widget child with no type is the background (AdwBottomSheet's untyped child is its `content`, the view
    /// behind the sheet); an untyped child that is not a widget (an event controller) is added as GtkWidget adds
    /// it. Any other child type, or a typed child that is not a widget, is ignored with GTK's warning ("'x' is
    /// not a valid child type of 'PullUpSheetView'").
    public nonisolated static let viewType: GType = registerViewType()

    /// The ``PullUpSheetWidget`` behind a `PullUpSheetView`, whether Swift or `g_object_new`/GtkBuilder made it;
    /// `nil` for any other widget (or `nil`). The object lives as long as the widget: hold the widget, not the
    /// object, to keep it.
    public static func of(_ widget: UnsafeMutablePointer<GtkWidget>?) -> PullUpSheetWidget? {
      guard let widget, isView(UnsafeMutableRawPointer(widget)),
        let data = g_object_get_data(gobject(widget), objectKey)
      else { return nil }
      return Unmanaged<PullUpSheetWidget>.fromOpaque(data).takeUnretainedValue()
    }

    /// The widget at an address, which a C callback hands to the main actor's closure as a plain number.
    static func widget(at address: UInt) -> UnsafeMutablePointer<GtkWidget>? {
      UnsafeMutablePointer(bitPattern: address)
    }

    /// Whether an object is a `PullUpSheetView` (or of a type derived from it).
    nonisolated static func isView(_ object: UnsafeMutableRawPointer) -> Bool {
      g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), viewType) != 0
    }

    /// Makes the GTK widget for a Swift initializer: its instance initializer then leaves it to that
    /// initializer instead of making an object of its own. Floating, as `gtk_*_new` returns widgets.
    static func makeView() -> UnsafeMutablePointer<GtkWidget> {
      isMakingViewForSwift = true
      defer { isMakingViewForSwift = false }
      return UnsafeMutableRawPointer(g_object_new_with_properties(viewType, 0, nil, nil)!).assumingMemoryBound(
        to: GtkWidget.self)
    }

    /// Whether ``makeView()`` is making a view now.
    private static var isMakingViewForSwift = false

    /// A `PullUpSheetView` that `g_object_new` or GtkBuilder made, with no Swift initializer: it gets a
    /// ``PullUpSheetWidget`` of its own, with the default configuration, no background and no content (set
    /// them as properties or as a `.ui` file's children), which its data keeps alive.
    fileprivate static func viewMade(_ view: UnsafeMutablePointer<GtkWidget>?) {
      guard let view, !isMakingViewForSwift else { return }
      do {
        _ = try PullUpSheetWidget(
          view: view, configuration: .default, container: defaultContainer, contentHeight: nil, background: nil,
          content: nil, scrollableContent: nil)
      } catch {
        pullup_warn("PullUpSheetView could not make its sheet: \(error)")
      }
    }

    /// The container of a view made without one, until GTK allocates it (the allocation then replaces it).
    static let defaultContainer = PullUpContainer(width: 360, height: 640)

    /// `GtkWidget`'s class, for chaining up.
    nonisolated(unsafe) fileprivate static var parentClass: UnsafeMutablePointer<GObjectClass>?

    private nonisolated static func registerViewType() -> GType {
      let classInit: GClassInitFunc = { viewClass, _ in
        guard let viewClass else { return }
        PullUpSheetWidget.parentClass = g_type_class_peek_parent(viewClass)?.assumingMemoryBound(
          to: GObjectClass.self)
        let objectClass = viewClass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.dispose = { object in
          guard let object else { return }
          let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
          let view = UInt(bitPattern: UnsafeMutableRawPointer(object))
          // First, while the children exist: from here on nothing reaches them, though the object lives on
          // until its last reference goes (a `destroy` handler, a reference the app holds).
          MainActor.assumeIsolated { PullUpSheetWidget.of(PullUpSheetWidget.widget(at: view))?.disposing() }
          // A widget's children go with it: GTK leaves that to the parent's dispose.
          while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
          MainActor.assumeIsolated { PullUpSheetWidget.of(PullUpSheetWidget.widget(at: view))?.childrenDisposed() }
          PullUpSheetWidget.parentClass?.pointee.dispose?(object)
        }
        PullUpSheetWidget.installProperties(in: objectClass)
        gtk_widget_class_set_css_name(viewClass.assumingMemoryBound(to: GtkWidgetClass.self), CSSNode.view)
      }
      let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        let view = UInt(bitPattern: UnsafeMutableRawPointer(instance))
        MainActor.assumeIsolated { PullUpSheetWidget.viewMade(PullUpSheetWidget.widget(at: view)) }
      }
      let type = g_type_register_static_simple(
        gtk_widget_get_type(), "PullUpSheetView", guint(MemoryLayout<GtkWidgetClass>.size), classInit,
        guint(MemoryLayout<GtkWidget>.size), instanceInit, GTypeFlags(rawValue: 0))
      addBuildable(to: type)
      return type
    }
  }
#endif
