import PullUpUIKitTranslation
import Testing

/// `OtherRecognizer`: which recognizers share a press with the sheet's, and which wait for it to fail (issue 50).
@Suite struct OtherRecognizerTests {
  /// What the glue can tell of a recognizer, and what it is to the sheet.
  struct Row: CustomStringConvertible, Sendable {
    var isTrackedListPan = false
    var isScrollPan = false
    var isSheetRecognizer = false
    var holdsSheet = false
    var name: String?
    let expected: OtherRecognizer
    let words: String
    var description: String { words }
  }

  static let rows: [Row] = [
    Row(isTrackedListPan: true, holdsSheet: false, expected: .trackedListPan, words: "the tracked list's pan"),
    Row(isScrollPan: true, holdsSheet: true, expected: .scrollPan, words: "the view controller's trackpad pan"),
    Row(
      holdsSheet: true, name: "_UISheetInteractionBackgroundDismissRecognizer", expected: .sheetDismissal,
      words: "UIKit's page-sheet dismissal, on a view holding the sheet"),
    Row(
      holdsSheet: false, name: "_UISheetInteractionBackgroundDismissRecognizer", expected: .sheetDismissal,
      words: "UIKit's page-sheet dismissal, wherever its view is"),
    Row(isSheetRecognizer: true, holdsSheet: true, expected: .enclosingSheet, words: "an outer sheet's recognizer"),
    Row(isSheetRecognizer: true, holdsSheet: false, expected: .other, words: "an inner sheet's recognizer"),
    Row(holdsSheet: true, name: nil, expected: .other, words: "a navigation controller's back swipe"),
    Row(holdsSheet: false, name: "MyCanvasPan", expected: .other, words: "an app's pan in the content"),
    Row(
      isTrackedListPan: true, holdsSheet: false, name: "_UISheetInteractionBackgroundDismissRecognizer",
      expected: .trackedListPan, words: "the tracked list's pan, whatever its name"),
  ]

  @Test("What a recognizer is to the sheet", arguments: rows)
  func classified(row: Row) {
    let other = OtherRecognizer(
      isTrackedListPan: row.isTrackedListPan, isScrollPan: row.isScrollPan, isSheetRecognizer: row.isSheetRecognizer,
      holdsSheet: row.holdsSheet, name: row.name)
    #expect(other == row.expected)
  }

  @Test(
    "The list's pan and the scroll pans share a press with the sheet's; the sheet dismissal and an outer sheet wait for it; nothing else does either",
    arguments: OtherRecognizer.allCases)
  func answers(other: OtherRecognizer) {
    switch other {
    case .trackedListPan, .scrollPan:
      #expect(other.recognizesWithSheet && !other.waitsForSheet)
    case .sheetDismissal, .enclosingSheet:
      #expect(!other.recognizesWithSheet && other.waitsForSheet)
    case .other:
      #expect(!other.recognizesWithSheet && !other.waitsForSheet)
    }
  }
}
