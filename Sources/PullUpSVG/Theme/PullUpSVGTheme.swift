/// The colours, sizes and fonts of PullUp's SVG pictures.
///
/// Start from ``default`` (a clean, modern look) or ``ishPullUp`` (ISHPullUp's own view defaults) and
/// change what you need:
///
/// ```swift
/// var theme = PullUpSVGTheme.default
/// theme.sheetCornerRadius = 12
/// let renderer = PullUpSVGRenderer(theme: theme)
/// ```
///
/// Colours are SVG paint values, written into the document as given (escaped): `#rrggbb`, `rgb(…)` or a
/// colour name. Lengths are in points, the pictures' user units.
public struct PullUpSVGTheme: Sendable, Hashable {
  // MARK: Text

  /// The font family list for every label.
  public var fontFamily = "system-ui, -apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', sans-serif"
  /// The size of body labels; titles and small print scale from it.
  public var fontSize = 12.0
  /// The colour of primary text.
  public var textColor = "#1c1c1e"
  /// The colour of secondary text: captions, axis labels, notes.
  public var secondaryTextColor = "#6e6e73"
  /// The colour behind everything.
  public var backgroundColor = "#f5f5f7"
  /// The colour of cards and of the plot area.
  public var cardColor = "#ffffff"
  /// The colour of card borders, axes and hairlines.
  public var hairlineColor = "#d1d1d6"
  /// The accent colour: detent lines and their labels.
  public var accentColor = "#0a84ff"

  // MARK: Container and content

  /// The corner radius of the container, drawn as a device screen.
  public var containerCornerRadius = 28.0
  /// The land of the map drawn as content.
  public var mapLandColor = "#efece4"
  /// The buildings on the map.
  public var mapBuildingColor = "#e1ddd2"
  /// The streets on the map.
  public var mapStreetColor = "#ffffff"
  /// The main roads on the map.
  public var mapRoadColor = "#f6cf6b"
  /// The parks on the map.
  public var mapParkColor = "#c5e4b0"
  /// The water on the map.
  public var mapWaterColor = "#a9d4ec"
  /// The map's pin.
  public var mapPinColor = "#ff453a"

  // MARK: Sheet

  /// The sheet's fill.
  public var sheetColor = "#ffffff"
  /// The sheet's outline (ISHPullUpRoundedView's hairline stroke).
  public var sheetStrokeColor = "#d8d8dc"
  /// The radius of the sheet's top corners (ISHPullUpRoundedView: 8).
  public var sheetCornerRadius = 10.0
  /// The opacity of the sheet's shadow (ISHPullUpRoundedView: 0.25).
  public var sheetShadowOpacity = 0.18
  /// The blur radius of the sheet's shadow (ISHPullUpRoundedView: 3).
  public var sheetShadowRadius = 6.0
  /// The placeholder rows and the search field inside the sheet.
  public var sheetPlaceholderColor = "#ececf0"
  /// The handle's stroke colour (ISHPullUpHandleView: light grey).
  public var handleColor = "#c7c7cc"
  /// The handle's stroke width (ISHPullUpHandleView: 6).
  public var handleStrokeWidth = 6.0
  /// The width of the handle's arrow (ISHPullUpHandleView: 30).
  public var handleArrowWidth = 30.0
  /// The height of the handle's arrow (ISHPullUpHandleView: 5).
  public var handleArrowHeight = 5.0
  /// The dimming layer's colour; the snapshot's alpha sets its opacity.
  public var dimmingColor = "#000000"
  /// The software keyboard: a block at the bottom of the screen, and in a timeline the area it covers
  /// while it is up.
  public var keyboardColor = "#d1d3d9"

  // MARK: Timeline

  /// The band behind spans where a finger holds the sheet.
  public var trackingBandColor = "#dcebff"
  /// The band behind spans where the machine waits for a target height.
  public var awaitingBandColor = "#ece4fb"
  /// The band behind spans where the sheet settles by itself.
  public var settlingBandColor = "#fff0d6"
  /// The band behind spans where the sheet rests.
  public var restingBandColor = "#eaf6ec"
  /// The sheet's height line.
  public var heightLineColor = "#1f3b73"
  /// The line of the scroll offset of the sheet's content, drawn when the content scrolls.
  public var contentOffsetLineColor = "#af52de"
  /// The gesture samples and the release marker.
  public var releaseColor = "#ff375f"
  /// The settle targets and the rest markers.
  public var targetColor = "#1f9d55"
  /// The plot's grid lines.
  public var gridColor = "#eeeef2"

  /// Creates the default theme; users start from ``default`` or ``ishPullUp``.
  init() {}

  /// PullUp's default look: white sheet with 10-point corners and a soft shadow, ISHPullUp's handle.
  public static let `default` = PullUpSVGTheme()

  /// ISHPullUp's view defaults: 8-point corners, a 0.25 shadow with a 3-point radius, a light grey
  /// hairline, and the 30 × 5 handle with a 6-point stroke.
  public static let ishPullUp: PullUpSVGTheme = {
    var theme = PullUpSVGTheme()
    theme.sheetCornerRadius = 8
    theme.sheetShadowOpacity = 0.25
    theme.sheetShadowRadius = 3
    theme.sheetStrokeColor = "#d3d3d3"
    return theme
  }()
}
