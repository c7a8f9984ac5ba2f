extension PullUpSnapshot {
  /// The input that moves the sheet to the next detent above its resting height, or the next below it: what
  /// `PullUpInterpreter` gives for an arrow key or a wheel notch. A sheet resting between two detents steps
  /// to the nearer one in the direction asked, not past it.
  ///
  /// - Parameter up: `true` for the next taller detent, `false` for the next shorter one.
  /// - Returns: `.setHeight` of that detent, or `nil` when none lies that way.
  package func detentStep(up: Bool) -> PullUpInput? {
    let tolerance = PullUpState.heightTolerance
    let next = up ? detents.first { $0 > restingHeight + tolerance } : detents.last { $0 < restingHeight - tolerance }
    return next.map { .setHeight($0) }
  }

  /// The index of the lowest detent (`up` false) or the highest (`up` true), if the sheet does not rest there:
  /// what Home and End move to.
  package func endDetentIndex(up: Bool) -> Int? {
    guard let end = up ? detents.last : detents.first else { return nil }
    let tolerance = PullUpState.heightTolerance
    let away = up ? restingHeight < end - tolerance : restingHeight > end + tolerance
    return away ? (up ? detents.count - 1 : 0) : nil
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
