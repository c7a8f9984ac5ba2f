extension PullUpMachine {
  /// Everything about the sheet now, layout included.
  ///
  /// Computing a snapshot allocates nothing: the detents are shared, and the accessibility description,
  /// which a renderer does not need every frame, is derived only when read (from the snapshot's own fields,
  /// its labels and two of the movement's flags).
  public var snapshot: PullUpSnapshot { makeSnapshot() }

  /// ``snapshot``, read where the machine is stored. From a caller that holds the machine in a variable
  /// (an actor's property, a struct's), the getter is handed a copy of the whole machine (about 800 bytes);
  /// this `mutating` method is handed its address, and its inlined reads copy nothing. It changes nothing.
  package mutating func snapshotInPlace() -> PullUpSnapshot { makeSnapshot() }

  /// The snapshot. Inlined into both readers, with what it reads (``motion``, ``isContentScrollEnabled``):
  /// a call that took the machine as a whole would copy it in a `mutating` one.
  @inline(__always)
  private func makeSnapshot() -> PullUpSnapshot {
    let (height, velocity) = motion
    return PullUpSnapshot(
      time: latestTime,
      state: currentState,
      phase: phaseKind,
      height: height,
      heightVelocity: velocity,
      restingHeight: restingHeight,
      isHidden: isHidden,
      isLocked: isLocked,
      detentIndex: detents.index(at: restingHeight),
      layout: PullUpLayout(
        height: height, state: currentState, isHidden: isHidden, minimum: detents.minimum, maximum: detents.maximum,
        context: detents.context, mode: configuration.appearance.layoutMode, dimming: resolvedDimming,
        handle: configuration.appearance.handle, dragsWhileHidden: configuration.movement.dragsWhileHidden),
      contentOffset: contentOffset,
      isContentScrollEnabled: isContentScrollEnabled,
      keyboardHeight: keyboardHeight,
      shared: snapshotShared)
  }

  /// Whether the sheet's scrollable content may scroll by itself now (``PullUpSnapshot/isContentScrollEnabled``).
  package var isContentScrollEnabled: Bool {
    @inline(__always) get {
      switch configuration.movement.scrollPolicy {
      case .always:
        return true
      case .never:
        return false
      case .whenExpanded:
        if contentOffset > 0 { return true }
        guard !isHidden else { return false }
        switch phase {
        case .resting, .tracking: return currentHeight >= detents.maximum - PullUpState.heightTolerance
        case .awaitingTarget, .settling: return false
        }
      }
    }
  }

  /// What assistive technologies need now, by the rules of ``PullUpAccessibility``.
  package var accessibility: PullUpAccessibility {
    accessibilitySource.description(
      restingHeight: restingHeight, detents: detents.heights, isHidden: isHidden, isLocked: isLocked)
  }

  /// What the accessibility description needs besides the snapshot's own fields.
  var accessibilitySource: PullUpAccessibility.Source {
    Self.accessibilitySource(labels: accessibilityLabels, movement: configuration.movement)
  }

  static func accessibilitySource(labels: PullUpAccessibilityLabelsBox, movement: PullUpConfiguration.Movement)
    -> PullUpAccessibility.Source
  {
    PullUpAccessibility.Source(
      labelsBox: labels, dragsWhileHidden: movement.dragsWhileHidden, hidesByDragging: movement.hidesByDragging)
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
