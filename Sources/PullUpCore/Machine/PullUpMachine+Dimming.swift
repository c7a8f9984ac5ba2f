extension PullUpMachine {
  /// A tap on the dimmed background behind the sheet: the sheet collapses to its lowest detent, animated,
  /// as ISHPullUp's dimming view does when tapped.
  ///
  /// Like the seed's tap recognizer, it does nothing (an empty output) where the configuration dims
  /// nothing, where nothing is dimmed at the sheet's height now, and while the sheet is locked or hidden.
  /// Otherwise it is a request like ``setState(_:animated:at:)`` with `collapsed`: a drag in progress is
  /// cancelled first.
  ///
  /// - Parameter time: When, in seconds.
  /// - Throws: ``PullUpError`` for a bad time.
  public mutating func dimmingTapped(at time: Double) throws(PullUpError) -> PullUpOutput {
    try accept(time: time)
    let dimmed = PullUpLayout.dimmingAlpha(height: height, detents: detents, dimming: configuration.appearance.dimming)
    guard dimmed > 0, !isLocked, !isHidden else { return PullUpOutput() }
    return move(to: detents.minimum, animated: true, cause: .user)
  }
}
