extension PullUpMachine {
  /// The rules that hold after every input, checked: an empty list means all hold.
  ///
  /// Tests and fuzzers call this after each step:
  /// - every number in the snapshot is finite;
  /// - the height lies within the range, widened by the rubber band's limit (and down to the hidden
  ///   position when hidden or hideable);
  /// - at rest, the sheet is at its resting height (or hidden), which lies within the range;
  /// - the reported state is the state derived from the phase and the resting height.
  package func invariantViolations() -> [String] {
    var violations: [String] = []
    let snapshot = self.snapshot
    let numbers =
      [
        snapshot.height, snapshot.heightVelocity, snapshot.restingHeight, snapshot.layout.dimmingAlpha,
        snapshot.layout.sheetFrame.y, snapshot.layout.sheetFrame.height,
        snapshot.layout.contentFrame.height, snapshot.layout.contentInsets.bottom,
        snapshot.layout.sheetInsets.bottom,
      ] + snapshot.detents
    if numbers.contains(where: { !$0.isFinite }) { violations.append("a number in the snapshot is not finite") }
    let dimension = container.size.height
    let band = configuration.movement.rubberBand
    let canHide = isHidden || configuration.movement.hidesByDragging || configuration.movement.dragsWhileHidden
    var lowest = Swift.min(detents.minimum, canHide ? hiddenHeight : detents.minimum, restingHeight)
    var highest = Swift.max(detents.maximum, restingHeight)
    // A drag that caught the sheet beyond a hard end widened that end to where it caught it.
    switch phase {
    case .tracking(let drag), .awaitingTarget(let drag, _):
      lowest = Swift.min(lowest, drag.lower)
      highest = Swift.max(highest, drag.upper)
    case .resting, .settling:
      break
    }
    let lower = lowest - band.bottom.limit(dimension: dimension) - PullUpState.heightTolerance
    var upper = highest + band.top.limit(dimension: dimension) + PullUpState.heightTolerance
    // An underdamped spring may overshoot its target; its amplitude never exceeds its start.
    var lowerBound = lower
    switch phase {
    case .settling(.spring(let spring), _):
      let amplitude = abs(spring.initialDisplacement) + abs(spring.initialHeightVelocity)
      upper = Swift.max(upper, spring.target + amplitude)
      lowerBound = Swift.min(lower, spring.target - amplitude)
    case .settling(.custom(let custom), _):
      // A custom motion may overshoot by up to its guard, the container's height.
      upper = Swift.max(upper, Swift.max(custom.move.start, custom.move.target) + custom.overshoot)
      lowerBound = Swift.min(lower, Swift.min(custom.move.start, custom.move.target) - custom.overshoot)
    default:
      break
    }
    if snapshot.height < lowerBound || snapshot.height > upper {
      violations.append("height \(snapshot.height) outside \(lower)...\(upper) while \(phaseKind.words)")
    }
    // Without clamping, a requested height may rest outside the range, within the container.
    let (restingLower, restingUpper) =
      configuration.movement.clampsRequestedHeights ? (detents.minimum, detents.maximum) : (0, dimension)
    if restingHeight < restingLower - PullUpState.heightTolerance
      || restingHeight > restingUpper + PullUpState.heightTolerance
    {
      violations.append("resting height \(restingHeight) outside \(restingLower)...\(restingUpper)")
    }
    if case .resting = phase {
      let expected = isHidden ? hiddenHeight : restingHeight
      if abs(snapshot.height - expected) > PullUpState.heightTolerance {
        violations.append("at rest the height \(snapshot.height) is not \(expected)")
      }
    }
    let derived = PullUpState.derive(phase: phaseKind, height: restingHeight, detents: detents)
    if derived != currentState {
      violations.append("state \(currentState) disagrees with the derived state \(derived)")
    }
    violations += beyondViolations(snapshot)
    return violations
  }

  /// The rules of scrolling, the keyboard, accessibility and reduced motion:
  /// - the content offset lies within `0...maximum`, and the maximum is finite and not negative;
  /// - the keyboard is finite, within `0...container height`; the keyboard remembers a sheet only while
  ///   it is up; lifted detents all lie at or above the lift (or the available height);
  /// - scrolling is always enabled under ``PullUpScrollPolicy/always`` and never under
  ///   ``PullUpScrollPolicy/never``;
  /// - a locked sheet offers no accessibility action; a hidden one at most `show`, a visible one never
  ///   `show`; `expand` only below the highest detent, `collapse` only above the lowest; each listed action
  ///   can be performed;
  /// - with reduced motion, a settle is the reduced-motion spring from rest and never passes its target.
  private func beyondViolations(_ snapshot: PullUpSnapshot) -> [String] {
    var violations: [String] = []
    let tolerance = PullUpState.heightTolerance
    if let maximum = contentMaximumOffset, !maximum.isFinite || maximum < 0 {
      violations.append("content maximum offset \(maximum) is not finite and non-negative")
    }
    if !contentOffset.isFinite || contentOffset < 0 || contentOffset > contentMaximumOffset ?? .infinity {
      violations.append("content offset \(contentOffset) outside 0...\(contentMaximumOffset ?? .infinity)")
    }
    if !keyboardHeight.isFinite || keyboardHeight < 0 || keyboardHeight > container.size.height {
      violations.append("keyboard height \(keyboardHeight) outside 0...\(container.size.height)")
    }
    if keyboardReturn != nil, keyboardHeight == 0 { violations.append("a keyboard memory without a keyboard") }
    if configuration.movement.keyboardPolicy == .liftAboveKeyboard, keyboardHeight > 0 {
      let floor = Swift.min(detents.context.keyboardLift, detents.context.availableHeight)
      if detents.minimum < floor - tolerance {
        violations.append("lifted detents \(detents.heights) below the lift \(floor)")
      }
    }
    switch configuration.movement.scrollPolicy {
    case .always where !snapshot.isContentScrollEnabled: violations.append("scrolling disabled under `always`")
    case .never where snapshot.isContentScrollEnabled: violations.append("scrolling enabled under `never`")
    default: break
    }
    violations += accessibilityViolations(snapshot.accessibility)
    if configuration.movement.reducesMotion, case .settling(.spring(let spring), _) = phase {
      if spring.parameters != .reducedMotion || spring.initialHeightVelocity != 0 {
        violations.append(
          "a settle with reduced motion uses \(spring.parameters), \(spring.initialHeightVelocity) pt/s")
      }
      let start = spring.target + spring.initialDisplacement
      let low = Swift.min(start, spring.target) - tolerance
      let high = Swift.max(start, spring.target) + tolerance
      if snapshot.height < low || snapshot.height > high {
        violations.append("a reduced-motion settle at \(snapshot.height) outside \(low)...\(high)")
      }
    }
    return violations
  }

  private func accessibilityViolations(_ accessibility: PullUpAccessibility) -> [String] {
    var violations: [String] = []
    let actions = accessibility.actions
    let tolerance = PullUpState.heightTolerance
    if isLocked, actions != [] || accessibility.increment != nil || accessibility.decrement != nil {
      violations.append("a locked sheet offers accessibility actions")
    }
    if isHidden, !actions.isSubset(of: .show) { violations.append("a hidden sheet offers \(actions)") }
    if !isHidden, actions.contains(.show) { violations.append("a visible sheet offers `show`") }
    if actions.contains(.expand), restingHeight >= detents.maximum - tolerance {
      violations.append("`expand` offered at the highest detent")
    }
    if actions.contains(.collapse), restingHeight <= detents.minimum + tolerance {
      violations.append("`collapse` offered at the lowest detent")
    }
    for action in PullUpAccessibilityAction.allCases where actions.contains(action) {
      if !accessibility.canPerform(action) { violations.append("`\(action)` listed but not performable") }
    }
    return violations
  }
}
