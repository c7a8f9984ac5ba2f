import PullUpUIKitTranslation
import Testing

/// `ScrollPinning`'s offsets: the machine's content offset to UIKit's `contentOffset.y` and back, and the
/// content's largest offset, with bad input sanitized.
@Suite struct ScrollOffsetsTests {
  @Test(
    "UIKit's offset is the machine's less the top inset",
    arguments: [
      (0.0, 0.0, 0.0), (0, 20, -20), (100, 20, 80), (100, -10, 110), (-5, 20, -20), (.nan, 20, -20),
      (.infinity, 20, -20), (100, .nan, 100), (100, .infinity, 100), (1.7e308, -1.7e308, 0),
    ])
  func contentOffsetY(offset: Double, topInset: Double, expected: Double) {
    #expect(ScrollPinning.contentOffsetY(offset: offset, topInset: topInset) == expected)
  }

  @Test(
    "The machine's offset is UIKit's plus the top inset, negative while bouncing at the top",
    arguments: [
      (-20.0, 20.0, 0.0), (80, 20, 100), (-50, 20, -30), (.nan, 20, 20), (-.infinity, 20, 20), (80, .nan, 80),
      (1.7e308, 1.7e308, 0),
    ])
  func offset(contentOffsetY: Double, topInset: Double, expected: Double) {
    #expect(ScrollPinning.offset(contentOffsetY: contentOffsetY, topInset: topInset) == expected)
  }

  @Test("Reading back what was set gives the machine's offset", arguments: [0.0, 0.5, 100, 12_345.25])
  func roundTrip(offset: Double) {
    for inset in [0.0, 20, 97.5, -8] {
      let y = ScrollPinning.contentOffsetY(offset: offset, topInset: inset)
      #expect(ScrollPinning.offset(contentOffsetY: y, topInset: inset) == offset)
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var content: Double
    var viewport: Double
    var top: Double
    var bottom: Double
    var maximum: Double?
    var testDescription: String {
      "content \(content), viewport \(viewport), insets \(top)/\(bottom) → \(maximum.map { "\($0)" } ?? "nil")"
    }

    init(_ content: Double, _ viewport: Double, _ top: Double, _ bottom: Double, _ maximum: Double?) {
      (self.content, self.viewport, self.top, self.bottom, self.maximum) = (content, viewport, top, bottom, maximum)
    }
  }

  static let maxima: [Row] = [
    Row(1000, 600, 0, 0, 400),
    Row(1000, 600, 20, 34, 454),
    Row(600, 600, 0, 0, nil),
    Row(500, 600, 20, 34, nil),
    Row(500, 600, 60, 60, 20),
    Row(0, 0, 0, 0, nil),
    Row(-1000, 600, 0, 0, nil),
    Row(1000, -600, 0, 0, 1000),
    Row(1000, 600, -20, -34, 400),
    Row(.nan, 600, 0, 0, nil),
    Row(1000, .nan, 0, 0, 1000),
    Row(.infinity, 600, 0, 0, nil),
    Row(1000, .infinity, 0, 0, 1000),
    Row(1000, 600, .nan, .infinity, 400),
    Row(1.7e308, 0, 1.7e308, 0, nil),
  ]

  @Test(
    "The largest offset is the content and its insets less the viewport, nil when there is nothing to scroll",
    arguments: maxima)
  func contentMaximum(row: Row) {
    let maximum = ScrollPinning.contentMaximum(
      contentHeight: row.content, viewportHeight: row.viewport, topInset: row.top, bottomInset: row.bottom)
    #expect(maximum == row.maximum)
  }
}
