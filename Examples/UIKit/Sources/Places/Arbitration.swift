#if canImport(UIKit)
  import PullUpUIKit
  import UIKit

  // The example of `PullUpViewController.sheetGestureRecognizer`'s documentation and of the article "A sheet in
  // your UIKit app" (Sources/PullUpUIKit/PullUpUIKit.docc): failure requirements between the sheet's recognizer
  // and an app's, in both directions.

  /// Arbitrates between the sheet's recognizer and two of the app's: a horizontal carousel's pan in the sheet,
  /// which waits for the sheet's, and a drawing canvas's pan, which the sheet's waits for.
  @MainActor
  func arbitrate(sheet: PullUpViewController, carouselPan: UIPanGestureRecognizer, canvasPan: UIPanGestureRecognizer) {
    // The carousel's pan waits for the sheet's to fail: a drag up or down on the carousel moves the sheet,
    // and a swipe across it scrolls the carousel once the sheet has let the press go.
    carouselPan.require(toFail: sheet.sheetGestureRecognizer)
    // The sheet's recognizer waits for the canvas's pan to fail: a stroke on the canvas draws.
    sheet.sheetGestureRecognizer.require(toFail: canvasPan)
  }

  /// Leaves every press on a drawing canvas to it: a stroke there never drags the sheet, whichever way it goes.
  @MainActor
  func leavePresses(toCanvas canvas: UIView, in sheet: PullUpViewController) {
    sheet.leavePresses(to: canvas)
  }
#endif
