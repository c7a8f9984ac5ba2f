import PullUpCore

// MARK: - Keys and focus

extension PullUpKey {
  /// Whether the key is the sheet's with the keyboard focus in `region`: the one rule of which keys act
  /// where, which every front end follows (rule 5 of ``PullUpInterpreter``).
  ///
  /// The handle follows ARIA's slider pattern, which gives the value keys to the focused slider only: the
  /// arrows, Page Up and Down, Home, End and activate are the sheet's only with the focus on the handle or a
  /// split view's divider, so that a focused row, button or list in the sheet keeps them for the toolkit's
  /// focus navigation and its own bindings. Escape is the sheet's anywhere in it (the handle, the divider,
  /// the body, its content, a child), as AdwBottomSheet binds it; neither is the sheet's from the content
  /// behind it or from outside.
  ///
  /// | key                                                           | `handle`, `divider` | `body`, `scrollableContent`, `child` | `dimming`, `outside` |
  /// |---------------------------------------------------------------|---------------------|--------------------------------------|----------------------|
  /// | `escape`                                                      | yes                 | yes                                  | no                   |
  /// | `up`, `down`, `pageUp`, `pageDown`, `home`, `end`, `activate` | yes                 | no                                   | no                   |
  ///
  /// - Parameter region: Where the focus is, as the front end found it.
  /// - Returns: Whether the interpreter may act on the key; otherwise it yields it.
  package func isTheSheets(withFocusOn region: PullUpRegion) -> Bool {
    switch (self, region) {
    case (_, .dimming), (_, .outside): return false
    case (.escape, _): return true
    case (_, .handle), (_, .divider): return true
    case (_, .body), (_, .scrollableContent), (_, .child): return false
    }
  }
}

extension PullUpInterpreter {
  /// What a key does, by the rule in the type's discussion. A key that is not the sheet's where the focus is
  /// (`PullUpKey.isTheSheets(withFocusOn:)`) is yielded, so the toolkit's focus navigation and the focused
  /// widget get it. A locked or hidden sheet's keys do nothing, nor do keys while a press or a surface scroll
  /// is followed, and a key that would leave the sheet where it is is yielded, so the app's own bindings
  /// still run.
  mutating func pressed(_ key: PullUpKey, region: PullUpRegion, snapshot: PullUpSnapshot) -> PullUpInterpretation {
    let ignored = PullUpInterpretation(verdict: .yielded, reason: .keyIgnored(key))
    guard key.isTheSheets(withFocusOn: region), !isFollowingGesture, !snapshot.isLocked, !snapshot.isHidden,
      !snapshot.detents.isEmpty
    else {
      return ignored
    }
    let input: PullUpInput?
    switch key {
    case .escape:
      if snapshot.restingHeight > snapshot.detents[0] + PullUpState.heightTolerance {
        input = .setState(.collapsed)
      } else {
        input = snapshot.accessibility.actions.contains(.hide) ? .setHidden(true) : nil
      }
    // From the resting height, not the nearest detent's index: a sheet resting between two detents steps to
    // the next one the key's way.
    case .up, .pageUp:
      input = snapshot.detentStep(up: true)
    case .down, .pageDown:
      input = snapshot.detentStep(up: false)
    case .home:
      input = snapshot.endDetentIndex(up: false).map { .moveToDetent($0) }
    case .end:
      input = snapshot.endDetentIndex(up: true).map { .moveToDetent($0) }
    case .activate:
      input = region == .handle ? handleTapInputs(snapshot: snapshot).first : nil
    }
    guard let input else { return ignored }
    return PullUpInterpretation(inputs: [input], verdict: .claimed, reason: .key(key))
  }

  /// Focus moving to a widget `top...bottom` points below the sheet's top edge: a sheet that does not show
  /// its bottom edge rises to the lowest detent that does (the highest, if none does).
  func focused(top: Double, bottom: Double, snapshot: PullUpSnapshot) -> PullUpInterpretation {
    let visible = Self.visibleHeight(of: snapshot)
    let ignored = PullUpInterpretation(verdict: .yielded, reason: .focusVisible)
    guard !isFollowingGesture, !snapshot.isHidden, !snapshot.detents.isEmpty,
      Swift.max(top, bottom) > visible + PullUpState.heightTolerance
    else { return ignored }
    // The visible part grows as the sheet rises, point for point.
    let needed = snapshot.height + Swift.max(top, bottom) - visible
    let detents = snapshot.detents
    let index = detents.firstIndex { $0 >= needed - PullUpState.heightTolerance } ?? detents.count - 1
    guard detents[index] > snapshot.height + PullUpState.heightTolerance else { return ignored }
    return PullUpInterpretation(
      inputs: [.moveToDetent(index)], verdict: .claimed, reason: .focusRaises(detent: index))
  }

  /// How much of the sheet is on screen, in points below its top edge: what lies between the sheet's top
  /// edge and the first of the container's bottom edge, the sheet's own bottom edge and the keyboard's top
  /// edge. Content below it is off screen or cut off by the sheet's height; a front end keeps focus out of
  /// it. Zero for a hidden sheet.
  ///
  /// - Parameter snapshot: The sheet as it is on screen.
  /// - Returns: The height in points, never negative.
  public static func visibleHeight(of snapshot: PullUpSnapshot) -> Double {
    guard !snapshot.isHidden else { return 0 }
    let layout = snapshot.layout
    var bottom = Swift.min(layout.containerSize.height, layout.sheetFrame.y + layout.sheetFrame.height)
    if layout.keyboardFrame.height > 0 { bottom = Swift.min(bottom, layout.keyboardFrame.y) }
    let visible = bottom - layout.sheetFrame.y
    return visible.isFinite ? Swift.max(0, visible) : 0
  }
}
