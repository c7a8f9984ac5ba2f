extension PullUpMachine {
  /// Applies ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
  mutating func applyScrollOffsetChanged(_ offset: Double, maximum: Double?, at time: Double) throws(PullUpError)
    -> PullUpOutput
  {
    try PullUpError.requireFinite(offset, .contentOffset)
    if let maximum { try PullUpError.requireFinite(maximum, .contentMaximumOffset) }
    try accept(time: time)
    let limit = maximum.map { Swift.max($0, 0) }
    let clamped = Swift.min(Swift.max(offset, 0), limit ?? .infinity)
    guard clamped != contentOffset || limit != contentMaximumOffset else { return PullUpOutput() }
    contentOffset = clamped
    contentMaximumOffset = limit
    return PullUpOutput(action: .publish)
  }

  /// Shares a finger movement (`delta` points, positive up) between the sheet and the content, by the
  /// scroll policy:
  ///
  /// 1. A sheet stretched past an end by the rubber band relaxes first (moving up from below its lowest
  ///    position, down from above its highest).
  /// 2. Up: ``PullUpScrollPolicy/whenExpanded`` grows the sheet to the top of its range, then scrolls the
  ///    content to its maximum; ``PullUpScrollPolicy/always`` scrolls the content first. What is left
  ///    moves the sheet, past its end with the rubber band.
  /// 3. Down: the content scrolls back to its top, then the sheet follows.
  ///
  /// The sheet's share and the content's always add up to `delta`.
  mutating func share(_ delta: Double, of drag: inout Drag) {
    var rest = delta
    if rest > 0 {
      let relax = Swift.min(rest, Swift.max(0, drag.lower - drag.raw))
      drag.raw += relax
      rest -= relax
      if configuration.movement.scrollPolicy == .whenExpanded {
        let grow = Swift.min(rest, Swift.max(0, drag.upper - drag.raw))
        drag.raw += grow
        rest -= grow
      }
      let limit = contentMaximumOffset ?? .infinity
      let room = Swift.max(0, limit - contentOffset)
      let scroll = Swift.min(rest, room)
      // Landing exactly on the limit, not an ulp past it.
      contentOffset = scroll == room ? limit : contentOffset + scroll
      drag.raw += rest - scroll
    } else if rest < 0 {
      rest = -rest
      let relax = Swift.min(rest, Swift.max(0, drag.raw - drag.upper))
      drag.raw -= relax
      rest -= relax
      let scroll = Swift.min(rest, contentOffset)
      contentOffset -= scroll
      drag.raw -= rest - scroll
    }
  }
}
