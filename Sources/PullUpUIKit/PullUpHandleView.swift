#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// The sheet's handle (ISHPullUp's `ISHPullUpHandleView`): an arrow pointing up while the sheet is
  /// collapsed and down while it is expanded, flat in between, or a flat bar, as the configuration's handle
  /// style gives it (`PullUpLayout.handle`); a split view's divider in a ``PullUpSplitViewController``. Drawn
  /// in grey (`UIColor.tertiaryLabel`), as ISHPullUp's handle and UIKit's grabber are.
  ///
  /// It is the sheet's accessibility element, adjustable as a slider is: its value is the snapshot's
  /// `PullUpAccessibility.value` ("Detent 1 of 3"), VoiceOver's swipe up and down move the sheet a detent
  /// (`accessibilityIncrement()`, `accessibilityDecrement()`), its custom actions are the actions that apply
  /// now (expand, collapse, hide, …), a double tap does what a tap on the handle does
  /// (``PullUpViewController/handleTap``), and the escape gesture collapses the sheet as Escape does. Set its
  /// `accessibilityLabel` to name the sheet ("Sheet" unless set).
  @MainActor
  public final class PullUpHandleView: UIView {
    /// The direction drawn now (`PullUpLayout.handle`), `nil` when the configuration hides the handle.
    public internal(set) var handleState: PullUpHandleState? {
      didSet { if handleState != oldValue { setNeedsDisplay() } }
    }

    /// Whether it draws a split view's divider.
    var isDivider = false {
      didSet { setNeedsDisplay() }
    }
    /// The view controller whose sheet it is.
    weak var owner: PullUpViewController?
    /// The accessibility element last applied.
    private var element: AccessibilityElement?

    override public init(frame: CGRect) {
      super.init(frame: frame)
      isOpaque = false
      backgroundColor = .clear
      isAccessibilityElement = true
      accessibilityLabel = "Sheet"
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isOpaque = false
      isAccessibilityElement = true
      accessibilityLabel = accessibilityLabel ?? "Sheet"
    }

    /// The handle takes the keyboard focus (Tab reaches it where the system's keyboard focus runs): the
    /// sheet's value keys act while it has it (↑, ↓, Page Up, Page Down, Home, End, and Return and space:
    /// activate), and Escape wherever the focus is in the sheet.
    override public var canBecomeFocused: Bool { true }

    /// The name the sheet's accessibility element has.
    var sheetLabel: String { accessibilityLabel ?? "Sheet" }

    override public func layoutSubviews() {
      super.layoutSubviews()
      setNeedsDisplay()
    }

    /// The handle's color: grey, as ISHPullUp's handle and UIKit's grabber are, in light and dark mode alike, and
    /// not the tint (which an alert dims, and which is blue by default).
    static let color = UIColor.tertiaryLabel

    override public func draw(_ rect: CGRect) {
      let bounds = self.bounds
      let middle = CGPoint(x: bounds.midX, y: bounds.midY)
      if isDivider {
        UIColor.separator.setFill()
        UIBezierPath(rect: bounds).fill()
        Self.color.setFill()
        UIBezierPath(roundedRect: CGRect(x: middle.x - 18, y: middle.y - 2.5, width: 36, height: 5), cornerRadius: 2.5)
          .fill()
        return
      }
      guard let handleState else { return }
      // ISHPullUp's handle: an arrow 32 pt wide whose arms rise or fall 3 pt at the middle, or flat.
      let rise: CGFloat
      switch handleState {
      case .up: rise = -3
      case .neutral: rise = 0
      case .down: rise = 3
      }
      let path = UIBezierPath()
      path.move(to: CGPoint(x: middle.x - 16, y: middle.y - rise / 2))
      path.addLine(to: CGPoint(x: middle.x, y: middle.y + rise / 2))
      path.addLine(to: CGPoint(x: middle.x + 16, y: middle.y - rise / 2))
      path.lineWidth = 5
      Self.color.setStroke()
      path.stroke()
    }

    // MARK: Accessibility

    /// Applies an accessibility element when it changed: the value, the adjustable trait, the custom actions.
    func update(_ next: AccessibilityElement) {
      guard next != element else { return }
      element = next
      accessibilityValue = next.value
      accessibilityTraits = next.isAdjustable ? .adjustable : []
      accessibilityCustomActions = next.customActions.map { custom in
        UIAccessibilityCustomAction(name: custom.name) { [weak self] _ in
          self?.perform(custom.action) ?? false
        }
      }
    }

    override public func accessibilityIncrement() {
      if let action = element?.increment { _ = perform(action) }
    }

    override public func accessibilityDecrement() {
      if let action = element?.decrement { _ = perform(action) }
    }

    /// VoiceOver's activate (a double tap) on the handle: the activate key on the handle, which does what a
    /// tap on the handle does (`PullUpViewController.handleTap`; nothing by default, and then VoiceOver hears
    /// that nothing happened).
    override public func accessibilityActivate() -> Bool {
      owner?.host.pressed(.activate, focusChain: [.handle], time: CACurrentMediaTime()) ?? false
    }

    override public func accessibilityPerformEscape() -> Bool {
      owner?.host.pressed(.escape, focusChain: [.handle], time: CACurrentMediaTime()) ?? false
    }

    /// Performs an action; an action the sheet cannot do now (locked, hidden) changes nothing.
    ///
    /// - Returns: Whether the sheet took it.
    private func perform(_ action: PullUpAccessibilityAction) -> Bool {
      owner?.host.apply(.accessibilityActionPerformed(action)) == nil
    }
  }
#endif
