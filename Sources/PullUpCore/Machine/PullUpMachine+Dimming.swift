extension PullUpMachine {
  /// Applies ``PullUpInput/dimmingTapped``.
  mutating func applyDimmingTapped(at time: Double) throws(PullUpError) -> PullUpOutput {
    try accept(time: time)
    let dimmed = PullUpLayout.dimmingAlpha(
      height: currentHeight, detents: detents, dimming: configuration.appearance.dimming)
    guard dimmed > 0, !isLocked, !isHidden else { return PullUpOutput() }
    return move(to: detents.minimum, animated: true, cause: .user)
  }
}
