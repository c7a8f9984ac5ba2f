import PullUpUIKitTranslation
import Testing

/// `TextSizeTracking`: a change of the text size (Dynamic Type's content size category, as each layout pass
/// reads it from the view's trait collection) asks the sizing delegate again, so that a collapsed sheet whose
/// minimum shows a header of text grows or shrinks with it (issue 50). Categories are their raw values;
/// `nil` is `UIContentSizeCategory.unspecified` (a view off its window).
@Suite struct TextSizeTrackingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    /// The text size each layout pass read.
    var passes: [String?]
    /// Whether each pass asks the sizing delegate again.
    var asks: [Bool]
    var testDescription: String { name }
  }

  static let large = "UICTContentSizeCategoryL"
  static let extraLarge = "UICTContentSizeCategoryXL"
  static let accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"

  static let rows: [Row] = [
    Row(
      name: "the first layout reads the size the delegate was asked under: no second question", passes: [large],
      asks: [false]),
    Row(
      name: "layouts at the same size ask nothing (a scroll, a settle)", passes: [large, large, large],
      asks: [false, false, false]),
    Row(name: "a larger text size asks again", passes: [large, extraLarge], asks: [false, true]),
    Row(
      name: "larger, then back: each change asks again", passes: [large, accessibilityLarge, large],
      asks: [false, true, true]),
    Row(
      name: "off the window (unspecified) and back at the same size: nothing to ask", passes: [large, nil, large],
      asks: [false, false, false]),
    Row(
      name: "the size changed while the view was off its window: asked when it comes back",
      passes: [large, nil, extraLarge], asks: [false, false, true]),
    Row(
      name: "unspecified before the view's first window: the first size read is no change",
      passes: [nil, nil, large], asks: [false, false, false]),
  ]

  @Test("A text-size change asks the sizing delegate again, once", arguments: rows)
  func textSize(row: Row) {
    var tracking = TextSizeTracking()
    let asks = row.passes.map { tracking.laidOut(textSize: $0) }
    #expect(asks == row.asks, "\(row.passes)")
  }
}
