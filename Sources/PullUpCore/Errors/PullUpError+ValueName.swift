extension PullUpError {
  /// Every number PullUp checks, by name: what ``PullUpError/invalidInput(_:value:rule:)`` refused.
  ///
  /// Its `description` is the name in words, as the error's message says it: "drag translation". A struct with
  /// static members, so that a value a later PullUp checks breaks no `switch`.
  public struct ValueName: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    private enum Base: CaseIterable {
      case dragTranslation, releaseVelocity, time, framesPerSecond, requestedHeight, detentIndex, containerWidth,
        containerHeight, safeAreaTop, safeAreaBottom, safeAreaLeft, safeAreaRight, contentHeight, contentOffset,
        contentMaximumOffset, keyboardHeight, restoredDetentCount, restoredDetentIndex, restoredFraction,
        restoredHeight, detentHeight, detentHeightAboveSafeArea, detentFraction, topMargin, hiddenMargin, snapThreshold,
        decelerationRate, maximumDetentsPerFlick, redirectionThreshold, snappingDistance, springResponse,
        springDampingRatio, springRelativeInitialVelocity, rubberBandLimit, rubberBandScale, rubberBandCoefficient,
        velocityWindow, dimmingThreshold, dimmingAlpha
    }
    private let base: Base

    private init(_ base: Base) {
      self.base = base
    }

    // Gestures and time.
    /// The `translation` of ``PullUpInput/dragChanged(translation:)``.
    public static let dragTranslation = ValueName(.dragTranslation)
    /// The `velocity` of ``PullUpInput/dragEnded(velocity:)``.
    public static let releaseVelocity = ValueName(.releaseVelocity)
    /// The time an input or a frame happens at, in seconds.
    public static let time = ValueName(.time)
    /// The frame rate of a controller's clock or a frame driver: from 1 to 1000 frames per second.
    public static let framesPerSecond = ValueName(.framesPerSecond)

    // Requests.
    /// The height of ``PullUpInput/setHeight(_:animated:)``.
    public static let requestedHeight = ValueName(.requestedHeight)
    /// The index of ``PullUpInput/moveToDetent(_:animated:)``.
    public static let detentIndex = ValueName(.detentIndex)

    // The world around the sheet.
    /// ``PullUpContainer``'s width.
    public static let containerWidth = ValueName(.containerWidth)
    /// ``PullUpContainer``'s height.
    public static let containerHeight = ValueName(.containerHeight)
    /// The container's top safe area inset.
    public static let safeAreaTop = ValueName(.safeAreaTop)
    /// The container's bottom safe area inset.
    public static let safeAreaBottom = ValueName(.safeAreaBottom)
    /// The container's left safe area inset.
    public static let safeAreaLeft = ValueName(.safeAreaLeft)
    /// The container's right safe area inset.
    public static let safeAreaRight = ValueName(.safeAreaRight)
    /// The content height of ``PullUpInput/setContentHeight(_:animated:)`` or of a new machine.
    public static let contentHeight = ValueName(.contentHeight)
    /// The offset of ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
    public static let contentOffset = ValueName(.contentOffset)
    /// The `maximum` of ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
    public static let contentMaximumOffset = ValueName(.contentMaximumOffset)
    /// The height of ``PullUpInput/keyboardChanged(height:animated:)``.
    public static let keyboardHeight = ValueName(.keyboardHeight)

    // A saved state (``PullUpRestorationState``).
    /// ``PullUpRestorationState/detentCount``.
    public static let restoredDetentCount = ValueName(.restoredDetentCount)
    /// ``PullUpRestorationState/detentIndex``.
    public static let restoredDetentIndex = ValueName(.restoredDetentIndex)
    /// ``PullUpRestorationState/fraction``.
    public static let restoredFraction = ValueName(.restoredFraction)
    /// ``PullUpRestorationState/height``.
    public static let restoredHeight = ValueName(.restoredHeight)

    // The configuration.
    /// The points of ``PullUpDetent/height(_:)``.
    public static let detentHeight = ValueName(.detentHeight)
    /// The points of ``PullUpDetent/heightAboveSafeArea(_:)``.
    public static let detentHeightAboveSafeArea = ValueName(.detentHeightAboveSafeArea)
    /// The fraction of ``PullUpDetent/fraction(_:)``.
    public static let detentFraction = ValueName(.detentFraction)
    /// ``PullUpConfiguration/Shape/topMargin``.
    public static let topMargin = ValueName(.topMargin)
    /// ``PullUpConfiguration/Shape/hiddenMargin``.
    public static let hiddenMargin = ValueName(.hiddenMargin)
    /// ``PullUpThresholdSnapping/threshold``.
    public static let snapThreshold = ValueName(.snapThreshold)
    /// A projected snap policy's deceleration rate, per millisecond.
    public static let decelerationRate = ValueName(.decelerationRate)
    /// ``PullUpProjectedSnapping/maximumDetentsPerFlick``.
    public static let maximumDetentsPerFlick = ValueName(.maximumDetentsPerFlick)
    /// ``PullUpProjectedSnapping/redirectionThreshold``.
    public static let redirectionThreshold = ValueName(.redirectionThreshold)
    /// ``PullUpDirectionalSnapping/snappingDistance``.
    public static let snappingDistance = ValueName(.snappingDistance)
    /// ``PullUpSpringParameters/response``, in seconds.
    public static let springResponse = ValueName(.springResponse)
    /// ``PullUpSpringParameters/dampingRatio``.
    public static let springDampingRatio = ValueName(.springDampingRatio)
    /// The fraction of ``PullUpSpringParameters/InitialVelocity/relative(_:)``.
    public static let springRelativeInitialVelocity = ValueName(.springRelativeInitialVelocity)
    /// The limit of ``PullUpRubberBandCurve/tanh(limit:scale:)``.
    public static let rubberBandLimit = ValueName(.rubberBandLimit)
    /// The scale of ``PullUpRubberBandCurve/tanh(limit:scale:)``.
    public static let rubberBandScale = ValueName(.rubberBandScale)
    /// The coefficient of ``PullUpRubberBandCurve/elastic(coefficient:)``.
    public static let rubberBandCoefficient = ValueName(.rubberBandCoefficient)
    /// ``PullUpConfiguration/Movement/velocityWindow``, in seconds.
    public static let velocityWindow = ValueName(.velocityWindow)
    /// The fraction of ``PullUpDimming/threshold(fraction:alpha:)``.
    public static let dimmingThreshold = ValueName(.dimmingThreshold)
    /// A dimming's alpha.
    public static let dimmingAlpha = ValueName(.dimmingAlpha)

    /// Every value PullUp checks.
    public static var allCases: [ValueName] { Base.allCases.map(ValueName.init) }

    /// The name in words: "drag translation".
    public var description: String {
      switch base {
      case .dragTranslation: return "drag translation"
      case .releaseVelocity: return "release velocity"
      case .time: return "time"
      case .framesPerSecond: return "frames per second"
      case .requestedHeight: return "requested height"
      case .detentIndex: return "detent index"
      case .containerWidth: return "container width"
      case .containerHeight: return "container height"
      case .safeAreaTop: return "safe area top"
      case .safeAreaBottom: return "safe area bottom"
      case .safeAreaLeft: return "safe area left"
      case .safeAreaRight: return "safe area right"
      case .contentHeight: return "content height"
      case .contentOffset: return "content offset"
      case .contentMaximumOffset: return "content maximum offset"
      case .keyboardHeight: return "keyboard height"
      case .restoredDetentCount: return "restored detent count"
      case .restoredDetentIndex: return "restored detent index"
      case .restoredFraction: return "restored fraction"
      case .restoredHeight: return "restored height"
      case .detentHeight: return "detent height"
      case .detentHeightAboveSafeArea: return "detent height above the safe area"
      case .detentFraction: return "detent fraction"
      case .topMargin: return "top margin"
      case .hiddenMargin: return "hidden margin"
      case .snapThreshold: return "snap threshold"
      case .decelerationRate: return "deceleration rate per millisecond"
      case .maximumDetentsPerFlick: return "maximum detents per flick"
      case .redirectionThreshold: return "redirection threshold"
      case .snappingDistance: return "snapping distance"
      case .springResponse: return "spring response in seconds"
      case .springDampingRatio: return "spring damping ratio"
      case .springRelativeInitialVelocity: return "spring relative initial velocity"
      case .rubberBandLimit: return "rubber band limit"
      case .rubberBandScale: return "rubber band scale"
      case .rubberBandCoefficient: return "rubber band coefficient"
      case .velocityWindow: return "velocity window"
      case .dimmingThreshold: return "dimming threshold"
      case .dimmingAlpha: return "dimming alpha"
      }
    }
  }
}
