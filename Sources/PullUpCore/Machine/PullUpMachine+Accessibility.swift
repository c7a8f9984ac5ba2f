extension PullUpMachine {
  /// Applies ``PullUpInput/accessibilityActionPerformed(_:)``.
  mutating func applyAccessibilityActionPerformed(_ action: PullUpAccessibilityAction, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    if isLocked { throw .locked }
    guard accessibility.canPerform(action) else { throw .unavailableAction(action) }
    try accept(time: time)
    switch action {
    case .expand:
      return move(to: detents.maximum, animated: true, cause: .accessibility)
    case .collapse:
      return move(to: detents.minimum, animated: true, cause: .accessibility)
    case .nextDetent:
      return move(to: nextDetent(above: restingHeight) ?? detents.maximum, animated: true, cause: .accessibility)
    case .previousDetent:
      return move(to: nextDetent(below: restingHeight) ?? detents.minimum, animated: true, cause: .accessibility)
    case .hide:
      return changeVisibility(true, animated: true, cause: .accessibility)
    case .show:
      return changeVisibility(false, animated: true, cause: .accessibility)
    }
  }

  /// Adds an announcement after a settle that ends at a new place, once, and remembers the place.
  mutating func announceSettle(_ events: inout [PullUpEvent]) {
    guard case .resting = phase else { return }
    let key = AnnouncementKey(
      isHidden: isHidden, state: currentState, detentIndex: detents.index(at: restingHeight), detentCount: detents.count
    )
    guard key != announced else { return }
    let settled = events.contains { event in
      if case .settled = event { return true }
      return false
    }
    announced = key
    guard settled else { return }
    let text = announcement(for: key)
    if !text.isEmpty { events.append(.announcement(text)) }
  }

  private func announcement(for key: AnnouncementKey) -> String {
    let labels = configuration.accessibilityLabels
    if key.isHidden { return labels.hiddenAnnouncement }
    switch key.state {
    case .collapsed:
      return labels.collapsedAnnouncement
    case .expanded:
      return labels.expandedAnnouncement
    case .intermediate, .dragging:
      guard let index = key.detentIndex else { return labels.betweenDetentsAnnouncement }
      return PullUpAccessibilityLabels.fill(labels.detentAnnouncement, index: index, count: key.detentCount)
    }
  }
}
