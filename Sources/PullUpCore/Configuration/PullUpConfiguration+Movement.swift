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
    /// ``PullUpSpringParameters/reducedMotion``, a critically damped transition without initial velocity
    /// (about 0.3 s, 0.25 s for 100 points and 0.33 s for 1,000), instead of ``motion``. The sheet still arrives where it would have gone: targets are
    /// decided exactly as without it.
    public var reducesMotion: Bool
    /// Whether a drag can hide the sheet (SplitSheet's hidden detent).
    ///
    /// It changes two things. The drag's free range reaches down to the hidden position (a height of
    /// `-hiddenMargin`: ``PullUpConfiguration/Shape/hiddenMargin`` below the container's bottom edge)
    /// instead of stopping at the lowest detent, so a finger pulls the sheet below the lowest detent without
    /// the rubber band. And every release's ``PullUpRelease/hiddenHeight`` is that height (otherwise `nil`),
    /// so the snap policy counts the hidden position as its lowest candidate; a policy that returns
    /// ``PullUpSnapDecision/Target/hidden`` hides the sheet.
    public var hidesByDragging: Bool
    /// Whether a hidden sheet can be dragged into view (SplitSheet's `swipeUpToShowAllowed`).
    public var dragsWhileHidden: Bool
    /// When a drag on the sheet's scrollable content scrolls the content and when it moves the sheet.
    public var scrollPolicy: PullUpScrollPolicy
    /// What the sheet does when the software keyboard appears.
    public var keyboardPolicy: PullUpKeyboardPolicy
    /// Where a resting sheet goes when the container or the bounds change.
    public var resizeBehavior: PullUpResizeBehavior
    /// Where a hidden sheet goes when it is shown: where it last rested (the default), or a given detent
    /// (SplitSheet's shown detent).
    public var showTarget: PullUpShowTarget
    /// Whether the settle after a release starts with the release's velocity, so that a flick carries the
    /// sheet on (the default); `false` starts it at rest, so that with free positioning a release leaves
    /// the sheet exactly where the finger let go (SwiftUI SplitView, whose drag end only stores the
    /// position). The snap policy sees the velocity either way.
    public var carriesReleaseVelocity: Bool
    /// Whether a height that code asks for (``PullUpInput/setHeight(_:animated:)``) or a target-height
    /// delegate answers is clamped into the sheet's range (the default). `false` keeps it, as ISHPullUp's
    /// `setBottomHeight` ("will not perform any sanity checks") and its target-height hook do: a height
    /// above the maximum rests there and reports `expanded`, one below the minimum `collapsed`. Either way
    /// a height stays within zero and the container's height, and a container or sizing change clamps it
    /// into the range again.
    public var clampsRequestedHeights: Bool

    /// Creates a movement; every parameter has PullUp's default.
    public init(
      snapPolicy: PullUpSnapPolicy = .projected(PullUpProjectedSnapping()),
      motion: PullUpMotionPolicy = .spring(PullUpSpringParameters(response: 0.45, dampingRatio: 0.86)),
      reducesMotion: Bool = false,
      rubberBand: PullUpRubberBand = .init(top: .scrollView, bottom: .scrollView),
      velocityWindow: Double = 0.1,
      hidesByDragging: Bool = false,
      dragsWhileHidden: Bool = false,
      scrollPolicy: PullUpScrollPolicy = .whenExpanded,
      keyboardPolicy: PullUpKeyboardPolicy = .liftAboveKeyboard,
      resizeBehavior: PullUpResizeBehavior = .keepProportion,
      showTarget: PullUpShowTarget = .lastRestingPlace,
      carriesReleaseVelocity: Bool = true,
      clampsRequestedHeights: Bool = true
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
      self.showTarget = showTarget
      self.carriesReleaseVelocity = carriesReleaseVelocity
      self.clampsRequestedHeights = clampsRequestedHeights
    }

    /// Checks the snap policy, the motion, the rubber band and the velocity window.
    ///
    /// - Throws: ``PullUpError`` naming the first value that cannot work.
    func validate() throws(PullUpError) {
      try snapPolicy.validate()
      try motion.validate()
      try rubberBand.top.validate()
      try rubberBand.bottom.validate()
      try PullUpError.requirePositive(velocityWindow, .velocityWindow)
    }
  }
}

extension PullUpConfiguration.Movement {
  private enum CodingKeys: String, CodingKey {
    case snapPolicy, motion, velocityWindow, rubberBand, reducesMotion, hidesByDragging, dragsWhileHidden
    case scrollPolicy, keyboardPolicy, resizeBehavior, showTarget, carriesReleaseVelocity, clampsRequestedHeights
  }

  /// Decodes a movement; `showTarget`, `carriesReleaseVelocity` and `clampsRequestedHeights`, added later,
  /// take their defaults when missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      snapPolicy: try container.decode(PullUpSnapPolicy.self, forKey: .snapPolicy),
      motion: try container.decode(PullUpMotionPolicy.self, forKey: .motion),
      reducesMotion: try container.decode(Bool.self, forKey: .reducesMotion),
      rubberBand: try container.decode(PullUpRubberBand.self, forKey: .rubberBand),
      velocityWindow: try container.decode(Double.self, forKey: .velocityWindow),
      hidesByDragging: try container.decode(Bool.self, forKey: .hidesByDragging),
      dragsWhileHidden: try container.decode(Bool.self, forKey: .dragsWhileHidden),
      scrollPolicy: try container.decode(PullUpScrollPolicy.self, forKey: .scrollPolicy),
      keyboardPolicy: try container.decode(PullUpKeyboardPolicy.self, forKey: .keyboardPolicy),
      resizeBehavior: try container.decode(PullUpResizeBehavior.self, forKey: .resizeBehavior),
      showTarget: try container.decodeIfPresent(PullUpShowTarget.self, forKey: .showTarget) ?? .lastRestingPlace,
      carriesReleaseVelocity: try container.decodeIfPresent(Bool.self, forKey: .carriesReleaseVelocity) ?? true,
      clampsRequestedHeights: try container.decodeIfPresent(Bool.self, forKey: .clampsRequestedHeights) ?? true)
  }
}
