import PullUp
import Testing

@testable import PullUpGTK

@Suite("PullUpSheetWidget's presentation and handle height, without a window")
struct PresentationTests {
  @Test(
    "A configuration reads as a split view exactly when it positions freely and displaces the content",
    arguments: [
      (PullUpConfiguration.splitView(), PullUpSheetWidget.Presentation.splitView),
      (.splitView(middle: 0.3, range: 0.1...0.9), .splitView), (.default, .sheet), (.ishPullUp, .sheet),
      (.splitSheet, .sheet),
    ])
  func presentation(configuration: PullUpConfiguration, expected: PullUpSheetWidget.Presentation) {
    #expect(PullUpSheetWidget.Presentation(for: configuration) == expected)
  }

  @Test(
    "A handle height that is not finite is the default, a negative one 0, any other a whole point up to the maximum",
    arguments: [
      (22.0, 22.0), (0, 0), (8.4, 8), (8.5, 9), (-3, 0), (-.infinity, 22), (.infinity, 22), (.nan, 22),
      (5_000, 1_000), (1_000, 1_000),
    ])
  func handleHeight(given: Double, used: Double) {
    #expect(PullUpSheetWidget.sanitizedHandleHeight(given) == used)
  }

  @Test(
    "The side pane is GNOME Maps' sidebar: 35 % of the width, 270 to 400 points, never wider than the widget",
    arguments: [(900.0, 315.0), (700, 270), (1_000, 350), (2_000, 400), (200, 200), (771, 270), (1_143, 400)])
  func sidePaneWidth(width: Double, pane: Double) {
    #expect(PullUpSheetWidget.sidePaneWidth(in: width) == pane)
  }

  @Test(
    "A breakpoint that is not finite or not positive turns the side pane off",
    arguments: [(700.0, 700.0), (0.5, 0.5), (0, nil), (-1, nil), (.nan, nil), (.infinity, nil), (nil, nil)]
      as [(Double?, Double?)])
  func breakpoint(given: Double?, used: Double?) {
    #expect(PullUpSheetWidget.sanitizedBreakpoint(given) == used)
  }
}
