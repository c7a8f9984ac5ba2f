/// Which way the sheet's grabber points, as ISHPullUpHandleView draws it.
public enum PullUpHandleState: String, Sendable, Hashable, Codable, CaseIterable {
  /// An arrow pointing up: the sheet can grow (collapsed).
  case up
  /// A flat bar: moving or in between.
  case neutral
  /// An arrow pointing down: the sheet can shrink (expanded).
  case down

  /// The handle for a state: collapsed points up, expanded points down, anything else is flat.
  package init(_ state: PullUpState) {
    switch state {
    case .collapsed: self = .up
    case .expanded: self = .down
    case .dragging, .intermediate: self = .neutral
    }
  }
}

/// Where everything goes on screen for one sheet height: what a renderer applies, nothing to decide.
///
/// Frames are in the container's coordinates (origin top-left, y down). The rules, with `H` the
/// container height, `p` the sheet's height on screen, `min`/`max` the lowest and highest detents:
/// - The sheet's top edge is at `H − p` in every mode; a hidden sheet's `p` is minus the hidden margin.
/// - `shift`, `displace` and `overlay`: the sheet is `max(max, p)` tall, the excess below the container.
///   `resize`: it is `p` tall.
/// - The content fills the container, except in `displace`, where its height is `H − min(p, H)`.
/// - Content inset (bottom): `max(p, min)` less the bottom safe area in `shift` and `overlay`, `p` less
///   it in `resize`, zero in `displace`; never negative, and zero while hidden.
/// - Sheet inset (bottom, `shift` only): `max − max(p, min)`, the part of the sheet below the container;
///   never negative.
/// - Dimming: zero while hidden; otherwise by ``PullUpDimming``. The dimming frame is the content above
///   the sheet.
/// - Handle: from the state, by the appearance's ``PullUpHandleStyle``: for ``PullUpHandleStyle/arrow``, up
///   while collapsed, down while expanded, flat otherwise; always flat for ``PullUpHandleStyle/bar``; `nil`
///   for ``PullUpHandleStyle/hidden``.
/// - Keyboard (`k`, from ``PullUpDetentContext/keyboardHeight``): its frame is the bottom `k` points of the
///   container. The content inset is at least what the keyboard covers of the content — `k` less the
///   bottom safe area, or in `displace` the part above the sheet, `k − p` — even while hidden. The sheet
///   inset grows by what it covers of the visible sheet, `min(k, p)`, so that a scroll view in the sheet
///   can bring its last rows above the keyboard.
public struct PullUpLayout: Sendable, Hashable {
  /// The container's size.
  public var containerSize: PullUpSize
  /// The content's frame.
  public var contentFrame: PullUpRect
  /// The sheet's frame.
  public var sheetFrame: PullUpRect
  /// The part of the content the dimming layer covers.
  public var dimmingFrame: PullUpRect
  /// The dimming layer's opacity, 0 when not dimmed.
  public var dimmingAlpha: Double
  /// Whether the sheet is modal now: exactly while the dimming dims (``dimmingAlpha`` above zero, never while
  /// hidden). The content behind a modal sheet is inert: the dimming, over ``dimmingFrame``, takes every press
  /// there, its tap is `PullUpInput.dimmingTapped` (which collapses an unlocked sheet), and nothing reaches
  /// the content under it; assistive technologies read the sheet alone (UIKit's `accessibilityViewIsModal`),
  /// and the keyboard's focus stays out of the content. The one answer every front end reads, as
  /// AdwBottomSheet's dimming takes the pointer while its sheet is open and modal.
  public var isModal: Bool { dimmingAlpha > 0 }
  /// The insets to give the content so that nothing it shows hides under the sheet.
  public var contentInsets: PullUpInsets
  /// The insets to give a scroll view in the sheet, for the part of the sheet below the container.
  public var sheetInsets: PullUpInsets
  /// Which way the grabber points; `nil` when the appearance has no handle (``PullUpHandleStyle/hidden``).
  public var handle: PullUpHandleState?
  /// The software keyboard's frame; zero height when there is none.
  public var keyboardFrame: PullUpRect
  /// How far above the container's bottom edge a press takes a hidden sheet that a drag may show
  /// (``PullUpConfiguration/Movement/dragsWhileHidden``), in points: 32 (as libadwaita's edge swipe area) plus the safe area's
  /// bottom inset. Zero while the sheet is shown, or when a drag may not show it.
  public var hiddenGrabHeight: Double

  /// The height of a hidden sheet's grab strip above the safe area, in points (libadwaita's edge swipe
  /// area is 32 px too).
  package static let hiddenGrabStrip = 32.0

  /// Lays out a sheet, by the rules in the type's discussion.
  ///
  /// - Parameters:
  ///   - height: The sheet's height on screen.
  ///   - state: The sheet's state, for the handle.
  ///   - isHidden: Whether the sheet is hidden.
  ///   - detents: The resolved detents (their context gives the container and the safe area).
  ///   - appearance: How the sheet and the content share the container, the dimming and the handle.
  ///   - dragsWhileHidden: Whether a drag may show the sheet while it is hidden.
  package init(
    height: Double,
    state: PullUpState,
    isHidden: Bool,
    detents: PullUpResolvedDetents,
    appearance: PullUpConfiguration.Appearance,
    dragsWhileHidden: Bool = false
  ) {
    self.init(
      height: height, state: state, isHidden: isHidden, minimum: detents.minimum, maximum: detents.maximum,
      context: detents.context, mode: appearance.layoutMode, dimming: ResolvedDimming(appearance.dimming, in: detents),
      handle: appearance.handle, dragsWhileHidden: dragsWhileHidden)
  }

  /// Lays out a sheet from the appearance's parts, which the machine passes without copying its appearance,
  /// with the dimming's detents resolved once for the detents (the machine keeps them with its detents).
  /// It takes the detents' bounds and context, not the detents: passed the detents, it made every snapshot
  /// copy them once more (retaining and releasing their heights).
  init(
    height: Double, state: PullUpState, isHidden: Bool, minimum: Double, maximum: Double,
    context: PullUpDetentContext, mode: PullUpLayoutMode, dimming: ResolvedDimming, handle style: PullUpHandleStyle,
    dragsWhileHidden: Bool
  ) {
    let width = context.containerSize.width
    let containerHeight = context.containerSize.height
    let clamped = Swift.max(height, minimum)
    let safeBottom = context.safeArea.bottom
    let sheetTop = containerHeight - height

    containerSize = context.containerSize
    handle = style.handle(for: state)
    contentFrame = PullUpRect(x: 0, y: 0, width: width, height: containerHeight)
    sheetFrame = PullUpRect(x: 0, y: sheetTop, width: width, height: Swift.max(maximum, height))
    contentInsets = .zero
    sheetInsets = .zero
    switch mode {
    case .shift:
      contentInsets.bottom = clamped - safeBottom
      sheetInsets.bottom = maximum - clamped
    case .resize:
      sheetFrame.height = Swift.max(height, 0)
      contentInsets.bottom = height - safeBottom
    case .displace:
      contentFrame.height = containerHeight - Swift.min(height, containerHeight)
    case .overlay:
      contentInsets.bottom = clamped - safeBottom
    }
    contentInsets.bottom = isHidden ? 0 : Swift.max(0, contentInsets.bottom)
    sheetInsets.bottom = Swift.max(0, sheetInsets.bottom)
    let keyboard = context.keyboardHeight
    keyboardFrame = PullUpRect(x: 0, y: containerHeight - keyboard, width: width, height: keyboard)
    if keyboard > 0 {
      let covered = mode == .displace ? keyboard - Swift.max(height, 0) : keyboard - safeBottom
      contentInsets.bottom = Swift.max(contentInsets.bottom, covered)
      sheetInsets.bottom += Swift.max(0, Swift.min(keyboard, height))
    }
    dimmingFrame = PullUpRect(x: 0, y: 0, width: width, height: Swift.max(0, Swift.min(sheetTop, containerHeight)))
    dimmingAlpha =
      isHidden ? 0 : Self.dimmingAlpha(height: height, minimum: minimum, maximum: maximum, dimming: dimming)
    hiddenGrabHeight = isHidden && dragsWhileHidden ? Self.hiddenGrabStrip + Swift.max(0, safeBottom) : 0
  }

  static func dimmingAlpha(height: Double, detents: PullUpResolvedDetents, dimming: PullUpDimming) -> Double {
    dimmingAlpha(
      height: height, minimum: detents.minimum, maximum: detents.maximum, dimming: ResolvedDimming(dimming, in: detents)
    )
  }

  /// A ``PullUpDimming`` with the heights of its detents resolved in the detents' context.
  enum ResolvedDimming: Sendable, Hashable {
    case none
    case threshold(fraction: Double, alpha: Double)
    case progressive(start: Double, end: Double, maximumAlpha: Double)

    init(_ dimming: PullUpDimming, in detents: PullUpResolvedDetents) {
      switch dimming {
      case .none:
        self = .none
      case .threshold(let fraction, let alpha):
        self = .threshold(fraction: fraction, alpha: alpha)
      case .progressive(let from, let to, let maximumAlpha):
        self = .progressive(
          start: from.height(in: detents.context), end: to.height(in: detents.context), maximumAlpha: maximumAlpha)
      }
    }
  }

  static func dimmingAlpha(height: Double, minimum: Double, maximum: Double, dimming: ResolvedDimming) -> Double {
    switch dimming {
    case .none:
      return 0
    case .threshold(let fraction, let alpha):
      let range = maximum - minimum
      guard range > 0 else { return 0 }
      return height - minimum >= fraction * range ? alpha : 0
    case .progressive(let start, let end, let maximumAlpha):
      guard start.isFinite, end.isFinite else { return 0 }
      guard end > start else { return height >= end ? maximumAlpha : 0 }
      let progress = Swift.min(Swift.max((height - start) / (end - start), 0), 1)
      return maximumAlpha * progress
    }
  }
}
