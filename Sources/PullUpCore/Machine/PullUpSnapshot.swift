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
  /// How fast the sheet's height changes, in points per second: positive while it grows (the sheet moves
  /// up), the opposite sign of a pan recognizer's velocity.
  public var heightVelocity: Double
  /// The height the sheet rests at or is heading to (for a hidden sheet, the height it shows at).
  public var restingHeight: Double {
    willSet { keepAccessibility() }
  }
  /// Whether the sheet is hidden.
  public var isHidden: Bool {
    willSet { keepAccessibility() }
  }
  /// Whether gestures are locked.
  public var isLocked: Bool {
    willSet { keepAccessibility() }
  }
  /// The resolved detents, ascending.
  public var detents: [Double] {
    get { shared.detents }
    set { shared = Shared(detents: newValue, accessibility: .stored(accessibility)) }
  }
  /// The index in ``detents`` of the detent at ``restingHeight``, if it is one.
  public var detentIndex: Int?
  /// Where everything goes on screen.
  public var layout: PullUpLayout
  /// The scroll offset of the sheet's scrollable content, in points from its top (never negative). While
  /// a finger drags the content (``PullUpInput/dragBegan(inScrollableContent:)``), the machine moves
  /// it: apply it to your scroll view.
  public var contentOffset: Double
  /// Whether the sheet's scrollable content may scroll by itself now, by ``PullUpConfiguration/Movement/scrollPolicy``:
  /// always for ``PullUpScrollPolicy/always``, never for ``PullUpScrollPolicy/never``, and for
  /// ``PullUpScrollPolicy/whenExpanded`` while the sheet rests or is held at its highest detent, or while
  /// the content is scrolled.
  public var isContentScrollEnabled: Bool
  /// The software keyboard's height above the container's bottom edge, zero when it is gone.
  public var keyboardHeight: Double
  /// What assistive technologies need: actions, adjustable value, labels.
  ///
  /// A snapshot from a machine derives it when you read it (from ``restingHeight``, ``detents``,
  /// ``isHidden``, ``isLocked`` and the configuration's labels and flags), so that a frame that does not
  /// read it does not build it; it reads the same as a stored value, and changing one of those fields first
  /// keeps the description as it was.
  public var accessibility: PullUpAccessibility {
    get {
      switch shared.accessibility {
      case .stored(let description): return description
      case .derived(let source):
        return source.description(
          restingHeight: restingHeight, detents: shared.detents, isHidden: isHidden, isLocked: isLocked)
      }
    }
    set { shared = Shared(detents: shared.detents, accessibility: .stored(newValue)) }
  }

  /// The detents and the accessibility description (or what it is derived from), in one object that every
  /// snapshot of a machine shares until its detents or its configuration change: a snapshot retains one
  /// reference. Setting ``detents`` or ``accessibility`` gives the snapshot an object of its own.
  var shared: Shared

  final class Shared: Sendable {
    let detents: [Double]
    let accessibility: AccessibilityStorage

    init(detents: [Double], accessibility: AccessibilityStorage) {
      self.detents = detents
      self.accessibility = accessibility
    }
  }

  enum AccessibilityStorage: Sendable {
    case stored(PullUpAccessibility)
    case derived(PullUpAccessibility.Source)
  }

  /// Turns a derived description into a stored one, before a field it is derived from changes.
  private mutating func keepAccessibility() {
    if case .derived = shared.accessibility {
      shared = Shared(detents: shared.detents, accessibility: .stored(accessibility))
    }
  }

  /// Creates a snapshot: a machine's shares its detents and derives its accessibility description when read.
  init(
    time: Double, state: PullUpState, phase: PullUpPhase, height: Double, heightVelocity: Double,
    restingHeight: Double, isHidden: Bool, isLocked: Bool, detentIndex: Int?, layout: PullUpLayout,
    contentOffset: Double, isContentScrollEnabled: Bool, keyboardHeight: Double, shared: Shared
  ) {
    self.time = time
    self.state = state
    self.phase = phase
    self.height = height
    self.heightVelocity = heightVelocity
    self.restingHeight = restingHeight
    self.isHidden = isHidden
    self.isLocked = isLocked
    self.detentIndex = detentIndex
    self.layout = layout
    self.contentOffset = contentOffset
    self.isContentScrollEnabled = isContentScrollEnabled
    self.keyboardHeight = keyboardHeight
    self.shared = shared
  }
}

extension PullUpSnapshot {
  // Written out because the accessibility description may be stored or derived: two snapshots are equal
  // when every property reads the same, as synthesized equality compared them when it was stored.
  public static func == (lhs: PullUpSnapshot, rhs: PullUpSnapshot) -> Bool {
    lhs.time == rhs.time && lhs.state == rhs.state && lhs.phase == rhs.phase && lhs.height == rhs.height
      && lhs.heightVelocity == rhs.heightVelocity && lhs.restingHeight == rhs.restingHeight
      && lhs.isHidden == rhs.isHidden && lhs.isLocked == rhs.isLocked && lhs.detents == rhs.detents
      && lhs.detentIndex == rhs.detentIndex && lhs.layout == rhs.layout && lhs.contentOffset == rhs.contentOffset
      && lhs.isContentScrollEnabled == rhs.isContentScrollEnabled && lhs.keyboardHeight == rhs.keyboardHeight
      && lhs.accessibility == rhs.accessibility
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(state)
    hasher.combine(phase)
    hasher.combine(height)
    hasher.combine(heightVelocity)
    hasher.combine(restingHeight)
    hasher.combine(isHidden)
    hasher.combine(isLocked)
    hasher.combine(detents)
    hasher.combine(detentIndex)
    hasher.combine(layout)
    hasher.combine(contentOffset)
    hasher.combine(isContentScrollEnabled)
    hasher.combine(keyboardHeight)
    hasher.combine(accessibility)
  }
}
