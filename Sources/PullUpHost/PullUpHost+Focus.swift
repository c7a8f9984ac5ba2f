import PullUp

extension PullUpHost {
  /// The focus moved to a part of the sheet's content with `edges` below the sheet's top (where it shows once
  /// scrolled to: ``PullUpFocusRule/shownEdges(_:viewports:)``): a part not wholly on screen raises the sheet,
  /// by the interpreter's rule. Focus a press gives (a button takes it when pressed) is where the pointer is:
  /// the toolkit does not call this while its press is held, so that a drag starting on a half-shown row is
  /// not raced by a settle.
  package func focusMoved(toEdges edges: ClosedRange<Double>, time: Double) {
    interpret(.focus(top: edges.lowerBound, bottom: edges.upperBound, time: time))
  }
}
