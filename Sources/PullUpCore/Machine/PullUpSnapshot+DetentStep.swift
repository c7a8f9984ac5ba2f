extension PullUpSnapshot {
  /// The input that moves the sheet one detent up or down from the one it rests at, or from the detent
  /// nearest its resting height: what `PullUpInterpreter` gives for an arrow key or a wheel notch.
  ///
  /// - Parameter up: `true` for the next taller detent, `false` for the next shorter one.
  /// - Returns: `.setHeight` of that detent (the same detent at either end), or `nil` without detents.
  package func detentStep(up: Bool) -> PullUpInput? {
    guard let current = nearestDetentIndex else { return nil }
    let next = up ? Swift.min(current + 1, detents.count - 1) : Swift.max(current - 1, 0)
    return .setHeight(detents[next])
  }

  /// The index of the detent the sheet rests at, or of the one nearest its resting height; `nil` without
  /// detents.
  package var nearestDetentIndex: Int? {
    guard !detents.isEmpty else { return nil }
    return detentIndex ?? detents.indices.min {
      abs(detents[$0] - restingHeight) < abs(detents[$1] - restingHeight)
    } ?? 0
  }
}
