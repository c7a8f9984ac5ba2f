import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

/// The widget as a GObject type, `PullUpSheetView`: its type and CSS name, its properties read and written as
/// any GTK code does (`g_object_get`, `g_object_set`) and their `notify`, its children replaced at run time, a
/// view made by GtkBuilder, and bad input.
extension Checks {
  /// The state's enum values, as `PullUpState` lists them (the `PullUpState` GType's order).
  static func stateValue(_ state: PullUpState) -> Int32 { Int32(PullUpState.allCases.firstIndex(of: state)!) }

  /// A Swift-made widget is a `PullUpSheetView`, with its CSS name, and `PullUpSheetWidget.of(_:)` finds its
  /// object; any other widget has none.
  static func viewIsAGObjectType() async -> String? {
    guard let window = try? SheetWindow() else { return "the widget could not be made" }
    let view = window.sheet.widget
    let typeName = String(
      cString: g_type_name_from_instance(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GTypeInstance.self)))
    guard typeName == "PullUpSheetView" else { return "the widget's type is \(typeName)" }
    guard g_type_from_name("PullUpSheetView") == PullUpSheetWidget.viewType else {
      return "the type is not registered by name"
    }
    guard g_type_is_a(PullUpSheetWidget.viewType, gtk_widget_get_type()) != 0 else { return "not a GtkWidget subclass" }
    let cssName = String(cString: gtk_widget_get_css_name(view))
    guard cssName == "pullup-sheet-view" else { return "the CSS name is \(cssName)" }
    guard PullUpSheetWidget.of(view) === window.sheet else { return "of(_:) did not find the widget's object" }
    let label = gtk_label_new("not a sheet")!
    g_object_ref_sink(label)
    defer { g_object_unref(label) }
    guard PullUpSheetWidget.of(label) == nil else { return "of(_:) found an object for a label" }
    return await window.frame(where: { $0.snapshot.phase == .resting }) == nil
      ? "no frame drawn: \(window.summary)" : nil
  }

  /// Counts the `notify` of some properties of an object.
  @MainActor
  final class NotifyCounter {
    private(set) var counts: [String: Int] = [:]

    init(_ object: UnsafeMutablePointer<GtkWidget>, _ properties: [String]) {
      for property in properties {
        counts[property] = 0
        connect(object, .notify(property)) { [weak self] in self?.counts[property, default: 0] += 1 }
      }
    }

    subscript(_ property: String) -> Int { counts[property] ?? 0 }
  }

  /// The properties read through `g_object_get` are the snapshot's; a toggle notifies `state` and `detent-index`
  /// and `sheet-height` at each frame it moves; at rest, a change of `locked` notifies it alone.
  static func propertiesAndNotify() async -> String? {
    guard let window = try? SheetWindow() else { return "the widget could not be made" }
    let view = window.sheet.widget
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil,
      let snapshot = window.drawn.last?.snapshot
    else { return "no first frame: \(window.summary)" }
    let read = (
      state: pullup_object_get_int(view, "state"), detent: pullup_object_get_int(view, "detent-index"),
      modal: pullup_object_get_boolean(view, "modal"), locked: pullup_object_get_boolean(view, "locked"),
      hidden: pullup_object_get_boolean(view, "hidden"), height: pullup_object_get_double(view, "sheet-height")
    )
    guard read.state == stateValue(snapshot.state), read.detent == Int32(snapshot.detentIndex ?? -1),
      (read.modal != 0) == snapshot.layout.isModal, read.locked == 0, read.hidden == 0, read.height == snapshot.height
    else {
      return
        "read \(read) for \(snapshot.state) at \(snapshot.height), detent \(String(describing: snapshot.detentIndex))"
    }
    guard pullup_object_get_object(view, "background") == UnsafeMutableRawPointer(window.sheet.background),
      pullup_object_get_object(view, "content") == UnsafeMutableRawPointer(window.sheet.content),
      window.sheet.background != nil, window.sheet.content != nil
    else { return "background or content read otherwise than given" }

    let properties = ["state", "detent-index", "sheet-height", "modal", "locked", "hidden"]
    let counter = NotifyCounter(view, properties)
    var states: [Int32] = []
    connect(view, .notify("state")) { states.append(pullup_object_get_int(view, "state")) }
    let start = window.drawn.count
    if let failure = give(.toggleState(), to: window.sheet) { return failure }
    guard
      let rest = await window.frame(
        from: start, where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded })
    else { return "the toggle was not drawn to its rest: \(window.summary)" }
    let moving = window.drawn[start...].filter { $0.snapshot.phase == .settling }.count
    guard counter["state"] >= 2, states.last == stateValue(.expanded), states.contains(stateValue(.dragging)) else {
      return "notify::state \(counter["state"]) times, states \(states)"
    }
    guard counter["sheet-height"] >= moving, moving > 3 else {
      return "notify::sheet-height \(counter["sheet-height"]) times for \(moving) frames of the settle"
    }
    guard counter["detent-index"] >= 1,
      pullup_object_get_int(view, "detent-index") == Int32(rest.snapshot.detentIndex ?? -1)
    else { return "detent-index notified \(counter["detent-index"]) times" }
    guard (pullup_object_get_boolean(view, "modal") != 0) == rest.snapshot.layout.isModal,
      counter["modal"] == (rest.snapshot.layout.isModal ? 1 : 0)
    else { return "modal notified \(counter["modal"]) times, modal \(rest.snapshot.layout.isModal)" }
    let heights = counter["sheet-height"]
    if let failure = give(.setLocked(true), to: window.sheet) { return failure }
    guard counter["locked"] == 1, pullup_object_get_boolean(view, "locked") != 0 else {
      return "locked notified \(counter["locked"]) times"
    }
    guard counter["sheet-height"] == heights, counter["hidden"] == 0 else {
      return "at rest, sheet-height notified \(counter["sheet-height"] - heights) more times"
    }
    return nil
  }

  /// `g_object_set` moves the sheet (`state`, `detent-index`), locks it, and replaces the content and the
  /// background, which the next frame lays out; the old children leave the view.
  static func propertiesSetAndChildrenReplaced() async -> String? {
    guard let window = try? SheetWindow() else { return "the widget could not be made" }
    let view = window.sheet.widget
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil else {
      return "no first frame: \(window.summary)"
    }
    pullup_object_set_int(view, "state", stateValue(.expanded))
    guard await window.frame(where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded }) != nil else {
      return "state expanded was not drawn: \(window.summary)"
    }
    pullup_object_set_int(view, "detent-index", 0)
    guard await window.frame(where: { $0.snapshot.phase == .resting && $0.snapshot.detentIndex == 0 }) != nil else {
      return "detent-index 0 was not drawn: \(window.summary)"
    }
    let counter = NotifyCounter(view, ["content", "background"])
    let oldContent = window.sheet.content!
    let oldBackground = window.sheet.background!
    g_object_ref(oldContent)
    g_object_ref(oldBackground)
    defer {
      g_object_unref(oldContent)
      g_object_unref(oldBackground)
    }
    let content = gtk_label_new("new content")!
    let background = gtk_label_new("new background")!
    pullup_object_set_object(view, "content", content)
    window.sheet.background = background
    guard counter["content"] == 1, counter["background"] == 1 else { return "notified \(counter.counts)" }
    guard window.sheet.content == content,
      pullup_object_get_object(view, "background") == UnsafeMutableRawPointer(background)
    else { return "the new children are not the view's" }
    guard gtk_widget_get_parent(oldContent) == nil, gtk_widget_get_parent(oldBackground) == nil else {
      return "an old child still has a parent"
    }
    guard gtk_widget_get_first_child(view) == background, gtk_widget_is_ancestor(content, view) != 0 else {
      return "the new background is not the first child, or the content not inside the view"
    }
    let start = window.drawn.count
    pullup_object_set_int(view, "state", stateValue(.expanded))
    guard
      await window.frame(from: start, where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded }) != nil
    else { return "the sheet did not expand after the children changed: \(window.summary)" }
    guard gtk_widget_get_width(content) > 0, gtk_widget_get_height(background) > 0 else {
      return "the new children were not laid out"
    }
    return nil
  }

  /// The `PullUp` log domain's warnings, counted while a check runs.
  nonisolated(unsafe) static var pullUpWarnings: [String] = []

  static func countingWarnings<T>(
    in domain: String = "PullUp", level: GLogLevelFlags = G_LOG_LEVEL_WARNING, _ body: () -> T
  ) -> (T, [String]) {
    pullUpWarnings = []
    let handler = g_log_set_handler(
      domain, level,
      { _, _, message, _ in Checks.pullUpWarnings.append(message.map { String(cString: $0) } ?? "") }, nil)
    defer { g_log_remove_handler(domain, handler) }
    return (body(), pullUpWarnings)
  }

  /// A sheet of a phone's size, out of any window, with a label as its background and another as its content.
  static func labelledSheet() -> PullUpSheetWidget? {
    try? PullUpSheetWidget(
      container: PullUpContainer(width: 400, height: 720), background: gtk_label_new("map"),
      content: gtk_label_new("places"))
  }

  /// A view refuses itself, and a widget that contains it, as its content or its background (issue 53, item 2):
  /// GTK looped forever laying out a view that was its own content, and a view that was its own background
  /// recursed until the stack overflowed. Each refusal is the documented warning, and the view keeps its
  /// children.
  static func viewIsNotItsOwnChild() async -> String? {
    guard let sheet = labelledSheet() else { return "the widget could not be made" }
    let (background, content) = (sheet.background, sheet.content)
    // An unparented box that holds the view: it has no parent, as every child the view accepts.
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref_sink(box)
    defer { g_object_unref(box) }
    gtk_box_append(gobject(box), sheet.widget)
    defer { gtk_box_remove(gobject(box), sheet.widget) }
    let (_, refused) = countingWarnings {
      sheet.content = sheet.widget
      sheet.background = sheet.widget
      sheet.content = box
      sheet.background = box
      pullup_object_set_object(sheet.widget, "content", UnsafeMutableRawPointer(box))
    }
    guard refused.count == 5, refused.allSatisfy({ $0.contains("cannot be its own child") }) else {
      return "the warnings for the view as its own child: \(refused)"
    }
    guard sheet.background == background, sheet.content == content, gtk_widget_get_parent(sheet.widget) == box else {
      return "the view took itself as a child"
    }
    return nil
  }

  /// `scrollableContent`, the Swift property of the GObject property `scrollable-content`, as `content` and
  /// `background` have theirs (issue 52): set, read back through either, notified once, and a widget that is not a
  /// `GtkScrolledWindow` refused with the documented warning, the old one kept.
  static func scrollableContentProperty() async -> String? {
    guard let sheet = labelledSheet() else { return "the widget could not be made" }
    let view = sheet.widget
    let counter = NotifyCounter(view, ["scrollable-content"])
    let scrolled = gtk_scrolled_window_new()!
    sheet.scrollableContent = scrolled
    guard sheet.scrollableContent == scrolled,
      pullup_object_get_object(view, "scrollable-content") == UnsafeMutableRawPointer(scrolled),
      counter["scrollable-content"] == 1
    else { return "the scrollable content set through Swift: notified \(counter.counts)" }
    let label = gtk_label_new("not scrollable")!
    g_object_ref_sink(label)
    defer { g_object_unref(label) }
    let (_, refused) = countingWarnings { sheet.scrollableContent = label }
    guard refused.count == 1, refused[0].contains("must be a GtkScrolledWindow"), sheet.scrollableContent == scrolled
    else { return "a label as the scrollable content: \(refused)" }
    sheet.scrollableContent = nil
    guard sheet.scrollableContent == nil, pullup_object_get_object(view, "scrollable-content") == nil,
      counter["scrollable-content"] == 2
    else { return "the scrollable content removed: notified \(counter.counts)" }
    g_object_ref_sink(scrolled)
    g_object_unref(scrolled)
    return nil
  }

  /// Writing `state` while the sheet is hidden is no refusal, as the docs say: no warning, the sheet stays hidden,
  /// and it shows at that state.
  static func stateWrittenWhileHidden() async -> String? {
    guard let sheet = labelledSheet() else { return "the widget could not be made" }
    let view = sheet.widget
    let (_, warnings) = countingWarnings {
      pullup_object_set_int(view, "hidden", 1)
      pullup_object_set_int(view, "state", stateValue(.expanded))
    }
    guard warnings.isEmpty, pullup_object_get_boolean(view, "hidden") != 0 else {
      return
        "writing the state of a hidden sheet: warnings \(warnings), hidden \(pullup_object_get_boolean(view, "hidden"))"
    }
    pullup_object_set_int(view, "hidden", 0)
    guard pullup_object_get_int(view, "state") == stateValue(.expanded) else {
      return "the sheet showed in state \(pullup_object_get_int(view, "state")), not expanded"
    }
    return nil
  }

  /// A `.ui` file builds a view with its own object and two children and the properties it sets; a wrong
  /// child type, a typed child that is no widget, a refused state, a detent past the last, a child with a
  /// parent, a scrollable content that is no scrolled window: each a warning, the view as it was; a value of
  /// the wrong type is GObject's warning. Freeing the builder frees the view.
  static func builderAndBadInput() async -> String? {
    _ = PullUpSheetWidget.viewType
    let ui = """
      <interface>
        <object class="PullUpSheetView" id="sheet">
          <property name="state">expanded</property>
          <property name="locked">true</property>
          <child type="background"><object class="GtkLabel" id="map"><property name="label">Map</property></object></child>
          <child type="content"><object class="GtkLabel" id="places"><property name="label">Places</property></object></child>
          <child type="sheet"><object class="GtkLabel" id="stray"/></child>
          <child type="content"><object class="GtkGestureClick" id="gesture"/></child>
        </object>
      </interface>
      """
    let builder = gtk_builder_new()!
    var error: UnsafeMutablePointer<GError>?
    let (built, warnings) = countingWarnings { gtk_builder_add_from_string(builder, ui, -1, &error) }
    guard built != 0 else {
      defer { g_error_free(error) }
      return "GtkBuilder failed: \(String(cString: error!.pointee.message))"
    }
    guard warnings.count == 2, warnings[0].contains("'sheet' is not a valid child type of 'PullUpSheetView'") else {
      return "the builder's warnings: \(warnings)"
    }
    let object = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "sheet")!)
    let view = object.assumingMemoryBound(to: GtkWidget.self)
    guard let sheet = PullUpSheetWidget.of(view) else { return "the built view has no object" }
    let map = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "map"))
    let places = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "places"))
    guard UnsafeMutableRawPointer(sheet.background) == map, UnsafeMutableRawPointer(sheet.content) == places else {
      return "the .ui's children are not the background and the content"
    }
    guard pullup_object_get_int(view, "state") == stateValue(.expanded), pullup_object_get_boolean(view, "locked") != 0
    else {
      return "the .ui's properties were not set: state \(pullup_object_get_int(view, "state"))"
    }
    pullup_object_set_int(view, "locked", 0)
    let stray = gtk_label_new("has a parent")!
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    g_object_ref_sink(box)
    defer { g_object_unref(box) }
    gtk_box_append(gobject(box), stray)
    let adjustment = gtk_adjustment_new(0, 0, 1, 1, 1, 1)!
    g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
    defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
    let (_, refused) = countingWarnings {
      pullup_object_set_int(view, "state", stateValue(.dragging))
      pullup_object_set_int(view, "detent-index", 99)
      pullup_object_set_object(view, "content", stray)
      sheet.background = stray
      pullup_object_set_object(view, "scrollable-content", stray)
    }
    guard refused.count == 5 else { return "warnings for bad values: \(refused)" }
    // GObject itself refuses an object of the wrong type for a widget property, with its own warning.
    let (_, typeWarnings) = countingWarnings(in: "GLib-GObject") {
      pullup_object_set_object(view, "content", UnsafeMutableRawPointer(adjustment))
    }
    guard typeWarnings.count == 1, typeWarnings[0].contains("invalid object type 'GtkAdjustment'") else {
      return "GObject's warnings for an adjustment as the content: \(typeWarnings)"
    }
    guard pullup_object_get_int(view, "state") == stateValue(.expanded),
      UnsafeMutableRawPointer(sheet.content) == places, UnsafeMutableRawPointer(sheet.background) == map,
      gtk_widget_get_parent(stray) == box
    else { return "bad input changed the view" }
    g_object_unref(UnsafeMutableRawPointer(builder))
    return nil
  }
}
