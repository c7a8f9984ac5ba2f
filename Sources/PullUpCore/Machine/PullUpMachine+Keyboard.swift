extension PullUpMachine {
  /// Applies ``PullUpInput/keyboardChanged(height:animated:)``.
  mutating func applyKeyboardChanged(height: Double, animated: Bool, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try PullUpError.requireNonNegative(height, .keyboardHeight)
    try accept(time: time)
    let newHeight = Swift.min(height, container.size.height)
    guard newHeight != keyboardHeight else { return PullUpOutput() }
    let old = detents
    let appeared = keyboardHeight == 0
    keyboardHeight = newHeight
    let new = resolveDetents()
    let placed = keyboardPlacement(from: old, to: new, appeared: appeared)
    return adopt(new, placing: placed, animated: animated, cause: .keyboard)
  }

  /// Where the keyboard puts a resting or settling sheet, remembering where it was; `nil` for a sheet a
  /// finger holds, which the keyboard leaves alone.
  private mutating func keyboardPlacement(
    from old: PullUpResolvedDetents, to new: PullUpResolvedDetents, appeared: Bool
  ) -> Double? {
    let tolerance = PullUpState.heightTolerance
    let isFree: Bool
    switch phase {
    case .resting, .settling: isFree = true
    case .tracking, .awaitingTarget: isFree = false
    }
    let stillPlaced = keyboardReturn.map { abs($0.placedHeight - restingHeight) <= tolerance } ?? false
    if keyboardHeight == 0 {
      defer { keyboardReturn = nil }
      guard isFree else { return nil }
      if stillPlaced, let memory = keyboardReturn { return memory.position.height(in: new) }
      return placement(of: restingHeight, from: old, to: new, rising: false)
    }
    guard isFree else {
      if appeared { keyboardReturn = nil }
      return nil
    }
    let placed = placement(of: restingHeight, from: old, to: new, rising: appeared && !isHidden)
    if appeared, abs(placed - restingHeight) > tolerance {
      keyboardReturn = KeyboardReturn(position: PullUpDetentPosition(of: restingHeight, in: old), placedHeight: placed)
    } else if stillPlaced {
      keyboardReturn?.placedHeight = placed
    }
    return placed
  }

  /// Where a resting height goes from one set of detents to the next, by the keyboard policy. `rising`
  /// says whether the keyboard just appeared under a visible sheet, which it may move up.
  private func placement(
    of height: Double, from old: PullUpResolvedDetents, to new: PullUpResolvedDetents, rising: Bool
  ) -> Double {
    let tolerance = PullUpState.heightTolerance
    switch configuration.movement.keyboardPolicy {
    case .liftAboveKeyboard:
      return Self.map(height, from: old, to: new, behavior: .keepProportion)
    case .expandToLargest:
      return rising && height < new.maximum - tolerance ? new.maximum : new.clamp(height)
    case .temporaryDetent:
      let oldDetent = keyboardDetent(in: old)
      if let oldDetent, abs(height - oldDetent) <= tolerance {
        // The sheet rests at the keyboard's detent: it follows that detent, or the nearest once it is gone.
        return keyboardDetent(in: new) ?? new.heights[new.nearestIndex(to: height)]
      }
      if rising, let goal = keyboardDetent(in: new), height < goal - tolerance { return goal }
      return new.snapped(height)
    }
  }

  /// The keyboard's temporary detent among these detents, under ``PullUpKeyboardPolicy/temporaryDetent``
  /// while the keyboard is up: the lowest detent plus the lift, clamped to the available height (or the
  /// detent it merged into).
  func keyboardDetent(in detents: PullUpResolvedDetents) -> Double? {
    let context = detents.context
    guard configuration.movement.keyboardPolicy == .temporaryDetent, context.keyboardHeight > 0 else { return nil }
    let raw = Swift.min(detents.minimum + context.keyboardLift, context.availableHeight)
    return detents.heights[detents.nearestIndex(to: raw)]
  }
}
