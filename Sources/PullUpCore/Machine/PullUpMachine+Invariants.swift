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
        snapshot.height, snapshot.velocity, snapshot.restingHeight, snapshot.layout.dimmingAlpha,
        snapshot.layout.sheetFrame.y, snapshot.layout.sheetFrame.height,
        snapshot.layout.contentFrame.height, snapshot.layout.contentInsets.bottom,
        snapshot.layout.sheetInsets.bottom,
      ] + snapshot.detents
    if numbers.contains(where: { !$0.isFinite }) { violations.append("a number in the snapshot is not finite") }
    let dimension = container.size.height
    let band = configuration.rubberBand
    let canHide = isHidden || configuration.hidesByDragging || configuration.dragsWhileHidden
    var lowest = Swift.min(detents.minimum, canHide ? hiddenHeight : detents.minimum)
    var highest = detents.maximum
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
    if case .settling(let spring, _) = phase {
      let amplitude = abs(spring.initialDisplacement) + abs(spring.initialVelocity)
      upper = Swift.max(upper, spring.target + amplitude)
      lowerBound = Swift.min(lower, spring.target - amplitude)
    }
    if snapshot.height < lowerBound || snapshot.height > upper {
      violations.append("height \(snapshot.height) outside \(lower)...\(upper) while \(phaseName)")
    }
    if restingHeight < detents.minimum - PullUpState.heightTolerance
      || restingHeight > detents.maximum + PullUpState.heightTolerance
    {
      violations.append("resting height \(restingHeight) outside \(detents.minimum)...\(detents.maximum)")
    }
    if case .resting = phase {
      let expected = isHidden ? hiddenHeight : restingHeight
      if abs(snapshot.height - expected) > PullUpState.heightTolerance {
        violations.append("at rest the height \(snapshot.height) is not \(expected)")
      }
    }
    let derived = PullUpState.derive(phase: currentPhase, height: restingHeight, detents: detents)
    if derived != state { violations.append("state \(state) disagrees with the derived state \(derived)") }
    return violations
  }
}
