// A stand-in for Apple's UIKit module, for .ci/check-apple-adapters. Found first on the include path, it makes
// `canImport(UIKit)` true on Linux, so that PullUpUIKit and Examples/UIKit are type-checked against it in
// Swift 6 mode with warnings as errors. It is a test fixture of CI, not part of the package: nothing links it
// and its bodies never run.
//
// Rules (the check enforces the first two):
// - It holds only the declarations PullUpUIKit and Examples/UIKit use, each transcribed from Apple's
//   documentation page whose address is the comment right above it (https://developer.apple.com/documentation/
//   …), with `@available(iOS X.Y, *)` giving the version that page says it arrived in. The availability lint
//   reads those versions: a use of a name above the iOS 16 floor outside `if #available` / `@available` fails.
// - Names, argument labels, types, optionality, `@MainActor` isolation and `open` are Apple's. Bodies are not:
//   a stored property stands in for an accessor pair, `fatalError` for a result.
// - It is built with `-enable-library-evolution`, so that a switch over an enum Apple imports from Objective-C
//   (`UIGestureRecognizer.State`, `UITouch.TouchType`) needs `@unknown default`, as it does against the SDK.
// - `@_exported import Foundation` and `QuartzCore`, as the real UIKit re-exports them; swift-corelibs-foundation
//   gives `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `TimeInterval`, `NSObject`, `NSCoder`, `NSValue`, `NSNumber`,
//   `Bundle`, `Notification` and `NotificationCenter` (`addObserver(forName:object:queue:using:)`).
//
// Deliberate differences from Apple's SDK, each forced by what a Swift stand-in on Linux can express:
// 1. Overridable members live in the class bodies. On Linux a member declared in an extension cannot be
//    overridden, so the accessibility members Apple declares on `NSObject` (the informal `UIAccessibility`
//    protocol: `isAccessibilityElement`, `accessibilityLabel`, `accessibilityValue`, `accessibilityTraits`,
//    `accessibilityCustomActions`, `accessibilityElementsHidden`, `accessibilityActivate()`;
//    `UIAccessibilityAction`'s `accessibilityIncrement()`, `accessibilityDecrement()` and
//    `accessibilityPerformEscape()`) are declared on `UIView`, the only class the
//    adapter uses them on.
// 2. `UIGestureRecognizer.state` is settable here. Apple's SDK makes it settable only in the clang submodule
//    `UIKit.UIGestureRecognizerSubclass`, which a Swift module cannot model; the adapter imports that submodule
//    under `#if canImport(UIKit.UIGestureRecognizerSubclass)`, which is false here.
// 3. No `Selector`: the Objective-C runtime's types do not exist on Linux, so `init(target:action:)`,
//    `addTarget(_:action:)` and `CADisplayLink(target:selector:)` are not declared; the adapter's only uses of
//    them are in its ObjectiveCShims.swift, under `#if canImport(ObjectiveC)`. `UIGestureRecognizer`'s
//    `init()`, a convenience initializer over `init(target:action:)` in Apple's SDK, is its designated
//    initializer here (`override init()` of `NSObject`), so that subclasses that declare no initializer
//    inherit it in both.
// 4. Optional protocol requirements: every method of `UIGestureRecognizerDelegate` is `optional` in Apple's SDK.
//    Here exactly the ones the adapter implements are requirements without a default, so a misspelt delegate
//    method fails to compile here (against the SDK it would silently never be called).
// 5. Protocols list only the requirements used: `UICoordinateSpace` has its `convert(_:from:)` for a rectangle
//    only. Nothing here conforms to them but UIKit's own classes.
// 6. Enums list only the cases used: `UIKeyboardHIDUsage` has the keys the sheet answers to (Apple's has every
//    HID usage), and an enum's cases keep Apple's raw values. With library evolution, switches need
//    `@unknown default` either way.
// 7. `class let` (Apple's `nonisolated class let keyboardFrameEndUserInfoKey: String`, constants imported from C)
//    is `static let`: Swift source has no class stored properties. Their `nonisolated` is kept.
// 8. Availability is not enforced by the compiler on Linux (every `@available(iOS …)` is available and
//    `#available(iOS …)` is always true): the check's lint does it instead, from the versions written here.
//
// Provenance. Every declaration below has been read against its Apple page (developer.apple.com pages of the docs
// corpus: declaration, isolation and the page's "iOS X.Y" availability) unless it is listed under "not found" or
// "not re-read". Pages read while writing the file: UIUpdateLink (the class, init(view:), isEnabled,
// requiresContinuousUpdates, addAction(to:handler:)), UIUpdateInfo and modelTime, UIUpdateActionPhase and
// beforeCADisplayLinkDispatch, UIAccessibilityCustomAction (the class, init(name:target:selector:), the closure
// initializers, Handler), UIKey (keyCode, modifierFlags), UIKeyModifierFlags, UIKeyboardHIDUsage,
// UIResponder.keyboardFrameEndUserInfoKey, UICoordinateSpace and its convert(_:from:) for a rectangle,
// UIActionHandler, UIAccessibility.post(notification:argument:) and Notification.announcement, UIGestureRecognizer's
// init() and init(target:action:), UIScreen.coordinateSpace, CADisplayLink.isPaused.
// Pages re-read in the audit (issue 38), by class:
// - UIViewController: the class, init(nibName:bundle:), view, isViewLoaded, title, parent, tabBarItem, viewDidLoad(),
//   viewDidLayoutSubviews(), viewDidAppear(_:), viewSafeAreaInsetsDidChange(), additionalSafeAreaInsets,
//   childForStatusBarStyle, childForStatusBarHidden, childForHomeIndicatorAutoHidden,
//   setNeedsStatusBarAppearanceUpdate(), setNeedsUpdateOfHomeIndicatorAutoHidden(),
//   addChild(_:), removeFromParent(), willMove(toParent:), didMove(toParent:).
// - UIView: the class, init(frame:), frame, bounds, backgroundColor, alpha, isHidden, isOpaque, clipsToBounds,
//   isUserInteractionEnabled, tintColor, layer, superview, subviews, window, safeAreaInsets, isFocused,
//   addSubview(_:), removeFromSuperview(), addGestureRecognizer(_:), hitTest(_:with:), setNeedsLayout(),
//   layoutSubviews(), setNeedsDisplay(), draw(_:); NSObject's accessibilityCustomActions, accessibilityDecrement(),
//   accessibilityActivate(), accessibilityPerformEscape() (difference 1).
// - UIResponder: the class, isFirstResponder, resignFirstResponder(), becomeFirstResponder(), pressesBegan(_:with:),
//   keyboardAnimationDurationUserInfoKey. UIWindow: the class, screen. UIScreen: the class.
// - UIGestureRecognizer: the class, State and its cases, state, delegate, cancelsTouchesInView, delaysTouchesBegan,
//   delaysTouchesEnded, allowedTouchTypes, location(in:), ignore(_:for:), touchesBegan(_:with:),
//   touchesCancelled(_:with:), reset(); UIGestureRecognizerDelegate's
//   gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:);
//   UIPanGestureRecognizer (the class, translation(in:), allowedScrollTypesMask); UIScrollTypeMask, discrete,
//   continuous; UITouch (the class, location(in:), timestamp, type, TouchType, pencil, indirectPointer); UIPress
//   (the class, timestamp, key); UIPressesEvent.
// - UIScrollView: the class, contentOffset, contentSize, contentInset, adjustedContentInset, panGestureRecognizer,
//   setContentOffset(_:animated:), keyboardDismissMode, KeyboardDismissMode, none, onDrag.
// - UIControl: addAction(_:for:), Event, editingChanged, primaryActionTriggered, State, normal. UIButton: the class,
//   init(type:), ButtonType, system, setTitle(_:for:). UIAction: the class, its initializer, Identifier. UIMenuElement:
//   the class, Attributes, State, off, on, mixed. UISlider, UISwitch, UIStepper, UISearchTextField, UITextView (the
//   classes). UITextField: the class, isEditing, clearButtonMode, ViewMode, never, whileEditing, unlessEditing.
// - UITableView: the class, init(frame:style:), Style, dataSource, delegate, register(_:forCellReuseIdentifier:),
//   dequeueReusableCell(withIdentifier:for:), reloadData(); UITableViewDataSource (the protocol,
//   tableView(_:numberOfRowsInSection:), tableView(_:cellForRowAt:)); UITableViewCell (the class,
//   init(style:reuseIdentifier:), CellStyle, subtitle); UIContentConfiguration; UIListContentConfiguration;
//   IndexPath.row.
// - UITabBarController (the class, viewControllers), UITabBarItem (the class, init(title:image:tag:)), UIBarItem.
// - UIColor: the class, black, clear, systemBackground, separator, secondarySystemBackground,
//   init(red:green:blue:alpha:), setFill(), setStroke(). UIImage: the class, init(systemName:).
//   UIFont.preferredFont(forTextStyle:). NSTextAlignment. UILabel: the class, text, textColor, font, textAlignment,
//   numberOfLines; UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory. UIBezierPath: the class,
//   init(rect:), init(roundedRect:cornerRadius:), lineWidth, move(to:), addLine(to:), fill(), stroke().
// - UIEdgeInsets, its init(top:left:bottom:right:) and zero; UIAccessibility.isReduceMotionEnabled,
//   UIAccessibility.Notification; UIAccessibilityTraits and adjustable.
// - QuartzCore.swift: CFTimeInterval, CACurrentMediaTime(), CADisplayLink (the class, targetTimestamp, invalidate()),
//   CALayer (the class, cornerRadius, maskedCorners), CACornerMask, layerMinXMinYCorner, layerMaxXMinYCorner.
// Of these, the pages of UIEdgeInsets (and its init and zero), UITableViewDataSource, UIGestureRecognizer.State and its
// cases, ignore(_:for:), touchesBegan(_:with:), touchesCancelled(_:with:), reset(), UIView's frame, bounds,
// backgroundColor, alpha, isHidden, isOpaque, clipsToBounds, superview, subviews, window, addSubview(_:),
// removeFromSuperview(), hitTest(_:with:), setNeedsLayout(), layoutSubviews(), setNeedsDisplay(), draw(_:),
// UIViewController.tabBarItem, UIControl.Event, editingChanged, State, normal, UIButton.ButtonType,
// UITextField.ViewMode and its cases, UITableView.Style, UITableViewCell.CellStyle and subtitle,
// UIAccessibility.Notification, UIAccessibilityTraits and CFTimeInterval give no iOS version ("iOS: -"): the
// declaration is the page's, the version is the one ../shared/reference/apple-anchors.md §2.2 gives.
// Not found in the documentation corpus (declaration and version from ../shared/reference/apple-anchors.md §2.2, or
// from memory where that note has no row): NSObject's isAccessibilityElement, accessibilityLabel, accessibilityValue,
// accessibilityTraits, accessibilityElementsHidden and accessibilityIncrement() (only UIAccessibilityElement's pages
// of the first four were found, iOS 3.0); UIGestureRecognizer.touchesMoved(_:with:) and touchesEnded(_:with:);
// the init(coder:) of UIView, UIViewController, UITableView and UITableViewCell; UITableView.deselectRow(at:animated:);
// UITableViewDelegate and its tableView(_:didSelectRowAt:) (its address is the one Apple's pages link to);
// UITableViewCell.defaultContentConfiguration() and contentConfiguration (its address, -9ktox, is the one Apple's
// pages link to); UIListContentConfiguration's text and secondaryText (the Objective-C class's pages say 14.0);
// UIScrollView.verticalScrollIndicatorInsets; UIControl (the class); UIControl.Event.editingDidBegin;
// UIButton.ButtonType.custom; UIEvent; UIFont (the class) and UIFont.TextStyle; UIColor's systemTeal, systemOrange,
// systemGray5, label, secondaryLabel; UIAccessibility.reduceMotionStatusDidChangeNotification;
// UIResponder.keyboardWillChangeFrameNotification; NSValue.cgRectValue.
// Not re-read: UIEdgeInsets' top, left, bottom, right; UITouch.TouchType.direct and indirect; UITableView.Style's
// plain and grouped; UITableViewCell.CellStyle.default; UITextField's text, placeholder and ViewMode.always;
// NSTextAlignment's cases; UIAccessibility (the enum itself); UIFont.TextStyle's headline and footnote. QuartzCore:
// none.
// Pages read for issue 49 (the focus rule): UIFocusEnvironment.didUpdateFocus(in:with:) (iOS 9.0), UIFocusUpdateContext
// (iOS 9.0), UIView.canBecomeFocused (its list of what makes a view unfocusable: hidden, alpha 0,
// isUserInteractionEnabled false). From the context page's topics only, not their own pages: nextFocusedView (Apple's
// declaration is `weak var … { get }`, a stored weak property here cannot be read-only, so it is computed) and
// UIFocusAnimationCoordinator (the version is its protocol's, iOS 9.0).
// Pages read for issue 50 (arbitration): UIGestureRecognizer's view, name (iOS 11.0) and require(toFail:);
// UIGestureRecognizerDelegate's gestureRecognizer(_:shouldBeRequiredToFailBy:) (iOS 7.0); UIScrollView.isDecelerating.
// Pages read for issue 50 (the keyboard's animation): UIResponder.keyboardAnimationCurveUserInfoKey (iOS 3.0; "convert
// the animation curve constant to UIView.AnimationOptions"), UIView.animate(withDuration:delay:options:animations:
// completion:) (iOS 4.0), UIView.AnimationOptions (iOS 4.0) and its init(rawValue:) (iOS 4.0; `rawValue` is the
// OptionSet's requirement, not re-read), UIView.layoutIfNeeded() (the page gives no version; 2.0 from memory).
// Pages read for issue 50 (the sheet's appearance): UIColor.init(dynamicProvider:) (iOS 13.0), resolvedColor(with:)
// (iOS 13.0) and tertiaryLabel (iOS 13.0); UITraitCollection.init(userInterfaceLevel:) (iOS 13.0) and init(traitsFrom:)
// (iOS 8.0; Apple deprecates it in iOS 17.0, above the iOS 16 floor, so the SDK gives no warning for it; the lint reads
// `@available(iOS X.Y, *)` only, so the deprecation is written here); UIUserInterfaceLevel (iOS 13.0) and its elevated
// (iOS 13.0; raw value 1, Objective-C's UIUserInterfaceLevelElevated after unspecified -1 and base 0);
// UIView.accessibilityIgnoresInvertColors (iOS 11.0).
// Pages read for issue 50 (the tracked list's insets): UIScrollView.contentInsetAdjustmentBehavior (iOS 11.0, "the
// default value of this property is UIScrollView.ContentInsetAdjustmentBehavior.automatic") and
// UIScrollView.ContentInsetAdjustmentBehavior (iOS 11.0) with its automatic and never (raw values 0 and 2, as the
// Objective-C enum UIScrollViewContentInsetAdjustmentBehavior numbers them: automatic, scrollableAxes, never, always).
// Pages read for issue 50 (what a phone would get wrong): UIUpdateLink.preferredFrameRateRange (iOS 18.0; its default,
// `CAFrameRateRange.default`, "doesn't request any specific frame rate range"), UIScreen.maximumFramesPerSecond (iOS
// 10.3, "up to 120 for devices with ProMotion displays"), UIResponder's pressesChanged(_:with:), pressesEnded(_:with:)
// and pressesCancelled(_:with:) (iOS 9.0), UIPress.phase (for what a press is, not declared), UITraitEnvironment's
// traitCollection (iOS 8.0; declared on UIView, which adopts the protocol, as its focus requirement is),
// UITraitCollection (iOS 8.0; the page's declaration is `class UITraitCollection`, not main-actor) and its displayScale
// (iOS 8.0, "0.0 (indicating unspecified)" by default), its preferredContentSizeCategory (iOS 10.0),
// UIContentSizeCategory (iOS 7.0; a struct over its raw string, whose values here are ours), its unspecified (iOS 10.0)
// and didChangeNotification (iOS 7.0; "posts when the user changes the preferred content size setting"),
// UIView.didMoveToWindow() (the page gives no version; 2.0 is ../shared/reference/apple-anchors.md's; "the window
// property may be nil by the time that this method is called"); QuartzCore.swift: CADisplayLink.preferredFrameRateRange
// (iOS 15.0), CAFrameRateRange (iOS 15.0; only its init(minimum:maximum:preferred:), iOS 15.0, is declared). The two
// `preferredFrameRateRange` are stored properties with an initial value of ours, standing in for Apple's accessors.
// What the audit corrected: UIContentConfiguration is not main-actor; UIPress is not main-actor; UIAction and
// UIAction.Identifier arrive in iOS 13.0, tableView(_:cellForRowAt:) in 8.0, UIViewController.parent in 2.0,
// UIPress.key in 9.0, IndexPath.row in 7.0 (UIKit's extension); UIWindow.screen and IndexPath.row are settable;
// option-set constants the pages give as `static var … { get }` are computed (UIControl.Event, UIControl.State,
// UIScrollTypeMask, CACornerMask); overloaded pages' real addresses (-9eib5, -5f685, -8rd36, -3l3ct, -9ktox, -6ff7).
// Corrected for issue 50: UITableViewCell.CellStyle.subtitle's raw value is 3, not 1. The page gives no raw values;
// it lists default, value1, value2 and subtitle, the order of Objective-C's UITableViewCellStyle (0 to 3); value1
// and value2 are not used, so they are not here.
//
// What it cannot prove: that a transcription matches Apple (a wrong label here passes code Xcode rejects; each
// address is there to be re-read), anything about behaviour, or the Objective-C shims it cannot see.
@_exported import Foundation
@_exported import QuartzCore

private func standIn<T>() -> T { fatalError("UIKit stand-in: type-checking only") }

// MARK: - Geometry

// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, *)
public struct UIEdgeInsets: Sendable, Hashable {
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  @available(iOS 2.0, *)
  public var top: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  @available(iOS 2.0, *)
  public var left: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  @available(iOS 2.0, *)
  public var bottom: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  @available(iOS 2.0, *)
  public var right: CGFloat

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
  @available(iOS 2.0, *)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  @available(iOS 2.0, *)
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
@available(iOS 8.0, *)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  @available(iOS 8.0, *)
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension NSValue {
  // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  @available(iOS 2.0, *)
  public var cgRectValue: CGRect { standIn() }
}

// MARK: - Responders, views and view controllers

// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  @available(iOS 2.0, *)
  open var isFirstResponder: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @available(iOS 2.0, *)
  @discardableResult open func resignFirstResponder() -> Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  @available(iOS 2.0, *)
  open var canBecomeFirstResponder: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @available(iOS 2.0, *)
  open func becomeFirstResponder() -> Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiresponder/next
  @available(iOS 2.0, *)
  open var next: UIResponder? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
  @available(iOS 9.0, *)
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  // https://developer.apple.com/documentation/uikit/uiresponder/presseschanged(_:with:)
  @available(iOS 9.0, *)
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  // https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:)
  @available(iOS 9.0, *)
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  // https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:)
  @available(iOS 9.0, *)
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  @available(iOS 5.0, *)
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  @available(iOS 3.2, *)
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey
  @available(iOS 3.0, *)
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey
  @available(iOS 3.0, *)
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder, UICoordinateSpace {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  @available(iOS 2.0, *)
  public init(frame: CGRect) {}

  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  @available(iOS 2.0, *)
  public required init?(coder: NSCoder) {}

  // https://developer.apple.com/documentation/uikit/uiview/frame
  @available(iOS 2.0, *)
  open var frame: CGRect = .zero

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  @available(iOS 2.0, *)
  open var bounds: CGRect = .zero

  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  @available(iOS 2.0, *)
  open var backgroundColor: UIColor?

  // https://developer.apple.com/documentation/uikit/uiview/alpha
  @available(iOS 2.0, *)
  open var alpha: CGFloat = 1

  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  @available(iOS 2.0, *)
  open var isHidden: Bool = false

  // https://developer.apple.com/documentation/uikit/uiview/isopaque
  @available(iOS 2.0, *)
  open var isOpaque: Bool = true

  // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  @available(iOS 2.0, *)
  open var clipsToBounds: Bool = false

  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  @available(iOS 2.0, *)
  open var isUserInteractionEnabled: Bool = true

  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  @available(iOS 7.0, *)
  open var tintColor: UIColor!

  // https://developer.apple.com/documentation/uikit/uiview/layer
  @available(iOS 2.0, *)
  open var layer: CALayer { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/superview
  @available(iOS 2.0, *)
  open var superview: UIView? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/subviews
  @available(iOS 2.0, *)
  open var subviews: [UIView] { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/window
  @available(iOS 2.0, *)
  open var window: UIWindow? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/isfocused
  @available(iOS 9.0, *)
  open var isFocused: Bool { standIn() }

  // UITraitEnvironment's requirement, which UIView adopts.
  // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/canbecomefocused
  @available(iOS 9.0, *)
  open var canBecomeFocused: Bool { standIn() }

  // UIFocusEnvironment's requirement, which UIView implements.
  // https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)
  @available(iOS 9.0, *)
  open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  @available(iOS 2.0, *)
  open func addSubview(_ view: UIView) {}

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  @available(iOS 2.0, *)
  open func removeFromSuperview() {}

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  @available(iOS 2.0, *)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { standIn() }

  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
  @available(iOS 8.0, *)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { standIn() }

  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  @available(iOS 2.0, *)
  open func didMoveToWindow() {}

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  @available(iOS 2.0, *)
  open func setNeedsLayout() {}

  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  @available(iOS 2.0, *)
  open func layoutIfNeeded() {}

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}

  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  @available(iOS 4.0, *)
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)
    @available(iOS 4.0, *)
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  @available(iOS 2.0, *)
  open func layoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
  @available(iOS 2.0, *)
  open func setNeedsDisplay() {}

  // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
  @available(iOS 2.0, *)
  open func draw(_ rect: CGRect) {}

  // Difference 1: Apple declares the accessibility members below on NSObject.

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  @available(iOS 3.0, *)
  open var isAccessibilityElement: Bool = false

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  @available(iOS 3.0, *)
  open var accessibilityLabel: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  @available(iOS 3.0, *)
  open var accessibilityValue: String?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  @available(iOS 3.0, *)
  open var accessibilityTraits: UIAccessibilityTraits = []

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  @available(iOS 8.0, *)
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
  @available(iOS 5.0, *)
  open var accessibilityElementsHidden: Bool = false

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
  @available(iOS 4.0, *)
  open func accessibilityIncrement() {}

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
  @available(iOS 4.0, *)
  open func accessibilityDecrement() {}

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
  @available(iOS 7.0, *)
  open func accessibilityActivate() -> Bool { standIn() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
  @available(iOS 5.0, *)
  open func accessibilityPerformEscape() -> Bool { standIn() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
  @available(iOS 5.0, *)
  open var accessibilityViewIsModal: Bool = false

  // https://developer.apple.com/documentation/uikit/uiview/accessibilityignoresinvertcolors
  @available(iOS 11.0, *)
  open var accessibilityIgnoresInvertColors: Bool = false
}

// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/screen
  @available(iOS 3.2, *)
  open var screen: UIScreen {
    get { standIn() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, *)
@MainActor open class UIScreen: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
  @available(iOS 8.0, *)
  open var coordinateSpace: any UICoordinateSpace { standIn() }

  // https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond
  @available(iOS 10.3, *)
  open var maximumFramesPerSecond: Int { standIn() }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  @available(iOS 8.0, *)
  open var displayScale: CGFloat { standIn() }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  @available(iOS 10.0, *)
  open var preferredContentSizeCategory: UIContentSizeCategory { standIn() }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacelevel:)
  @available(iOS 13.0, *)
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init() }

  // https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
  @available(iOS 8.0, *)
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelevel
@available(iOS 13.0, *)
public enum UIUserInterfaceLevel: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uiuserinterfacelevel/elevated
  @available(iOS 13.0, *)
  case elevated = 1
}

// https://developer.apple.com/documentation/uikit/uicontentsizecategory
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
  @available(iOS 10.0, *)
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")

  // https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
  @available(iOS 7.0, *)
  nonisolated public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  @available(iOS 2.0, *)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  @available(iOS 2.0, *)
  public required init?(coder: NSCoder) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  @available(iOS 2.0, *)
  open var view: UIView!

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  @available(iOS 3.0, *)
  open var isViewLoaded: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  @available(iOS 2.0, *)
  open func viewDidLoad() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  @available(iOS 5.0, *)
  open func viewDidLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  @available(iOS 2.0, *)
  open func viewDidAppear(_ animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
  @available(iOS 7.0, *)
  open var childForStatusBarStyle: UIViewController? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
  @available(iOS 7.0, *)
  open var childForStatusBarHidden: UIViewController? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
  @available(iOS 11.0, *)
  open var childForHomeIndicatorAutoHidden: UIViewController? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
  @available(iOS 7.0, *)
  open func setNeedsStatusBarAppearanceUpdate() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden()
  @available(iOS 11.0, *)
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  @available(iOS 2.0, *)
  open var title: String?

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  @available(iOS 2.0, *)
  open var tabBarItem: UITabBarItem!

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
  @available(iOS 11.0, *)
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  @available(iOS 2.0, *)
  open var parent: UIViewController? { standIn() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
  @available(iOS 11.0, *)
  open func viewSafeAreaInsetsDidChange() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS 5.0, *)
  open func removeFromParent() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  @available(iOS 5.0, *)
  open func willMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  @available(iOS 5.0, *)
  open func didMove(toParent parent: UIViewController?) {}
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  @available(iOS 2.0, *)
  open var viewControllers: [UIViewController]?
}

// https://developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  @available(iOS 2.0, *)
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

// MARK: - Scroll views, controls and text

// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  @available(iOS 2.0, *)
  open var contentOffset: CGPoint = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  @available(iOS 2.0, *)
  open var contentSize: CGSize = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  @available(iOS 2.0, *)
  open var contentInset: UIEdgeInsets = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  @available(iOS 13.0, *)
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  @available(iOS 11.0, *)
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
    @available(iOS 11.0, *)
    case automatic = 0
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
    @available(iOS 11.0, *)
    case never = 2
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { standIn() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { standIn() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  @available(iOS 2.0, *)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}

  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  @available(iOS 2.0, *)
  open var isDecelerating: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
  @available(iOS 2.0, *)
  open var bounces: Bool = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
  @available(iOS 2.0, *)
  open var showsVerticalScrollIndicator: Bool = true

  // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
  @available(iOS 7.0, *)
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

  // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
  @available(iOS 7.0, *)
  public enum KeyboardDismissMode: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/none
    @available(iOS 7.0, *)
    case none
    // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/ondrag
    @available(iOS 7.0, *)
    case onDrag
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}

  // https://developer.apple.com/documentation/uikit/uicontrol/event
  @available(iOS 2.0, *)
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    @available(iOS 2.0, *)
    public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 1 << 16) }

    // https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    @available(iOS 2.0, *)
    public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }

    // https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  @available(iOS 2.0, *)
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    @available(iOS 2.0, *)
    public static var normal: UIControl.State { UIControl.State([]) }
  }
}

// https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  @available(iOS 2.0, *)
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  @available(iOS 2.0, *)
  public enum ButtonType: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
    @available(iOS 2.0, *)
    case custom
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
    @available(iOS 7.0, *)
    case system
  }

  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  @available(iOS 2.0, *)
  open func setTitle(_ title: String?, for state: UIControl.State) {}
}

// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor open class UIAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @available(iOS 13.0, *)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }

  // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  @available(iOS 13.0, *)
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(iOS 14.0, *)
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
  // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  @available(iOS 13.0, *)
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  // https://developer.apple.com/documentation/uikit/uimenuelement/state
  @available(iOS 13.0, *)
  public enum State: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uimenuelement/state/off
    @available(iOS 13.0, *)
    case off
    // https://developer.apple.com/documentation/uikit/uimenuelement/state/on
    @available(iOS 13.0, *)
    case on
    // https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed
    @available(iOS 13.0, *)
    case mixed
  }
}

// https://developer.apple.com/documentation/uikit/uislider
@available(iOS 2.0, *)
@MainActor open class UISlider: UIControl {}

// https://developer.apple.com/documentation/uikit/uiswitch
@available(iOS 2.0, *)
@MainActor open class UISwitch: UIControl {}

// https://developer.apple.com/documentation/uikit/uistepper
@available(iOS 5.0, *)
@MainActor open class UIStepper: UIControl {}

// https://developer.apple.com/documentation/uikit/uitextfield
@available(iOS 2.0, *)
@MainActor open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/isediting
  @available(iOS 2.0, *)
  open var isEditing: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uitextfield/text
  @available(iOS 2.0, *)
  open var text: String?

  // https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  @available(iOS 2.0, *)
  open var placeholder: String?

  // https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode
  @available(iOS 2.0, *)
  open var clearButtonMode: UITextField.ViewMode = .never

  // https://developer.apple.com/documentation/uikit/uitextfield/viewmode
  @available(iOS 2.0, *)
  public enum ViewMode: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitextfield/viewmode/never
    @available(iOS 2.0, *)
    case never
    // https://developer.apple.com/documentation/uikit/uitextfield/viewmode/whileediting
    @available(iOS 2.0, *)
    case whileEditing
    // https://developer.apple.com/documentation/uikit/uitextfield/viewmode/unlessediting
    @available(iOS 2.0, *)
    case unlessEditing
    // https://developer.apple.com/documentation/uikit/uitextfield/viewmode/always
    @available(iOS 2.0, *)
    case always
  }
}

// https://developer.apple.com/documentation/uikit/uisearchtextfield
@available(iOS 13.0, *)
@MainActor open class UISearchTextField: UITextField {}

// https://developer.apple.com/documentation/uikit/uitextview
@available(iOS 2.0, *)
@MainActor open class UITextView: UIScrollView {}

// https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  @available(iOS 2.0, *)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

  // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  @available(iOS 2.0, *)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  @available(iOS 2.0, *)
  public enum Style: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    @available(iOS 2.0, *)
    case plain
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    @available(iOS 2.0, *)
    case grouped
  }

  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  @available(iOS 2.0, *)
  weak open var dataSource: (any UITableViewDataSource)?

  // https://developer.apple.com/documentation/uikit/uitableview/delegate
  @available(iOS 2.0, *)
  weak open var delegate: (any UITableViewDelegate)?

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    standIn()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  @available(iOS 2.0, *)
  open func reloadData() {}

  // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  @available(iOS 2.0, *)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// Difference 4: the two requirements are required in Apple's SDK too; the others, optional there, are left out.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@available(iOS 2.0, *)
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  @available(iOS 2.0, *)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  @available(iOS 8.0, *)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// Difference 4: `optional` in Apple's SDK; a requirement here, as the example implements it.
// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@available(iOS 2.0, *)
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  @available(iOS 2.0, *)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

// https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, *)
@MainActor open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  @available(iOS 3.0, *)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  @available(iOS 2.0, *)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  @available(iOS 3.0, *)
  public enum CellStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
    @available(iOS 3.0, *)
    case `default` = 0
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
    @available(iOS 3.0, *)
    case subtitle = 3
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  @available(iOS 14.0, *)
  open func defaultContentConfiguration() -> UIListContentConfiguration { standIn() }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)?
}

// Difference 5: no requirements here (Apple's are `makeContentView()` and `updated(for:)`).
// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  @available(iOS 14.0, *)
  public var text: String?

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  @available(iOS 14.0, *)
  public var secondaryText: String?
}

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/row
  @available(iOS 7.0, *)
  public var row: Int {
    get { standIn() }
    set {}
  }
}

// MARK: - Drawing

// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
open class UIColor: NSObject {
  // https://developer.apple.com/documentation/uikit/uicolor/black
  @available(iOS 2.0, *)
  open class var black: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/clear
  @available(iOS 2.0, *)
  open class var clear: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/separator
  @available(iOS 13.0, *)
  open class var separator: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  @available(iOS 13.0, *)
  open class var secondarySystemBackground: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemteal
  @available(iOS 7.0, *)
  open class var systemTeal: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemorange
  @available(iOS 7.0, *)
  open class var systemOrange: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemgray5
  @available(iOS 13.0, *)
  open class var systemGray5: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/label
  @available(iOS 13.0, *)
  open class var label: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  @available(iOS 13.0, *)
  open class var secondaryLabel: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  @available(iOS 2.0, *)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

  // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}

  // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
  @available(iOS 13.0, *)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
  @available(iOS 13.0, *)
  open class var tertiaryLabel: UIColor { standIn() }

  // https://developer.apple.com/documentation/uikit/uicolor/setfill()
  @available(iOS 2.0, *)
  open func setFill() {}

  // https://developer.apple.com/documentation/uikit/uicolor/setstroke()
  @available(iOS 2.0, *)
  open func setStroke() {}
}

// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, *)
open class UIImage: NSObject {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) { self.init() }
}

// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, *)
open class UIFont: NSObject {
  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  @available(iOS 7.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { standIn() }

  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  @available(iOS 7.0, *)
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    @available(iOS 7.0, *)
    public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    @available(iOS 7.0, *)
    public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
}

// https://developer.apple.com/documentation/uikit/nstextalignment
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/nstextalignment/left
  @available(iOS 6.0, *)
  case left
  // https://developer.apple.com/documentation/uikit/nstextalignment/center
  @available(iOS 6.0, *)
  case center
  // https://developer.apple.com/documentation/uikit/nstextalignment/right
  @available(iOS 6.0, *)
  case right
}

// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  @available(iOS 2.0, *)
  open var text: String?

  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  @available(iOS 2.0, *)
  open var textColor: UIColor!

  // https://developer.apple.com/documentation/uikit/uilabel/font
  @available(iOS 2.0, *)
  open var font: UIFont!

  // https://developer.apple.com/documentation/uikit/uilabel/textalignment
  @available(iOS 2.0, *)
  open var textAlignment: NSTextAlignment = .left

  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  @available(iOS 2.0, *)
  open var numberOfLines: Int = 1

  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  @available(iOS 10.0, *)
  open var adjustsFontForContentSizeCategory: Bool = false
}

// https://developer.apple.com/documentation/uikit/uibezierpath
@available(iOS 3.2, *)
open class UIBezierPath: NSObject {
  // https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
  @available(iOS 3.2, *)
  public convenience init(rect: CGRect) { self.init() }

  // https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
  @available(iOS 3.2, *)
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }

  // https://developer.apple.com/documentation/uikit/uibezierpath/linewidth
  @available(iOS 3.2, *)
  open var lineWidth: CGFloat = 1

  // https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
  @available(iOS 3.2, *)
  open func move(to point: CGPoint) {}

  // https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
  @available(iOS 3.2, *)
  open func addLine(to point: CGPoint) {}

  // https://developer.apple.com/documentation/uikit/uibezierpath/fill()
  @available(iOS 3.2, *)
  open func fill() {}

  // https://developer.apple.com/documentation/uikit/uibezierpath/stroke()
  @available(iOS 3.2, *)
  open func stroke() {}
}

// MARK: - Gesture recognizers and touches

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
  // Difference 3: Apple's `init()` is a convenience initializer over `init(target:action:)`.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
  @available(iOS 3.2, *)
  override public init() {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  @available(iOS 3.2, *)
  public enum State: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible
    @available(iOS 3.2, *)
    case possible
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
    @available(iOS 3.2, *)
    case began
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed
    @available(iOS 3.2, *)
    case changed
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended
    @available(iOS 3.2, *)
    case ended
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled
    @available(iOS 3.2, *)
    case cancelled
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed
    @available(iOS 3.2, *)
    case failed
  }

  // Difference 2: settable only in the UIKit.UIGestureRecognizerSubclass submodule in Apple's SDK.
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  @available(iOS 3.2, *)
  open var state: UIGestureRecognizer.State = .possible

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  @available(iOS 3.2, *)
  weak open var delegate: (any UIGestureRecognizerDelegate)?

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  @available(iOS 3.2, *)
  open var cancelsTouchesInView: Bool = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
  @available(iOS 3.2, *)
  open var delaysTouchesBegan: Bool = false

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
  @available(iOS 3.2, *)
  open var delaysTouchesEnded: Bool = true

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/allowedtouchtypes
  @available(iOS 9.0, *)
  open var allowedTouchTypes: [NSNumber] = []

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  @available(iOS 3.2, *)
  open var view: UIView? { standIn() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/name
  @available(iOS 11.0, *)
  open var name: String?

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
  @available(iOS 3.2, *)
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
  @available(iOS 3.2, *)
  open func location(in view: UIView?) -> CGPoint { standIn() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/ignore(_:for:)-5f685
  @available(iOS 3.2, *)
  open func ignore(_ touch: UITouch, for event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
  @available(iOS 3.2, *)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
  @available(iOS 3.2, *)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
  @available(iOS 3.2, *)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
  @available(iOS 3.2, *)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
  @available(iOS 3.2, *)
  open func reset() {}
}

// Difference 4: `optional` in Apple's SDK; a requirement here, as the adapter implements it.
// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@available(iOS 3.2, *)
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  @available(iOS 3.2, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
  @available(iOS 7.0, *)
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  @available(iOS 3.2, *)
  open func translation(in view: UIView?) -> CGPoint { standIn() }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  @available(iOS 13.4, *)
  open var allowedScrollTypesMask: UIScrollTypeMask = []
}

// https://developer.apple.com/documentation/uikit/uiscrolltypemask
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/discrete
  @available(iOS 13.4, *)
  public static var discrete: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 0) }

  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/continuous
  @available(iOS 13.4, *)
  public static var continuous: UIScrollTypeMask { UIScrollTypeMask(rawValue: 1 << 1) }
}

// https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {
  // https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
  @available(iOS 2.0, *)
  open func location(in view: UIView?) -> CGPoint { standIn() }

  // https://developer.apple.com/documentation/uikit/uitouch/timestamp
  @available(iOS 2.0, *)
  open var timestamp: TimeInterval { standIn() }

  // https://developer.apple.com/documentation/uikit/uitouch/type
  @available(iOS 9.0, *)
  open var type: UITouch.TouchType { standIn() }

  // https://developer.apple.com/documentation/uikit/uitouch/touchtype
  @available(iOS 9.0, *)
  public enum TouchType: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitouch/touchtype/direct
    @available(iOS 9.0, *)
    case direct
    // https://developer.apple.com/documentation/uikit/uitouch/touchtype/indirect
    @available(iOS 9.0, *)
    case indirect
    // https://developer.apple.com/documentation/uikit/uitouch/touchtype/pencil
    @available(iOS 9.1, *)
    case pencil
    // https://developer.apple.com/documentation/uikit/uitouch/touchtype/indirectpointer
    @available(iOS 13.4, *)
    case indirectPointer
  }
}

// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
@MainActor open class UIEvent: NSObject {}

// MARK: - Keys

// https://developer.apple.com/documentation/uikit/uipress
@available(iOS 9.0, *)
open class UIPress: NSObject {
  // https://developer.apple.com/documentation/uikit/uipress/timestamp
  @available(iOS 9.0, *)
  open var timestamp: TimeInterval { standIn() }

  // https://developer.apple.com/documentation/uikit/uipress/key
  @available(iOS 9.0, *)
  open var key: UIKey? { standIn() }

  // https://developer.apple.com/documentation/uikit/uipress/responder
  @available(iOS 9.0, *)
  open var responder: UIResponder? { standIn() }
}

// https://developer.apple.com/documentation/uikit/uipressesevent
@available(iOS 9.0, *)
@MainActor open class UIPressesEvent: UIEvent {}

// https://developer.apple.com/documentation/uikit/uikey
@available(iOS 13.4, *)
@MainActor open class UIKey: NSObject {
  // https://developer.apple.com/documentation/uikit/uikey/keycode
  @available(iOS 13.4, *)
  open var keyCode: UIKeyboardHIDUsage { standIn() }

  // https://developer.apple.com/documentation/uikit/uikey/modifierflags
  @available(iOS 13.4, *)
  open var modifierFlags: UIKeyModifierFlags { standIn() }
}

// Difference 6: only the keys the sheet answers to.
// https://developer.apple.com/documentation/uikit/uikeyboardhidusage
@available(iOS 13.4, *)
public enum UIKeyboardHIDUsage: Int, Sendable {
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardreturnorenter
  @available(iOS 13.4, *)
  case keyboardReturnOrEnter = 0x28
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardescape
  @available(iOS 13.4, *)
  case keyboardEscape = 0x29
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardspacebar
  @available(iOS 13.4, *)
  case keyboardSpacebar = 0x2C
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardhome
  @available(iOS 13.4, *)
  case keyboardHome = 0x4A
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpageup
  @available(iOS 13.4, *)
  case keyboardPageUp = 0x4B
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardend
  @available(iOS 13.4, *)
  case keyboardEnd = 0x4D
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardpagedown
  @available(iOS 13.4, *)
  case keyboardPageDown = 0x4E
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarddownarrow
  @available(iOS 13.4, *)
  case keyboardDownArrow = 0x51
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarduparrow
  @available(iOS 13.4, *)
  case keyboardUpArrow = 0x52
  // https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keypadenter
  @available(iOS 13.4, *)
  case keypadEnter = 0x58
}

// https://developer.apple.com/documentation/uikit/uikeymodifierflags
@available(iOS 7.0, *)
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/uikit/uikeymodifierflags/shift
  @available(iOS 7.0, *)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)

  // https://developer.apple.com/documentation/uikit/uikeymodifierflags/control
  @available(iOS 7.0, *)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)

  // https://developer.apple.com/documentation/uikit/uikeymodifierflags/alternate
  @available(iOS 7.0, *)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)

  // https://developer.apple.com/documentation/uikit/uikeymodifierflags/command
  @available(iOS 7.0, *)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

// MARK: - Accessibility

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 3.0, *)
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
  @available(iOS 4.0, *)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, *)
@MainActor open class UIAccessibilityCustomAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
  @available(iOS 13.0, *)
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  @available(iOS 13.0, *)
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 2.0, *)
public enum UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { standIn() }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
  @available(iOS 8.0, *)
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @available(iOS 3.0, *)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  @available(iOS 3.0, *)
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    @available(iOS 4.0, *)
    public static let announcement = UIAccessibility.Notification(rawValue: 1008)

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
    @available(iOS 3.2, *)
    public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
  }
}

// MARK: - UI update links (iOS 18)

// https://developer.apple.com/documentation/uikit/uiupdatelink
@available(iOS 18.0, *)
@MainActor open class UIUpdateLink: NSObject {
  // https://developer.apple.com/documentation/uikit/uiupdatelink/init(view:)
  @available(iOS 18.0, *)
  public init(view: UIView) {}

  // https://developer.apple.com/documentation/uikit/uiupdatelink/isenabled
  @available(iOS 18.0, *)
  open var isEnabled: Bool = true

  // https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates
  @available(iOS 18.0, *)
  open var requiresContinuousUpdates: Bool = false

  // https://developer.apple.com/documentation/uikit/uiupdatelink/preferredframeraterange
  @available(iOS 18.0, *)
  open var preferredFrameRateRange: CAFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)

  // https://developer.apple.com/documentation/uikit/uiupdatelink/addaction(to:handler:)
  @available(iOS 18.0, *)
  open func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {}
}

// https://developer.apple.com/documentation/uikit/uiupdateinfo
@available(iOS 18.0, *)
@MainActor open class UIUpdateInfo: NSObject {
  // https://developer.apple.com/documentation/uikit/uiupdateinfo/modeltime
  @available(iOS 18.0, *)
  open var modelTime: TimeInterval { standIn() }
}

// https://developer.apple.com/documentation/uikit/uiupdateactionphase
@available(iOS 18.0, *)
@MainActor open class UIUpdateActionPhase: NSObject {
  // https://developer.apple.com/documentation/uikit/uiupdateactionphase/beforecadisplaylinkdispatch
  @available(iOS 18.0, *)
  open class var beforeCADisplayLinkDispatch: UIUpdateActionPhase { standIn() }
}

// https://developer.apple.com/documentation/uikit/uifocusupdatecontext
@available(iOS 9.0, *)
@MainActor open class UIFocusUpdateContext: NSObject {
  // https://developer.apple.com/documentation/uikit/uifocusupdatecontext/nextfocusedview
  @available(iOS 9.0, *)
  open var nextFocusedView: UIView? { standIn() }
}

// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator
@available(iOS 9.0, *)
@MainActor open class UIFocusAnimationCoordinator: NSObject {}
