#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import PullUpUIKitTranslation
  import UIKit

  /// Frames: the display drives a settling sheet, through a link started when an input starts a settle and
  /// stopped in the frame the sheet comes to rest (the host's `PullUpHost.frame(at:)`), so a sheet at rest costs no
  /// wake-ups. On iOS 18 and later the link is a `UIUpdateLink`, whose actions are closures; before, a
  /// `CADisplayLink`, whose target needs the Objective-C runtime (``ObjectiveCShims``). Each start asks the link
  /// for the display's highest rate (`SettleFrameRate`, tested on Linux), so that a settle on a ProMotion phone runs
  /// at 120 Hz as the list beside it does.
  extension PullUpViewController {
    func connectFrames() {
      let tick: @MainActor (Double) -> Void = { [weak self] seconds in self?.tick(at: seconds) }
      if #available(iOS 18, *) {
        frames = UpdateLinkFrames(view: view, tick: tick)
      } else if let shims = objectiveCShims() {
        frames = DisplayLinkFrames(link: shims.displayLink { link in tick(link.targetTimestamp) })
      }
    }

    /// Starts the link when a settle starts, asking for the rates of the display the view is on now (a window
    /// may move to another screen between settles).
    func startFrameLink() {
      guard let frames else { return }
      let maximum = isViewLoaded ? view.window?.screen.maximumFramesPerSecond : nil
      if let rate = SettleFrameRate(displayMaximum: maximum) { frames.prefer(rate) }
      frames.isRunning = true
    }

    /// One display-link frame, at its target time on Core Animation's clock: the host moves the sheet; the
    /// link stops in the frame the sheet comes to rest in.
    private func tick(at seconds: Double) {
      if !host.frame(at: seconds) { frames?.isRunning = false }
    }
  }

  @MainActor
  protocol FrameLink: AnyObject {
    /// Whether it calls its tick each frame.
    var isRunning: Bool { get set }

    /// Asks the link for these frame rates (its `preferredFrameRateRange`).
    func prefer(_ rate: SettleFrameRate)
  }

  extension CAFrameRateRange {
    /// The range `SettleFrameRate` decided.
    init(_ rate: SettleFrameRate) {
      self.init(minimum: rate.minimum, maximum: rate.maximum, preferred: rate.preferred)
    }
  }

  /// Frames from a `UIUpdateLink` (iOS 18): its action runs before the display links of each UI update, with
  /// the update's `modelTime` ("a reference point for driving time-based model changes, like animations or
  /// physics", on `CACurrentMediaTime`'s clock); continuous updates are asked for only while it is enabled.
  @available(iOS 18, *)
  final class UpdateLinkFrames: FrameLink {
    private let link: UIUpdateLink

    init(view: UIView, tick: @escaping @MainActor (Double) -> Void) {
      link = UIUpdateLink(view: view)
      link.isEnabled = false
      link.requiresContinuousUpdates = true
      link.addAction(to: .beforeCADisplayLinkDispatch) { _, info in tick(info.modelTime) }
    }

    var isRunning: Bool {
      get { link.isEnabled }
      set { link.isEnabled = newValue }
    }

    func prefer(_ rate: SettleFrameRate) {
      link.preferredFrameRateRange = CAFrameRateRange(rate)
    }
  }

  /// Frames from a `CADisplayLink` made by the Objective-C shim, ticking at its `targetTimestamp` ("when the
  /// next frame displays"); paused at rest, invalidated with the view controller.
  final class DisplayLinkFrames: FrameLink {
    // `nonisolated(unsafe)` for `deinit` only, which cannot be isolated to the main actor before iOS 18.4: the
    // view controller that owns this object is released on the main thread, where the link runs.
    nonisolated(unsafe) private let link: CADisplayLink

    init(link: CADisplayLink) {
      self.link = link
      link.isPaused = true
    }

    deinit {
      link.invalidate()
    }

    var isRunning: Bool {
      get { !link.isPaused }
      set { link.isPaused = !newValue }
    }

    func prefer(_ rate: SettleFrameRate) {
      link.preferredFrameRateRange = CAFrameRateRange(rate)
    }
  }
#endif
