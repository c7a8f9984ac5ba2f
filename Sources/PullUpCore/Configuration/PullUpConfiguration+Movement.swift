extension PullUpConfiguration {
  /// How the sheet moves: where a released sheet goes, how it gets there, how it resists at its ends, and
  /// what gestures, scrolling, the keyboard and container changes do to it.
  public struct Movement: Sendable, Hashable, Codable {
    /// Where a released sheet goes.
    public var snapPolicy: PullUpSnapPolicy
    /// How the sheet moves to a target: a spring (``PullUpMotionPolicy/spring(_:)``) or your own
    /// ``PullUpMotion``.
    public var motion: PullUpMotionPolicy
    /// How far back, in seconds, the velocity estimator looks; greater than zero.
    public var velocityWindow: Double
    /// How the sheet resists being pulled past its ends.
    public var rubberBand: PullUpRubberBand
    /// Whether motion is reduced (the system's Reduce Motion setting): every settle uses
    /// ``PullUpSpringParameters/reducedMotion``, a short critically damped transition without initial
    /// velocity, instead of ``motion``. The sheet still arrives where it would have gone: targets are
    /// decided exactly as without it.
    public var reducesMotion: Bool
    /// Whether a drag can hide the sheet (SplitSheet's hidden detent).
    public var hidesByDragging: Bool
    /// Whether a hidden sheet can be dragged into view (SplitSheet's `swipeUpToShowAllowed`).
    public var dragsWhileHidden: Bool
    /// When a drag on the sheet's scrollable content scrolls the content and when it moves the sheet.
    public var scrollPolicy: PullUpScrollPolicy
    /// What the sheet does when the software keyboard appears.
    public var keyboardPolicy: PullUpKeyboardPolicy
    /// Where a resting sheet goes when the container or the bounds change.
    public var resizeBehavior: PullUpResizeBehavior

    /// Creates a movement; every parameter has PullUp's default.
    public init(
      snapPolicy: PullUpSnapPolicy = .projected,
      motion: PullUpMotionPolicy = .default,
      reducesMotion: Bool = false,
      rubberBand: PullUpRubberBand = .init(top: .scrollView, bottom: .scrollView),
      velocityWindow: Double = 0.1,
      hidesByDragging: Bool = false,
      dragsWhileHidden: Bool = false,
      scrollPolicy: PullUpScrollPolicy = .whenExpanded,
      keyboardPolicy: PullUpKeyboardPolicy = .liftAboveKeyboard,
      resizeBehavior: PullUpResizeBehavior = .keepProportion
    ) {
      self.snapPolicy = snapPolicy
      self.motion = motion
      self.reducesMotion = reducesMotion
      self.rubberBand = rubberBand
      self.velocityWindow = velocityWindow
      self.hidesByDragging = hidesByDragging
      self.dragsWhileHidden = dragsWhileHidden
      self.scrollPolicy = scrollPolicy
      self.keyboardPolicy = keyboardPolicy
      self.resizeBehavior = resizeBehavior
    }

    /// Checks the snap policy, the motion, the rubber band and the velocity window.
    ///
    /// - Throws: ``PullUpError`` naming the first value that cannot work.
    public func validate() throws(PullUpError) {
      try snapPolicy.validate()
      try motion.validate()
      try rubberBand.top.validate()
      try rubberBand.bottom.validate()
      try PullUpError.requirePositive(velocityWindow, .velocityWindow)
    }
  }
}
