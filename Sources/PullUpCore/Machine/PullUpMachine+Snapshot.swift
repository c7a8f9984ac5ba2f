extension PullUpMachine {
  /// Everything about the sheet now, layout included.
  ///
  /// Computing a snapshot allocates nothing: the detents are shared, and the accessibility description
  /// holds a one-byte set of actions (its value string is built only when read).
  public var snapshot: PullUpSnapshot {
    let (height, velocity) = motion
    return PullUpSnapshot(
      time: time,
      state: state,
      phase: currentPhase,
      height: height,
      heightVelocity: velocity,
      restingHeight: restingHeight,
      isHidden: isHidden,
      isLocked: isLocked,
      detents: detents.heights,
      detentIndex: detents.index(at: restingHeight),
      layout: PullUpLayout(
        height: height, state: state, isHidden: isHidden, detents: detents,
        mode: configuration.appearance.layoutMode, dimming: configuration.appearance.dimming,
        handle: configuration.appearance.handle),
      contentOffset: contentOffset,
      isContentScrollEnabled: isContentScrollEnabled,
      keyboardHeight: keyboardHeight,
      accessibility: accessibility)
  }

  /// Whether the sheet's scrollable content may scroll by itself now (``PullUpSnapshot/isContentScrollEnabled``).
  package var isContentScrollEnabled: Bool {
    switch configuration.movement.scrollPolicy {
    case .always:
      return true
    case .never:
      return false
    case .whenExpanded:
      if contentOffset > 0 { return true }
      guard !isHidden else { return false }
      switch phase {
      case .resting, .tracking: return height >= detents.maximum - PullUpState.heightTolerance
      case .awaitingTarget, .settling: return false
      }
    }
  }

  /// What assistive technologies need now, by the rules of ``PullUpAccessibility``.
  package var accessibility: PullUpAccessibility {
    let position = PullUpDetentPosition(of: restingHeight, in: detents)
    var description = PullUpAccessibility(
      actions: [], detentIndex: position.index, detentCount: detents.count,
      isBetweenDetents: position.fraction > 0, isHidden: isHidden, labelsBox: accessibilityLabels)
    guard !isLocked else { return description }
    if isHidden {
      if configuration.movement.dragsWhileHidden {
        description.actions = .show
        description.increment = .show
      }
      return description
    }
    let tolerance = PullUpState.heightTolerance
    let larger = nextDetent(above: restingHeight)
    let smaller = nextDetent(below: restingHeight)
    var actions: PullUpAccessibilityActions = []
    if restingHeight < detents.maximum - tolerance { actions.insert(.expand) }
    if restingHeight > detents.minimum + tolerance { actions.insert(.collapse) }
    if let larger, larger < detents.maximum - tolerance { actions.insert(.nextDetent) }
    if let smaller, smaller > detents.minimum + tolerance { actions.insert(.previousDetent) }
    if configuration.movement.hidesByDragging { actions.insert(.hide) }
    description.actions = actions
    description.increment = larger == nil ? nil : .nextDetent
    description.decrement = smaller != nil ? .previousDetent : configuration.movement.hidesByDragging ? .hide : nil
    return description
  }

  /// The lowest detent above a height, if any.
  func nextDetent(above height: Double) -> Double? {
    detents.heights.first { $0 > height + PullUpState.heightTolerance }
  }

  /// The highest detent below a height, if any.
  func nextDetent(below height: Double) -> Double? {
    detents.heights.last { $0 < height - PullUpState.heightTolerance }
  }
}
