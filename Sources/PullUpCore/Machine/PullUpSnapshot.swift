/// Everything a renderer or an observer needs about a sheet at one instant.
public struct PullUpSnapshot: Sendable, Hashable {
  /// The machine's time, in seconds.
  public var time: Double
  /// The state.
  public var state: PullUpState
  /// What moves the sheet.
  public var phase: PullUpPhase
  /// The sheet's height on screen, in points above the container's bottom edge (negative while hidden).
  public var height: Double
  /// The sheet's velocity in points per second, positive up.
  public var velocity: Double
  /// The height the sheet rests at or is heading to (for a hidden sheet, the height it shows at).
  public var restingHeight: Double
  /// Whether the sheet is hidden.
  public var isHidden: Bool
  /// Whether gestures are locked.
  public var isLocked: Bool
  /// The resolved detents, ascending.
  public var detents: [Double]
  /// The index in ``detents`` of the detent at ``restingHeight``, if it is one.
  public var detentIndex: Int?
  /// Where everything goes on screen.
  public var layout: PullUpLayout

  /// Creates a snapshot.
  public init(
    time: Double, state: PullUpState, phase: PullUpPhase, height: Double, velocity: Double, restingHeight: Double,
    isHidden: Bool, isLocked: Bool, detents: [Double], detentIndex: Int?, layout: PullUpLayout
  ) {
    self.time = time
    self.state = state
    self.phase = phase
    self.height = height
    self.velocity = velocity
    self.restingHeight = restingHeight
    self.isHidden = isHidden
    self.isLocked = isLocked
    self.detents = detents
    self.detentIndex = detentIndex
    self.layout = layout
  }
}
