#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// ISHPullUp's conveniences, each one input given at once (``applyNow(_:)``), and ISHPullUp's delegate
  /// questions as PullUp's delegate protocols, forwarded to the controller, which holds them weakly.
  extension PullUpViewController {
    /// The sheet's state now (ISHPullUp's `state`).
    public var state: PullUpState { host.snapshot.state }

    /// Moves the sheet to a state (ISHPullUp's `setState(_:animated:)`): `PullUpInput.setState(_:animated:)`.
    /// A locked sheet moves too (locking stops the user's drags, not code); a hidden sheet stays hidden and
    /// shows at that state later; `.dragging` and `.intermediate`, which are no place to go, change nothing.
    public func setState(_ state: PullUpState, animated: Bool) {
      host.apply(.setState(state, animated: animated))
    }

    /// Expands a collapsed sheet and collapses any other (ISHPullUp's `toggleState(animated:)`).
    public func toggleState(animated: Bool) {
      host.apply(.toggleState(animated: animated))
    }

    /// Whether the sheet ignores the user's drags and the dimming's tap (ISHPullUp's `isLocked`); code still
    /// moves it.
    public var isLocked: Bool {
      get { host.snapshot.isLocked }
      set { host.apply(.setLocked(newValue)) }
    }

    /// Whether the sheet is hidden below the bottom edge (ISHPullUp's `isBottomHidden`).
    public var isBottomHidden: Bool { host.snapshot.isHidden }

    /// Hides or shows the sheet (ISHPullUp's `setBottomHidden(_:animated:)`).
    public func setBottomHidden(_ hidden: Bool, animated: Bool) {
      host.apply(.setHidden(hidden, animated: animated))
    }

    /// The sheet's height now, in points above the container's bottom edge (ISHPullUp's `bottomHeight`).
    public var bottomHeight: CGFloat { CGFloat(host.snapshot.height) }

    /// Moves the sheet to a height in points (ISHPullUp's `setBottomHeight(_:animated:)`):
    /// `PullUpInput.setHeight(_:animated:)`, clamped as the configuration says (into the minimum and maximum,
    /// or, as ISHPullUp does under `.ishPullUp`, only into the container). A height that is not finite changes
    /// nothing.
    public func setBottomHeight(_ height: CGFloat, animated: Bool) {
      host.apply(.setHeight(Double(height), animated: animated))
    }

    /// Asks the sizing delegate for its minimum and maximum heights again (ISHPullUp's `invalidateLayout()`),
    /// then moves the sheet into the new range: `PullUpController.invalidateLayout()`, in a main-actor task
    /// that starts after this call returns.
    public func invalidateLayout() {
      Task { [controller] in await controller.invalidateLayout() }
    }

    /// ISHPullUp's sizing delegate (minimum height; maximum height with the available height), as PullUp's
    /// `PullUpSizingDelegate`, held weakly by the controller. Setting it asks it at once
    /// (`PullUpController.setSizingDelegate(_:)`, in a main-actor task that starts after the setter returns;
    /// reading gives the new one from then on). A main-actor delegate answers within each layout pass that
    /// changes the container. It is asked again (as ``invalidateLayout()`` asks) when the text size changes, so a
    /// minimum that measures a header of text follows Dynamic Type.
    public var sizingDelegate: (any PullUpSizingDelegate)? {
      get { controller.assumeIsolated { $0.sizingDelegate } }
      set {
        Task { [controller] in await controller.setSizingDelegate(newValue) }
        warnIfReleased(newValue, slot: "sizingDelegate")
      }
    }

    /// ISHPullUp's `targetHeightForBottomViewController:fromCurrentHeight:`, as `PullUpTargetHeightDelegate`,
    /// held weakly by the controller.
    public var targetHeightDelegate: (any PullUpTargetHeightDelegate)? {
      get { controller.assumeIsolated { $0.targetHeightDelegate } }
      set {
        controller.assumeIsolated { $0.setTargetHeightDelegate(newValue) }
        warnIfReleased(newValue, slot: "targetHeightDelegate")
      }
    }

    /// ISHPullUp's `update edgeInsets:forContentViewController:`, as `PullUpContentDelegate`, held weakly by
    /// the controller.
    public var contentDelegate: (any PullUpContentDelegate)? {
      get { controller.assumeIsolated { $0.contentDelegate } }
      set {
        controller.assumeIsolated { $0.setContentDelegate(newValue) }
        warnIfReleased(newValue, slot: "contentDelegate")
      }
    }

    /// ISHPullUp's `update edgeInsets:forBottomViewController:` (the bottom view's insets while the sheet is
    /// shifted off the bottom edge), as `PullUpSheetInsetsDelegate`, held weakly by the controller.
    public var sheetInsetsDelegate: (any PullUpSheetInsetsDelegate)? {
      get { controller.assumeIsolated { $0.sheetInsetsDelegate } }
      set {
        controller.assumeIsolated { $0.setSheetInsetsDelegate(newValue) }
        warnIfReleased(newValue, slot: "sheetInsetsDelegate")
      }
    }

    /// Writes a warning to standard error when `delegate`, just set in `slot`, is gone once the main actor has run
    /// what was waiting (`ReleasedDelegateCheck`, tested on Linux): nothing but the controller's weak reference
    /// held it, so the sheet would go on without it, silently.
    private func warnIfReleased(_ delegate: AnyObject?, slot: String) {
      guard let check = ReleasedDelegateCheck(slot: slot, delegate: delegate) else { return }
      Task { @MainActor in
        guard check.isReleased else { return }
        let message = ReleasedDelegateCheck.message(view: "PullUpViewController", slot: slot)
        FileHandle.standardError.write(Data(message.utf8))
      }
    }

    /// ISHPullUp's `didChangeTo state:`, as `PullUpStateDelegate`, held weakly by the controller.
    public var stateDelegate: (any PullUpStateDelegate)? {
      get { controller.assumeIsolated { $0.stateDelegate } }
      set {
        controller.assumeIsolated { $0.setStateDelegate(newValue) }
        warnIfReleased(newValue, slot: "stateDelegate")
      }
    }
  }
#endif
