#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// A view controller that shows a content view controller with a pull-up sheet over it, holding a bottom
  /// view controller: ISHPullUp's `ISHPullUpViewController`, driven by a `PullUpController` on the main actor.
  ///
  /// The view controller is an adapter, as PullUpGTK's widget is: UIKit's touches, trackpad and wheel scrolls,
  /// hardware keys, keyboard frames and VoiceOver actions go in, translated by PullUpUIKitTranslation, to a
  /// `PullUpInterpreter` and the controller; every decision is theirs. The controller's snapshot comes out as
  /// the frames of the content, the dimming, the sheet and the handle. The view controller
  /// - owns a controller on the main actor (`PullUpExecutor.mainActor`) whose frames come from the display
  ///   (`PullUpFrameSource.external`): a `UIUpdateLink` on iOS 18 and later, a `CADisplayLink` before, running
  ///   only while the sheet settles, so a sheet at rest costs no wake-ups;
  /// - gives the controller its container (the view's bounds and safe area) in `viewDidLayoutSubviews()`, and
  ///   lays the sheet out in the same pass, so a rotation never draws a frame at the old size; a main-actor
  ///   sizing delegate answers within that pass, and is asked again when the text size (Dynamic Type) changes;
  /// - follows one press at a time with a gesture recognizer on its view, which recognizes at the same time as
  ///   the tracked scroll view's pan only, and begins, fails or ends as the interpreter's verdict says: a press
  ///   the sheet does not claim fails the recognizer, and the content keeps it (a button still gets its tap, a
  ///   slider its drag);
  /// - pins the tracked scroll view's offset while the sheet's drag shares the finger with it, and lets it
  ///   decelerate on its own after a release that scrolled it (``track(scrollView:)``);
  /// - makes the handle the sheet's adjustable accessibility element, with its custom actions, posts the
  ///   controller's announcements, and follows Reduce Motion while it lives;
  /// - gives the controller the keyboard's height (`keyboardWillChangeFrameNotification`) and maps Escape, ↑,
  ///   ↓, Page Up, Page Down, Home, End, and space and Return (activate) of a hardware keyboard to `PullUpKey`s.
  ///
  /// Everything runs on the main thread and calls the controller synchronously through `assumeIsolated`, so a
  /// touch reaches the sheet before the next frame draws it. The view controller also follows what reaches the
  /// controller by other ways (your code awaiting its methods, a sizing delegate's late answers): a main-actor
  /// renderer lays the view out again and starts the frames of a settle.
  ///
  /// It has two initializers, on purpose, one in each library's words: ISHPullUp's
  /// (``init(configuration:contentViewController:bottomViewController:)``, with PullUp's default configuration
  /// unless given) and SplitSheet's (``init(mainViewController:sheetViewController:configuration:)``, with
  /// SplitSheet's preset unless given, a convenience over the first), so that each library's users port their
  /// call word for word, as the "Coming from" articles show. The properties keep ISHPullUp's names.
  ///
  /// - Important: Nothing here has run on a device: the module is type-checked on Linux against a stand-in of
  ///   UIKit's declarations (ARCHITECTURE.md says what is and is not verified).
  @MainActor
  open class PullUpViewController: UIViewController {
    /// The sheet's controller: on the main actor, with frames from the display (`PullUpFrameSource.external`).
    /// Await its methods, read its streams, or give inputs at once through ``applyNow(_:)``.
    public var controller: PullUpController { host.controller }
    /// The shell every front end shares: the controller, the interpreter, frames, hits, keys and focus.
    let host: PullUpHost

    /// The handle at the top of the sheet (ISHPullUp's `ISHPullUpHandleView`): an arrow or a bar as the
    /// configuration's handle style says, or a split view's divider. The sheet's adjustable accessibility
    /// element: set its `accessibilityLabel` to name the sheet ("Sheet" unless set).
    public let handleView: PullUpHandleView

    /// The view between the content and the sheet that dims the content: black unless you set its
    /// `backgroundColor`; its alpha is the layout's `dimmingAlpha`. While it dims, a tap on it is the sheet's
    /// (`PullUpInput.dimmingTapped`) and never reaches the content, and the sheet is modal to VoiceOver
    /// (`accessibilityViewIsModal`), which then reads only the sheet.
    public let dimmingView: UIView

    /// Called with every raw event the view controller hands its interpreter (a touch, a trackpad or wheel
    /// scroll, a hardware key, VoiceOver's escape), before the inputs the interpreter gives for it are applied
    /// (each then reported through ``onInput``, `fromRawEvent` true), with the controller's time now, in
    /// seconds: what a scenario recorder writes down, so that a session on a device becomes a `.pullup.json`
    /// file that `pullup test` replays on Linux, arbitration included. The event's own time is the touch's
    /// `timestamp`; record with ``interpreterSettings``. As PullUpGTK's `PullUpSheetWidget.onRawEvent`.
    public var onRawEvent: ((_ event: PullUpRawEvent, _ time: Double) -> Void)? {
      get { host.onRawEvent }
      set { host.onRawEvent = newValue }
    }

    /// Called with every input the view controller gave the controller and that it took, with the controller's
    /// time for it in seconds, and whether the interpreter gave it for the raw event ``onRawEvent`` reported
    /// just before. As PullUpGTK's `PullUpSheetWidget.onInput`.
    public var onInput: ((_ input: PullUpInput, _ time: Double, _ fromRawEvent: Bool) -> Void)? {
      get { host.onInput }
      set { host.onInput = newValue }
    }

    /// What the sheet covers (ISHPullUp's content view controller, SplitSheet's main view controller), laid out
    /// in the layout's content frame. Setting it makes it a child view controller and removes the old one.
    public var contentViewController: UIViewController? {
      didSet { replaceChild(oldValue, with: contentViewController, in: contentContainer) }
    }

    /// The sheet's content below the handle (ISHPullUp's bottom view controller, SplitSheet's sheet view
    /// controller). Setting it makes it a child view controller and removes the old one.
    public var bottomViewController: UIViewController? {
      didSet {
        if oldValue !== bottomViewController { untrackScrollView(leaving: oldValue) }
        replaceChild(oldValue, with: bottomViewController, in: sheetSurface)
      }
    }

    /// The sheet: the handle's strip above the bottom view controller's view.
    let sheetSurface = SheetView(frame: .zero)

    /// The sheet's view, for its look: the handle's strip and the bottom view controller's view are inside it.
    /// Style it as you would any view: its `backgroundColor` (by default the system background at the elevated
    /// level, as UIKit's own sheets have, which is dark grey rather than black in dark mode), its
    /// `layer.cornerRadius` (10 points at the top corners by default, none in a split view) and
    /// `layer.maskedCorners`, a `layer.borderColor` and `layer.borderWidth`. The sheet sets its frame, its
    /// `isHidden` and its accessibility: do not set those. It clips its content to its bounds, so a shadow belongs
    /// on a view of yours behind it.
    public var sheetView: UIView { sheetSurface }
    /// Holds the content view controller's view.
    let contentContainer = UIView(frame: .zero)
    /// The recognizer that follows presses for the interpreter.
    let sheetRecognizer = SheetGestureRecognizer()
    /// Answers UIKit about the recognizers' others (`OtherRecognizer`'s rule).
    let recognizerDelegate = SheetRecognizerDelegate()
    /// The tracked scroll view, its pan's target (an Objective-C shim) and where its offset is pinned.
    var scrollTracking = ScrollTracking()
    /// The trackpad's and the wheel's pans, with their translations into scroll events.
    var scrollPans: [ScrollPan] = []
    /// The display link while the view is loaded.
    var frames: (any FrameLink)?
    /// The notification observers, removed when the view controller goes.
    let observers = ObserverBag()
    /// The views the app marked as keeping their presses (``leavePresses(to:)``), held weakly.
    var pressKeepingViews: [WeakView] = []
    /// The parts of the bottom view controller's view kept from the focus while the sheet hides them.
    var focusBlocking = PullUpFocusBlocking<UIView>()
    /// The hardware keys' presses the sheet took when they began, so that their other phases stay the sheet's.
    var pressRouting = PressRouting<ObjectIdentifier>()
    /// The text size the last layout pass read, so that a change asks the sizing delegate again.
    var textSize = TextSizeTracking()
    /// The keyboard's last frame, and whether it came while the view was off its window.
    var keyboardTracking = KeyboardTracking()
    /// Which child answers for the status bar and the home indicator, as the last layout decided.
    var systemAppearance = SystemAppearanceChildren.initial

    /// Whether the handle is drawn as a split view's divider, with the interpreter's `PullUpRegion.divider`.
    class var drawsDivider: Bool { false }

    /// Creates the view controller and its controller.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves (`.ishPullUp` for ISHPullUp's decisions, `.splitSheet`, a peer's
    ///     preset, your own); `nil`, the default, is ``storyboardConfiguration``: PullUp's default
    ///     (`PullUpConfiguration.default`, as `PullUpController`'s), or a subclass's own.
    ///   - contentViewController: What the sheet covers.
    ///   - bottomViewController: The sheet's content.
    /// - Throws: `PullUpError` for a configuration that does not validate.
    public init(
      configuration: PullUpConfiguration? = nil, contentViewController: UIViewController? = nil,
      bottomViewController: UIViewController? = nil
    ) throws(PullUpError) {
      host = try Self.makeHost(configuration ?? Self.storyboardConfiguration)
      handleView = PullUpHandleView(frame: .zero)
      dimmingView = UIView(frame: .zero)
      super.init(nibName: nil, bundle: nil)
      self.contentViewController = contentViewController
      self.bottomViewController = bottomViewController
      replaceChild(nil, with: contentViewController, in: contentContainer)
      replaceChild(nil, with: bottomViewController, in: sheetSurface)
    }

    /// SplitSheet's initializer: `mainViewController` under a sheet that holds `sheetViewController`.
    ///
    /// - Parameters:
    ///   - mainViewController: What the sheet covers (``contentViewController``).
    ///   - sheetViewController: The sheet's content (``bottomViewController``).
    ///   - configuration: SplitSheet's unless set.
    /// - Throws: `PullUpError` for a configuration that does not validate.
    public convenience init(
      mainViewController: UIViewController, sheetViewController: UIViewController,
      configuration: PullUpConfiguration = .splitSheet
    ) throws(PullUpError) {
      try self.init(
        configuration: configuration, contentViewController: mainViewController,
        bottomViewController: sheetViewController)
    }

    /// For a storyboard: a view controller with ``storyboardConfiguration``; set ``contentViewController`` and
    /// ``bottomViewController`` in `viewDidLoad()`, as with ISHPullUp. A subclass that declares initializers of
    /// its own provides this one by calling `super.init(coder:)`.
    public required init?(coder: NSCoder) {
      guard let made = try? Self.makeHost(Self.storyboardConfiguration) else { return nil }
      host = made
      handleView = PullUpHandleView(frame: .zero)
      dimmingView = UIView(frame: .zero)
      super.init(coder: coder)
    }

    /// The configuration a view controller starts with when it is given none: the one a storyboard makes
    /// (``init(coder:)``), and ``init(configuration:contentViewController:bottomViewController:)`` without a
    /// configuration. PullUp's default (`PullUpConfiguration.default`, as `PullUpController`'s) unless a subclass
    /// overrides it (``PullUpSplitViewController``'s is a split view's): the one place for a subclass's own.
    open class var storyboardConfiguration: PullUpConfiguration { .default }

    /// A host whose controller is on the main actor with frames from the display, on Core Animation's clock,
    /// in a placeholder container that the first layout replaces with the view's bounds.
    private static func makeHost(_ configuration: PullUpConfiguration) throws(PullUpError) -> PullUpHost {
      try PullUpHost(configuration: configuration, container: PullUpContainer(width: 390, height: 844)) {
        CACurrentMediaTime()
      }
    }

    override open func viewDidLoad() {
      super.viewDidLoad()
      buildTree()
      connectGestures()
      connectFrames()
      connectKeyboard()
      connectAccessibility()
      connectTextSize()
      host.serve(self)
    }

    override open func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layOutInPass()
    }

    override open func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      view.setNeedsLayout()
    }

    /// The child whose view is under the status bar answers for its style: the content view controller, or the
    /// bottom view controller while the sheet reaches under the status bar.
    override open var childForStatusBarStyle: UIViewController? { child(systemAppearance.statusBar) }

    /// The child whose view is under the status bar answers whether it hides, as for its style.
    override open var childForStatusBarHidden: UIViewController? { child(systemAppearance.statusBar) }

    /// The child whose view is along the bottom edge answers whether the home indicator hides: the bottom view
    /// controller while the sheet shows, the content view controller while it is hidden.
    override open var childForHomeIndicatorAutoHidden: UIViewController? { child(systemAppearance.homeIndicator) }

    /// The view controller can become the first responder, so that Escape reaches the sheet in an app where
    /// nothing else takes keys: call `becomeFirstResponder()` on it (in `viewDidAppear(_:)`, say). It never
    /// makes itself the first responder, which would take the keyboard from a text field.
    override open var canBecomeFirstResponder: Bool { true }

    /// Hardware keys the sheet answers to (see `connectKeyboard()`); the others go on up the responder chain.
    /// A press the sheet takes here is the sheet's until it ends: its change, end and cancellation do not go on
    /// up the chain either.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let passed = presses.filter { press in pressRouting.began(ObjectIdentifier(press), used: used(press)) }
      if !passed.isEmpty { super.pressesBegan(passed, with: event) }
    }

    /// A press's analog value changed: on up the responder chain, unless the sheet took the press when it began.
    override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let passed = presses.filter { press in pressRouting.changed(ObjectIdentifier(press)) }
      if !passed.isEmpty { super.pressesChanged(passed, with: event) }
    }

    /// A press ended: on up the responder chain, unless the sheet took it when it began.
    override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let passed = presses.filter { press in pressRouting.ended(ObjectIdentifier(press)) }
      if !passed.isEmpty { super.pressesEnded(passed, with: event) }
    }

    /// A press was cancelled (the app went inactive, the view left its window): on up the responder chain, unless
    /// the sheet took it when it began; the sheet forgets it either way.
    override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      let passed = presses.filter { press in pressRouting.ended(ObjectIdentifier(press)) }
      if !passed.isEmpty { super.pressesCancelled(passed, with: event) }
    }

    /// Gives the sheet one input at once, as a button or a menu would: through
    /// `PullUpController.applyNow(_:)`, and lays the view out again. A container
    /// (`PullUpInput.setContainer(_:animated:)`) is the view's own: give one only to change the safe area the
    /// sheet keeps clear of; the next layout gives the view's bounds and safe area again.
    ///
    /// - Throws: The controller's `PullUpError` when it refuses the input (a value that is not finite, a state
    ///   that is no place to go, a detent that does not exist); the sheet is then as it was.
    public func applyNow(_ input: PullUpInput) throws(PullUpError) {
      if let refusal = host.apply(input) { throw refusal }
    }

    /// Makes `new` a child shown in `container` in place of `old`.
    private func replaceChild(_ old: UIViewController?, with new: UIViewController?, in container: UIView) {
      guard old !== new else { return }
      if let old {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      guard let new else { return }
      addChild(new)
      container.addSubview(new.view)
      new.didMove(toParent: self)
      if isViewLoaded { view.setNeedsLayout() }
    }
  }

  /// Notification observers (`NotificationCenter.addObserver(forName:object:queue:using:)`'s tokens), removed
  /// when the bag goes: the view controller's `deinit` cannot reach its main-actor state before iOS 18.4
  /// (`isolated deinit`), so it holds them here.
  final class ObserverBag {
    private var tokens: [any NSObjectProtocol] = []

    func add(_ token: any NSObjectProtocol) { tokens.append(token) }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }

  /// The sheet's view. VoiceOver's escape gesture on anything in it (a row of the list, a button; VoiceOver
  /// asks each view up from the focused element) is Escape in the sheet, as on the handle: it collapses the
  /// sheet, or hides a collapsed sheet that may hide (the host's rule of keys).
  final class SheetView: UIView {
    /// The view controller whose sheet it is.
    weak var owner: PullUpViewController?

    override func accessibilityPerformEscape() -> Bool {
      owner?.host.pressed(.escape, focusChain: [.sheet], time: CACurrentMediaTime()) ?? false
    }

    /// The view came into a window (or left one): a layout pass then measures a keyboard that moved while it
    /// was away (`PullUpViewController+Keyboard.swift`). UIKit usually lays a view out when it comes back into a
    /// window; this asks for the pass, so that the keyboard's measure does not rest on that. Here rather than on
    /// the view controller, whose override would be public API.
    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window != nil { owner?.setNeedsLayout() }
    }

    /// The focus engine moved the keyboard's focus, into or out of the sheet (the engine tells every focus
    /// environment that holds either view): onto a part of the sheet's content the sheet cuts off, it raises
    /// the sheet until the part shows (`PullUpViewController+Focus.swift`). Here rather than on the view
    /// controller, whose override would be public API.
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
      super.didUpdateFocus(in: context, with: coordinator)
      if let focused = context.nextFocusedView { owner?.focusMoved(to: focused) }
    }
  }

  extension PullUpViewController: PullUpHostToolkit {
    package func setNeedsLayout() {
      if isViewLoaded { view.setNeedsLayout() }
    }

    package func startFrames() { startFrameLink() }

    package func announce(_ words: String) {
      UIAccessibility.post(notification: .announcement, argument: words)
    }
  }

  /// A view held weakly.
  struct WeakView {
    weak var view: UIView?
  }
#endif
