import CGTK
import PullUp
import PullUpGObject
import PullUpGTK

// The examples of the article "Coming from AdwBottomSheet" (Sources/PullUpGTK/PullUpGTK.docc), compiled here
// as an app's code and run in a window by `Checks.comingFromAdwBottomSheet`.

// example: ComingFromAdwBottomSheet.md "The children and the shape"
/// AdwBottomSheet's shape: closed, a 56-point strip where its bottom bar would be; open, as tall as the
/// sheet's content; a flat bar for a handle; and no dimming, as with `modal` set to `FALSE`.
func bottomSheetLikeConfiguration() -> PullUpConfiguration {
  var configuration = PullUpConfiguration.default
  configuration.shape.detents = [.heightAboveSafeArea(56), .fitsContent]
  configuration.shape.initialHeight = .heightAboveSafeArea(56)
  configuration.appearance.handle = .bar
  configuration.appearance.dimming = .none
  return configuration
}

/// AdwBottomSheet's `content` is the widget's background, its `sheet` the widget's content, whose height the
/// `.fitsContent` detent takes from `contentHeight`.
@MainActor
func makeBottomSheet(content: UnsafeMutablePointer<GtkWidget>, sheet: UnsafeMutablePointer<GtkWidget>) throws
  -> PullUpSheetWidget
{
  var natural: Int32 = 0
  gtk_widget_measure(sheet, GTK_ORIENTATION_VERTICAL, 400, nil, &natural, nil, nil)
  return try PullUpSheetWidget(
    configuration: bottomSheetLikeConfiguration(), container: PullUpContainer(width: 400, height: 700),
    contentHeight: Double(natural), background: content, content: sheet)
}
// end of example

// example: ComingFromAdwBottomSheet.md "Open and closed"
/// Opens the sheet, as setting AdwBottomSheet's `open` to `TRUE` does, and calls `changed` with each state
/// the sheet comes to, as a handler of `notify::open` is called with each change of `open`.
@MainActor
func open(_ sheet: PullUpSheetWidget, changed: @escaping @MainActor (PullUpState) -> Void) throws {
  let states = sheet.controller.states
  Task { @MainActor in
    for await state in states { changed(state) }
  }
  try sheet.applyNow(.setState(.expanded))
}
// end of example

// example: ComingFromAdwBottomSheet.md "Setters"
/// AdwBottomSheet's setters, each as one line of PullUpGTK.
@MainActor
func bottomSheetSetters(_ sheet: PullUpSheetWidget) throws {
  try sheet.applyNow(.setState(.expanded))  // open = TRUE
  try sheet.applyNow(.setState(.collapsed))  // open = FALSE
  try sheet.applyNow(.setLocked(true))  // can-open = FALSE and can-close = FALSE
  try sheet.applyNow(.setLocked(false))  // can-open = TRUE and can-close = TRUE
  try sheet.applyNow(.setHidden(true))  // reveal-bottom-bar = FALSE, for the whole sheet
  try sheet.applyNow(.setHidden(false))  // reveal-bottom-bar = TRUE
  sheet.handleTap = .toggle  // a click on the handle opens and closes, as a click on the bottom bar opens
}
// end of example

// example: ComingFromAdwBottomSheet.md "The sheet's height"
/// Shows the sheet's height in points in `label` at each frame, as a handler of AdwBottomSheet's
/// `notify::sheet-height` would.
@MainActor
func showHeight(of sheet: PullUpSheetWidget, in label: UnsafeMutablePointer<GtkWidget>) {
  let snapshots = sheet.controller.snapshots
  Task { @MainActor in
    for await snapshot in snapshots {
      gtk_label_set_text(gobject(label), "\(Int(snapshot.height.rounded())) pt")
    }
  }
}
// end of example

extension Checks {
  /// The article's examples in a window: the sheet made as AdwBottomSheet's children are, opened, told every
  /// setter, and followed by a label of its height.
  static func comingFromAdwBottomSheet() async -> String? {
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for line in ["Now Playing", "Blue in Green", "Miles Davis"] { gtk_box_append(gobject(column), gtk_label_new(line)) }
    let label = gtk_label_new("")!
    guard let sheet = try? makeBottomSheet(content: label, sheet: column) else { return "the widget could not be made" }
    let window = gtk_window_new()!
    defer { gtk_window_destroy(gobject(window)) }
    gtk_window_set_default_size(gobject(window), 400, 700)
    gtk_window_set_child(gobject(window), sheet.widget)
    var frames: [PullUpSheetFrame] = []
    sheet.onDraw = { frames.append($0) }
    gtk_window_present(gobject(window))
    guard await waitUntil({ frames.contains { $0.snapshot.phase == .resting } }) else { return "no first frame" }
    let detents = sheet.controller.latestSnapshot.detents
    guard detents.count == 2, detents[0] == 56, detents[1] > 56 else {
      return "the detents are \(detents), not 56 points and the content's height"
    }

    var states: [PullUpState] = []
    do { try open(sheet) { states.append($0) } } catch { return "open refused: \(error)" }
    guard await waitUntil({ states.last == .expanded && sheet.controller.latestSnapshot.phase == .resting }) else {
      return "the sheet did not open: \(states)"
    }
    showHeight(of: sheet, in: label)
    do { try bottomSheetSetters(sheet) } catch { return "a setter was refused: \(error)" }
    guard await waitUntil({ sheet.controller.latestSnapshot.phase == .resting }) else { return "no rest" }
    let rest = sheet.controller.latestSnapshot
    guard !rest.isHidden, !rest.isLocked, sheet.handleTap == .toggle else {
      return "after the setters the sheet is \(rest.isHidden ? "hidden" : "shown"), locked: \(rest.isLocked)"
    }
    let shown = "\(Int(rest.height.rounded())) pt"
    guard await waitUntil({ String(cString: gtk_label_get_text(gobject(label))) == shown }) else {
      return "the label says \(String(cString: gtk_label_get_text(gobject(label)))), not \(shown)"
    }
    return nil
  }

  /// Waits in GLib's loop, 20 s at most, until `condition` holds.
  static func waitUntil(_ condition: @escaping @MainActor () -> Bool) async -> Bool {
    for _ in 0..<400 {
      if condition() { return true }
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        fromGLib(afterMilliseconds: 50) {
          done.resume()
          return false
        }
      }
    }
    return condition()
  }
}
