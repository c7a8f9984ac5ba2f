/// Answers how large a sheet may be, as ISHPullUp's sizing delegate does.
///
/// Every requirement is `async`, so a delegate isolated to the main actor (or any actor) works: the
/// controller never waits for an answer in the middle of a transition. It commits what it knows, asks,
/// and feeds the answer back as a new input when it arrives; an answer that arrives after the sheet has
/// moved on (a new drag began) is dropped.
///
/// Answers are cached (``PullUpController/sizing``) and refreshed only when the delegate is set, when the
/// container changes and when you call ``PullUpController/invalidateLayout()``. Bad answers are sanitized
/// as the core sanitizes them: non-finite counts as no answer, negative as zero, and a maximum below the
/// minimum is raised to it.
///
/// The controller holds its delegate weakly. Every requirement has a default, so implement only what you
/// need.
public protocol PullUpSizingDelegate: AnyObject, Sendable {
  /// The collapsed height, in points above the bottom safe area (the controller adds the safe area).
  ///
  /// Called on the delegate's own isolation when the delegate is set, on every container change and on
  /// every ``PullUpController/invalidateLayout()``; once each time. Return `nil` to keep the configuration's
  /// minimum.
  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) async
    -> Double?

  /// The expanded height, at most `availableHeight` (larger answers are clamped).
  ///
  /// Called at the same moments as the minimum height, once each time. Return `nil` to keep the
  /// configuration's maximum.
  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  )
    async -> Double?

  /// The height a released sheet should head for, before the snap policy runs (ISHPullUp's
  /// `targetHeightForBottomViewController`).
  ///
  /// Called once per release, with the release height clamped into the sheet's range, while the controller
  /// waits in its `awaitingTarget` phase. The default returns `proposedHeight` unchanged.
  func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async -> Double

  /// The part of the sheet below the container, for a scroll view inside the sheet (shift layout only).
  ///
  /// Called whenever the insets change, in order, never twice in a row with the same insets.
  func pullUpController(_ controller: PullUpController, updateSheetInsets insets: PullUpInsets) async
}

extension PullUpSizingDelegate {
  /// Keeps the configuration's minimum.
  public func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer)
    async -> Double?
  { nil }

  /// Keeps the configuration's maximum.
  public func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  )
    async -> Double?
  { nil }

  /// Keeps the proposed height.
  public func pullUpController(_ controller: PullUpController, targetHeightForSheetFrom proposedHeight: Double) async
    -> Double
  { proposedHeight }

  /// Ignores the sheet insets.
  public func pullUpController(_ controller: PullUpController, updateSheetInsets insets: PullUpInsets) async {}
}
