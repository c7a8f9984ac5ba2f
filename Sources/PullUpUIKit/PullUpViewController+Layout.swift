#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// Layout: the view's bounds and safe area are the controller's container, given in the layout pass that
  /// lays the sheet out, so that a rotation or a resize of the window never draws a frame at the old size; the
  /// snapshot's layout becomes the views' frames, aligned to the pixels of the view's `displayScale` (read in the
  /// layout pass, where iOS 18's automatic trait tracking lays the view out again when it changes).
  extension PullUpViewController {
    /// The height of the handle's strip at the top of the sheet, in points (22; none when the configuration
    /// hides the handle, `PullUpHandleStyle.hidden`, outside a split view). The bottom view controller's view
    /// sits below it, so a sizing delegate whose minimum shows a header of the bottom view adds it: PullUp's
    /// heights are the sheet's, the strip included, where ISHPullUp's are the bottom view's.
    nonisolated public static let handleHeight: CGFloat = 22

    /// The height of the handle's strip, ``handleHeight``.
    @available(*, deprecated, renamed: "handleHeight")
    nonisolated public static var handleStripHeight: CGFloat { handleHeight }

    /// Builds the view tree: the content, the dimming over it, the sheet on top, the handle in the sheet.
    func buildTree() {
      contentContainer.frame = view.bounds
      view.addSubview(contentContainer)
      dimmingView.backgroundColor = .black
      dimmingView.alpha = 0
      // Smart Invert would turn the black veil white.
      dimmingView.accessibilityIgnoresInvertColors = true
      view.addSubview(dimmingView)
      sheetSurface.backgroundColor = Self.elevatedBackground
      sheetSurface.clipsToBounds = true
      sheetSurface.layer.cornerRadius = Self.drawsDivider ? 0 : 10
      sheetSurface.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      view.addSubview(sheetSurface)
      sheetSurface.owner = self
      handleView.isDivider = Self.drawsDivider
      handleView.owner = self
      sheetSurface.addSubview(handleView)
      // The children's views, if they were set before the view loaded.
      if let content = contentViewController?.view, content.superview !== contentContainer {
        contentContainer.addSubview(content)
      }
      if let bottom = bottomViewController?.view, bottom.superview !== sheetSurface { sheetSurface.addSubview(bottom) }
    }

    /// The system background as UIKit's own sheets have it: at the elevated interface level, which in dark mode is
    /// dark grey rather than the black of the content behind, so that the sheet stands out from a dark map or from
    /// the dimming without a shadow.
    static let elevatedBackground = UIColor { traits in
      UIColor.systemBackground.resolvedColor(
        with: UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceLevel: .elevated)]))
    }

    /// The layout pass (`viewDidLayoutSubviews()`): the container first, then the frames.
    func layOutInPass() {
      giveContainer()
      followKeyboardBackInWindow()
      followTextSize()
      updateScrollMaximum()
      let snapshot = host.snapshot
      layOut(snapshot)
      updateFocusability(for: snapshot)
      // The pass's own inputs (the container, the list's extent), reported once the views are where they go.
      host.reportLayoutInputs()
    }

    /// Gives the controller the view's bounds and safe area when they changed, inside the layout pass: with a
    /// main-actor sizing delegate whose answers do not suspend, its answers for the new container apply in
    /// this call. A view too small to hold a sheet (before it is on screen) changes nothing.
    private func giveContainer() {
      let bounds = view.bounds
      let insets = view.safeAreaInsets
      let given = PullUpContainer(
        width: Double(bounds.width), height: Double(bounds.height),
        safeArea: PullUpInsets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)))
      guard given != host.container else { return }
      host.apply(.setContainer(given, animated: false), duringLayout: true)
    }

    /// Asks the sizing delegate again when the text size changed since the last layout pass (`TextSizeTracking`,
    /// tested on Linux): a collapsed sheet whose minimum shows a header of text then grows or shrinks with it. From
    /// iOS 18 reading the trait here lays the view out again when it changes (automatic trait tracking); before,
    /// `UIContentSizeCategory.didChangeNotification` asks for the layout (`connectTextSize()`).
    private func followTextSize() {
      let category = view.traitCollection.preferredContentSizeCategory
      if textSize.laidOut(textSize: category == .unspecified ? nil : category.rawValue) { invalidateLayout() }
    }

    /// Lays the view out when the text size changes (`UIContentSizeCategory.didChangeNotification`), so that on
    /// iOS 16 and 17, which have no automatic trait tracking, a layout pass reads the new size: it runs after the
    /// notification's turn of the run loop, by when UIKit has given the view its new traits (assumed, not seen on
    /// a device). From iOS 18 the pass may come twice; the second reads no change.
    func connectTextSize() {
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated { self?.setNeedsLayout() }
        })
    }

    /// Applies a snapshot's layout to the views, their frames on the screen's pixel grid (`PixelAlignment`, tested
    /// on Linux), so that a sheet resting between pixels does not blur its text.
    func layOut(_ snapshot: PullUpSnapshot) {
      let layout = snapshot.layout
      let frames = PixelAlignment.frames(of: layout, scale: Double(view.traitCollection.displayScale))
      contentContainer.frame = CGRect(frames.content)
      for child in contentContainer.subviews { child.frame = contentContainer.bounds }
      dimmingView.frame = CGRect(frames.dimming)
      dimmingView.alpha = CGFloat(layout.dimmingAlpha)
      // While it dims, the dimming is a touch target (a tap on it is the sheet's and never reaches the content
      // behind), and the sheet is modal to VoiceOver, which then reads only the sheet.
      let modal = snapshot.layout.isModal
      dimmingView.isUserInteractionEnabled = modal
      if modal != sheetSurface.accessibilityViewIsModal {
        sheetSurface.accessibilityViewIsModal = modal
        // VoiceOver reads the screen again: into the sheet (its handle) when it turns modal.
        UIAccessibility.post(notification: .layoutChanged, argument: modal ? handleView : nil)
      }
      sheetSurface.frame = CGRect(frames.sheet)
      sheetSurface.isHidden = snapshot.isHidden && layout.sheetFrame.y >= layout.containerSize.height
      let strip = layout.handle == nil && !Self.drawsDivider ? 0 : Self.handleHeight
      let width = sheetSurface.bounds.width
      handleView.frame = CGRect(x: 0, y: 0, width: width, height: strip)
      handleView.handleState = layout.handle
      bottomViewController?.view.frame = CGRect(
        x: 0, y: strip, width: width, height: max(0, sheetSurface.bounds.height - strip))
      updateTrackedListInsets(for: snapshot)
      handleView.update(AccessibilityElement(snapshot: snapshot, label: handleView.sheetLabel))
      updateSystemAppearance(for: snapshot)
      host.laidOut(snapshot)
    }

    /// Tells the controller the tracked scroll view's largest offset when it changed (its content or its size
    /// did), with its offset now.
    func updateScrollMaximum() {
      guard let scrollView = scrollTracking.scrollView else {
        forgetTrackedScrollViewIfGone()
        return
      }
      let maximum = Self.contentMaximum(of: scrollView)
      guard maximum != scrollTracking.reportedMaximum else { return }
      scrollTracking.reportedMaximum = maximum
      reportScrollOffset(of: scrollView, duringLayout: true)
    }

    /// Tells the controller where the tracked scroll view is now: its offset read back, and its maximum.
    func reportScrollOffset(of scrollView: UIScrollView, duringLayout: Bool = false) {
      let offset = ScrollPinning.offset(
        contentOffsetY: Double(scrollView.contentOffset.y), topInset: Double(scrollView.adjustedContentInset.top))
      // The machine reads a `nil` maximum as "no limit"; the translation's `nil` is "nothing to scroll".
      let maximum = Self.contentMaximum(of: scrollView) ?? 0
      host.apply(.scrollOffsetChanged(offset, maximum: maximum), duringLayout: duringLayout)
    }

    /// The scroll view's largest offset, in PullUp's terms (0 at the content's top), or `nil` with nothing to
    /// scroll.
    static func contentMaximum(of scrollView: UIScrollView) -> Double? {
      let insets = scrollView.adjustedContentInset
      return ScrollPinning.contentMaximum(
        contentHeight: Double(scrollView.contentSize.height), viewportHeight: Double(scrollView.bounds.height),
        topInset: Double(insets.top), bottomInset: Double(insets.bottom))
    }
  }

  extension CGRect {
    /// The rectangle of a PullUp frame, in the view controller's view's coordinates (both are points, top-left
    /// origin).
    init(_ rect: PullUpRect) {
      self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
  }

  extension PullUpRect {
    /// The PullUp frame of a rectangle (both are points, top-left origin).
    init(_ rect: CGRect) {
      self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
  }
#endif
