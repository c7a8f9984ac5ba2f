import PullUpCore

/// Draws PullUp's state as SVG: one snapshot as a picture of the screen, or a whole run as a timeline plot.
///
/// The renderer is a value with a ``theme``. Its output is a complete, well-formed SVG document (XML
/// declaration included) and depends only on its input: the same snapshot or timeline always renders to
/// the same bytes, on every platform and in every locale, so pictures can be compared in tests and
/// checked in next to the code.
///
/// ```swift
/// let machine = try PullUpMachine(configuration: .default, container: PullUpContainer(width: 390, height: 844))
/// let svg = PullUpSVGRenderer().render(machine.snapshot)
/// ```
///
/// Numbers are written with at most two decimals; a number that is not finite is written as `0` (see
/// the discussion of ``render(_:safeArea:)``).
public struct PullUpSVGRenderer: Sendable, Hashable {
  /// The colours, sizes and fonts.
  public var theme: PullUpSVGTheme

  /// Creates a renderer.
  ///
  /// - Parameter theme: The colours, sizes and fonts; ``PullUpSVGTheme/default`` unless given.
  public init(theme: PullUpSVGTheme = .default) {
    self.theme = theme
  }

  /// Draws one snapshot: the container with map-like content, the dimming, the sheet with its handle,
  /// the detents and a label block.
  ///
  /// The picture shows the container at its size in points with a margin around it, and a column to its
  /// right for the labels. Everything comes from the snapshot's `layout`:
  /// - the content fills `layout.contentFrame` and is clipped to it;
  /// - a black layer of opacity `layout.dimmingAlpha` covers `layout.dimmingFrame` (it is left out when
  ///   the alpha is zero), reaching under the sheet's rounded corners as ISHPullUpDimmingView does;
  /// - the sheet is `layout.sheetFrame` with rounded top corners, clipped to the container; its handle
  ///   is ISHPullUpHandleView's three-point line, `^` for `up`, flat for `neutral`, `v` for `down`;
  /// - a dashed line marks each of `snapshot.detents`, at `containerHeight − detent`;
  /// - the software keyboard is a grey block over `layout.keyboardFrame`, when it is up;
  /// - a hidden sheet lies below the container's bottom edge and a note says so.
  ///
  /// Numbers that are not finite should not occur in a snapshot; if one does, it is written as `0`, so
  /// the document stays valid.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to draw.
  ///   - safeArea: The container's safe area, to draw the home indicator and the status bar's place; the
  ///     snapshot does not carry it. None unless given.
  /// - Returns: The SVG document.
  public func render(_ snapshot: PullUpSnapshot, safeArea: PullUpInsets = .zero) -> String {
    SheetPicture(snapshot: snapshot, safeArea: safeArea, theme: theme).render()
  }

  /// Draws a timeline: the sheet's height against time over phase bands, with detents, gesture samples,
  /// releases and settle targets.
  ///
  /// The plot shows:
  /// - a background band for each span of one phase (tracking, waiting for a target, settling, resting),
  ///   labelled with the phase, or with the state for a resting span, and explained in a legend;
  /// - the height of every sample as a line, with the samples taken while a finger held the sheet marked;
  /// - when some sample's content is scrolled, the `contentOffset` of every sample as a second line on the
  ///   same axis (both are points), labelled with the furthest scroll, so that a drag handing over between
  ///   the sheet and its list shows as one line rising while the other stays;
  /// - when the keyboard is up in some sample, each span it stays up as a shaded area from the bottom edge
  ///   up to its `keyboardHeight`, which the sheet's height can be read against;
  /// - a dashed line for each detent of the latest sample;
  /// - each release (`PullUpEvent.dragEnded`) as a ring with an arrow for its velocity and a label;
  /// - each settle target (`PullUpEvent.settleStarted`) as a diamond with a dashed line to where the
  ///   settle ended, and each rest (`PullUpEvent.settled`) as a dot;
  /// - axes in seconds and points, and a one-line summary of the last release.
  ///
  /// The content offset's line and the keyboard's areas, with their legend entries, appear only when
  /// there is something to show: a run that never scrolls nor raises the keyboard draws as it did before
  /// they existed.
  ///
  /// Samples are drawn in time order; samples whose time or height is not finite are left out.
  ///
  /// - Parameters:
  ///   - timeline: The run to plot.
  ///   - width: The picture's width in points (at least 320).
  ///   - height: The picture's height in points (at least 240).
  /// - Returns: The SVG document.
  public func render(_ timeline: PullUpTimeline, width: Double = 820, height: Double = 460) -> String {
    let size = PullUpSize(
      width: width.isFinite ? Swift.max(width, 320) : 820,
      height: height.isFinite ? Swift.max(height, 240) : 460)
    return TimelinePlot(timeline: timeline, size: size, theme: theme).render()
  }
}
