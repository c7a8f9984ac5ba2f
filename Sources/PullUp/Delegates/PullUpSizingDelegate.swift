/// Answers how large a sheet may be, as ISHPullUp's sizing delegate answers its minimum and maximum
/// heights.
///
/// Both requirements are required, as ISHPullUp's are: a misspelled method does not compile. Return `nil`
/// to keep the configuration's bound.
///
/// Every requirement is `async`, so a delegate isolated to the main actor (or any actor) works: the
/// controller never waits for an answer in the middle of a transition. It asks, and applies the answers as
/// a new input when they arrive; answers overtaken by a newer request are dropped, and the delegate is
/// asked again once its call has returned, so it never has two calls at once. A delegate on the
/// controller's own executor whose answer does not suspend answers on the spot (see the Delegates
/// article).
///
/// Answers are cached (``PullUpController/sizing``) and refreshed only when the delegate is set, when the
/// container or the configuration changes (asked for the new container or configuration before the sheet
/// is laid out with it) and when you call ``PullUpController/invalidateLayout()``. Bad answers are sanitized as the core sanitizes them:
/// non-finite counts as no answer, negative as zero, and a maximum below the minimum is raised to it.
///
/// **Baselines.** Each answer is measured as what it is given: the minimum above the bottom safe area (what the
/// collapsed sheet shows, so one answer fits every phone, with or without a home indicator), the maximum from the
/// container's bottom edge, as `availableHeight` is. A configured detent near the delegate's minimum belongs in
/// the minimum's baseline (`PullUpDetent.heightAboveSafeArea(_:)`): measured from the bottom edge
/// (`PullUpDetent.height(_:)`) it is one stop with the minimum on one phone and a second stop a few points above
/// it on another, since detents merge only within half a point. While the keyboard is up under
/// `PullUpKeyboardPolicy.liftAboveKeyboard`, every stop rises by the keyboard's reach above the safe area, the
/// delegate's maximum included (up to the available height): the sheet shows as much above the keyboard as it
/// showed above the safe area, and its maximum then counts from the keyboard's top.
///
/// The controller holds its delegate weakly. Without one (set to `nil`, or freed) the configuration's
/// minimum and maximum apply. Where released sheets go is a separate capability,
/// ``PullUpTargetHeightDelegate``; the insets of a shifted sheet are ``PullUpSheetInsetsDelegate``.
public protocol PullUpSizingDelegate: AnyObject, Sendable {
  /// The collapsed height, in points above the bottom safe area (the controller adds the safe area).
  ///
  /// Called on the delegate's own isolation when the delegate is set, on every container change (with the
  /// new container, before the sheet is laid out in it), on every configuration change
  /// (``PullUpController/setConfiguration(_:animated:)``, before the new configuration applies) and on
  /// every ``PullUpController/invalidateLayout()``; once each time, before the maximum (which is not asked
  /// when a newer request cancelled the call meanwhile). Return `nil` to keep the configuration's minimum.
  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?

  /// The expanded height in points, from the container's bottom edge, at most `availableHeight` (larger
  /// answers are clamped; under a shape whose detents may be taller, `Shape.clampsToAvailableHeight` off,
  /// at most ten million points).
  ///
  /// The maximum caps, as ISHPullUp's does: it replaces the configuration's `Shape.maximumHeight` and
  /// becomes the highest detent, but never rises above the configuration's highest detent (or its maximum,
  /// if higher). A split view's delegate answering more than its range's 80 % leaves the divider's range
  /// at 80 %; one answering less lowers the range's top to its answer.
  ///
  /// Called at the same moments as the minimum height, right after it, once each time. `availableHeight`
  /// is the container's height less the top safe area and the configuration's top margin, for the container
  /// and the configuration the minimum was asked for. Return `nil` to keep the configuration's maximum.
  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  )
    async -> Double?
}
