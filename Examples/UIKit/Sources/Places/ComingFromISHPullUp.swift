#if canImport(UIKit)
  import PullUp
  import PullUpUIKit

  // The examples of the article "Coming from ISHPullUp" (Sources/PullUpUIKit/PullUpUIKit.docc): ISHPullUp's
  // properties that PullUp keeps in the configuration, and its sample app's third stop.

  /// ISHPullUp's behaviour with its properties set otherwise than by default, as a PullUp configuration: pass
  /// it to `PullUpViewController.init(configuration:contentViewController:bottomViewController:)`, or later to
  /// `controller.setConfiguration(_:animated:)`.
  func tunedISHPullUpConfiguration() -> PullUpConfiguration {
    var configuration = PullUpConfiguration.ishPullUp
    // snapToEnds and snapThreshold (a fraction of the maximum height, as ISHPullUp's).
    configuration.movement.snapPolicy = .thresholds(PullUpThresholdSnapping(snapToEnds: true, threshold: 0.3))
    // dimmingThreshold, and the alpha ISHPullUp takes from dimmingColor; the colour is the dimming view's.
    configuration.appearance.dimming = .threshold(fraction: 0.6, alpha: 0.5)
    // bottomLayoutMode.
    configuration.appearance.layoutMode = .resize
    // topMargin and bottomHiddenMargin.
    configuration.shape.topMargin = 44
    configuration.shape.hiddenMargin = 16
    // animationConfiguration's duration, spring damping and initial velocity.
    configuration.movement.motion = .spring(
      PullUpSpringParameters(response: 0.5, dampingRatio: 0.8, initialVelocity: .relative(0.3)))
    return configuration
  }

  /// ISHPullUp's sample app's third stop, made with the target-height delegate as the sample makes it: a
  /// release within 30 points of half the maximum height stops there. The snap policy runs on the answer
  /// afterwards, as ISHPullUp's snapping does.
  @MainActor
  final class HalfwayStop: PullUpTargetHeightDelegate {
    func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
      -> Double
    {
      guard let maximum = controller.latestSnapshot.detents.max() else { return proposedHeight }
      let halfway = maximum / 2
      return abs(proposedHeight - halfway) < 30 ? halfway : proposedHeight
    }
  }
#endif
