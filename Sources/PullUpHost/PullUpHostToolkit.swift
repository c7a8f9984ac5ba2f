import PullUp

/// What a host asks of the toolkit it serves: the few things only the toolkit can do. A front end (GTK's
/// widget, UIKit's view controller, SwiftUI's split view) implements it and decides nothing; every decision is
/// the host's, the interpreter's or the machine's.
@MainActor
package protocol PullUpHostToolkit: AnyObject {
  /// Lays the sheet out again at the toolkit's next layout pass, from the host's snapshot.
  func setNeedsLayout()
  /// Starts calling ``PullUpHost/frame(at:)`` once per displayed frame, until it returns `false`.
  func startFrames()
  /// Hands the controller's announcement to assistive technologies.
  func announce(_ words: String)
  /// The sheet changed outside a layout pass: an input applied, or a snapshot published by other ways.
  func sheetChanged()
  /// The toolkit's own work in a frame, at the frame's time, after the sheet moved and before the layout
  /// (GTK's content glide).
  ///
  /// - Returns: Whether it needs another frame.
  func frameWork() -> Bool
  /// The drag thresholds the toolkit's settings give, read at each press; `nil` for the kit's defaults.
  var dragThresholds: PullUpInterpreter.DragThresholds? { get }
}

extension PullUpHostToolkit {
  package func sheetChanged() {}
  package func frameWork() -> Bool { false }
  package var dragThresholds: PullUpInterpreter.DragThresholds? { nil }
}
