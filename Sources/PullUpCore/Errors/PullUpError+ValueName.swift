extension PullUpError {
  /// Every number PullUp checks, by name: what ``PullUpError/invalidInput(_:value:rule:)`` refused.
  ///
  /// Its `description` is the name in words, as the error's message says it: "drag translation".
  public enum ValueName: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Gestures and time.
    /// The `translation` of ``PullUpInput/dragChanged(translation:)``.
    case dragTranslation
    /// The `velocity` of ``PullUpInput/dragEnded(velocity:)``.
    case releaseVelocity
    /// The time an input or a frame happens at, in seconds.
    case time
    /// The frame rate of a controller's clock or a frame driver: from 1 to 1000 frames per second.
    case framesPerSecond

    // Requests.
    /// The height of ``PullUpInput/setHeight(_:animated:)``.
    case requestedHeight
    /// The index of ``PullUpInput/moveToDetent(_:animated:)``.
    case detentIndex

    // The world around the sheet.
    /// ``PullUpContainer``'s width.
    case containerWidth
    /// ``PullUpContainer``'s height.
    case containerHeight
    /// The container's top safe area inset.
    case safeAreaTop
    /// The container's bottom safe area inset.
    case safeAreaBottom
    /// The container's left safe area inset.
    case safeAreaLeft
    /// The container's right safe area inset.
    case safeAreaRight
    /// The content height of ``PullUpInput/setContentHeight(_:animated:)`` or of a new machine.
    case contentHeight
    /// The offset of ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
    case contentOffset
    /// The `maximum` of ``PullUpInput/scrollOffsetChanged(_:maximum:)``.
    case contentMaximumOffset
    /// The height of ``PullUpInput/keyboardChanged(height:animated:)``.
    case keyboardHeight

    // A saved state (``PullUpRestorationState``).
    /// ``PullUpRestorationState/detentCount``.
    case restoredDetentCount
    /// ``PullUpRestorationState/detentIndex``.
    case restoredDetentIndex
    /// ``PullUpRestorationState/fraction``.
    case restoredFraction
    /// ``PullUpRestorationState/height``.
    case restoredHeight

    // The configuration.
    /// The points of ``PullUpDetent/height(_:)``.
    case detentHeight
    /// The points of ``PullUpDetent/heightAboveSafeArea(_:)``.
    case detentHeightAboveSafeArea
    /// The fraction of ``PullUpDetent/fraction(_:)``.
    case detentFraction
    /// ``PullUpConfiguration/Shape/topMargin``.
    case topMargin
    /// ``PullUpConfiguration/Shape/hiddenMargin``.
    case hiddenMargin
    /// ``PullUpThresholdSnapping/threshold``.
    case snapThreshold
    /// A projected snap policy's deceleration rate, per millisecond.
    case decelerationRate
    /// ``PullUpProjectedSnapping/maximumDetentsPerFlick``.
    case maximumDetentsPerFlick
    /// ``PullUpProjectedSnapping/redirectionThreshold``.
    case redirectionThreshold
    /// ``PullUpDirectionalSnapping/snappingDistance``.
    case snappingDistance
    /// ``PullUpSpringParameters/response``, in seconds.
    case springResponse
    /// ``PullUpSpringParameters/dampingRatio``.
    case springDampingRatio
    /// The fraction of ``PullUpSpringParameters/InitialVelocity/relative(_:)``.
    case springRelativeInitialVelocity
    /// The limit of ``PullUpRubberBandCurve/tanh(limit:scale:)``.
    case rubberBandLimit
    /// The scale of ``PullUpRubberBandCurve/tanh(limit:scale:)``.
    case rubberBandScale
    /// The coefficient of ``PullUpRubberBandCurve/elastic(coefficient:)``.
    case rubberBandCoefficient
    /// ``PullUpConfiguration/Movement/velocityWindow``, in seconds.
    case velocityWindow
    /// The fraction of ``PullUpDimming/threshold(fraction:alpha:)``.
    case dimmingThreshold
    /// A dimming's alpha.
    case dimmingAlpha

    /// The name in words: "drag translation".
    public var description: String {
      switch self {
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
