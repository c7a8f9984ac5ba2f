#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import Foundation
  import PullUp
  import PullUpHost
  import PullUpSwiftUITranslation

  /// What a ``PullUpSplitView`` holds across its updates: the host (the controller, the interpreter the
  /// divider's drag goes through, its clock and frames), the container last given, and the drag in progress.
  /// Every decision is the translation's (PullUpSwiftUITranslation), the host's or the interpreter's; this class
  /// only carries values between SwiftUI and the host, synchronously on the main actor, so that an input's
  /// snapshot is the one the same update draws. It serves the host no toolkit: SwiftUI draws the split again
  /// after each input (the view's revision) and runs its frames from the snapshot's phase (`SettleSchedule`),
  /// and the divider's accessibility value is what VoiceOver reads.
  @MainActor
  final class SplitDriver {
    /// The shell every front end shares: the controller, the interpreter, the clock of a controller the view
    /// made itself (settle frames read the `TimelineView`'s date through it), frames.
    private let host: PullUpHost
    /// The split's controller, on the main actor.
    var controller: PullUpController { host.controller }
    /// Whether the view made the controller (and so saves and restores it with the scene).
    let ownsController: Bool
    /// The container last given, so that a body pass that changes nothing sends nothing.
    private var containerTracker = ContainerTracker()
    /// The divider's gesture in progress, as raw events.
    private var drag = DividerDrag(device: SplitDriver.device)
    /// Reduce Motion as last given.
    private var reducedMotion = ReducedMotionSync()
    /// The scene phase last seen, for the restoration's save.
    private var scenePhase: ScenePhaseKind?
    /// The frames' dates on the controller's monotonic clock, each frame once.
    private var frameDates = FrameDates()
    /// The container's origin in the global coordinate space, where the divider's drag is measured.
    var containerOrigin: (x: Double, y: Double) = (0, 0)

    /// The app's controller. It must run on the main actor (`PullUpExecutor.mainActor`); its frames are best
    /// `PullUpFrameSource.external`, so that the view's `TimelineView` drives them.
    init(controller: PullUpController) {
      host = PullUpHost(controller: controller)
      ownsController = false
    }

    /// A controller of the view's own, on the main actor, with frames from the view's `TimelineView`.
    init(configuration: PullUpConfiguration) {
      let usable = UsableConfiguration(configuration, otherwise: .splitView())
      if let report = usable.report(view: "PullUpSplitView") { FileHandle.standardError.write(Data(report.utf8)) }
      do {
        // Monotonic: a step of the system time neither freezes a settle nor ends it (FrameDates).
        host = try PullUpHost(
          configuration: usable.configuration, container: PullUpContainer(width: 390, height: 844)
        ) { ProcessInfo.processInfo.systemUptime }
      } catch {
        // Unreachable: the configuration validates and the container is a phone's (UsableConfigurationTests).
        preconditionFailure("PullUpSplitView: \(error)")
      }
      ownsController = true
    }

    /// The split now.
    var snapshot: PullUpSnapshot { host.snapshot }

    /// Gives the controller the container's size and safe area, when they changed and make a container.
    func giveContainer(width: Double, height: Double, safeArea: PullUpInsets) {
      guard
        let container = containerTracker.update(
          width: width, height: height, safeTop: safeArea.top, safeBottom: safeArea.bottom,
          safeLeading: safeArea.left, safeTrailing: safeArea.right)
      else { return }
      if !apply(.setContainer(container, animated: false)) { containerTracker.forget() }
    }

    /// Moves a settling split to the frame's date, once per date.
    func advance(to date: Date) {
      guard snapshot.phase == .settling,
        let time = frameDates.time(
          ofFrameDated: date.timeIntervalSinceReferenceDate, wallNow: Date().timeIntervalSinceReferenceDate,
          monotonicNow: ProcessInfo.processInfo.systemUptime)
      else { return }
      // On the host's clock when the view made the controller; an app's controller reads its own.
      _ = host.frame(at: time)
    }

    // MARK: The divider's drag

    /// A `DragGesture` value changed: the press, then its moves.
    func dragChanged(location: (x: Double, y: Double), startLocation: (x: Double, y: Double), time: Date) {
      interpret(
        drag.changed(
          location: local(location), startLocation: local(startLocation),
          time: time.timeIntervalSinceReferenceDate, controllerNow: controllerTime))
    }

    /// The `DragGesture` ended: the release.
    func dragEnded(location: (x: Double, y: Double), startLocation: (x: Double, y: Double), time: Date) {
      interpret(
        drag.ended(
          location: local(location), startLocation: local(startLocation),
          time: time.timeIntervalSinceReferenceDate, controllerNow: controllerTime))
    }

    /// The gesture went without ending (the view went away, the system took the touch): the press is
    /// cancelled. Nothing between gestures.
    func dragCancelled() {
      interpret(drag.cancelled())
    }

    /// Reduce Motion now: given at the first reading and at each change.
    func reducesMotion(_ reduces: Bool) {
      if let input = reducedMotion.update(reduces) { apply(input) }
    }

    /// The scene's phase now.
    ///
    /// - Returns: Whether to save the restoration state (the scene entered the background).
    func sceneEntered(_ phase: ScenePhaseKind) -> Bool {
      defer { scenePhase = phase }
      return ScenePhaseKind.savesRestoration(from: scenePhase, to: phase)
    }

    /// A point of the global coordinate space in the container's.
    private func local(_ point: (x: Double, y: Double)) -> (x: Double, y: Double) {
      (point.x - containerOrigin.x, point.y - containerOrigin.y)
    }

    /// The controller's time now, in seconds: where the gesture's first event lands on its clock.
    private var controllerTime: Double { snapshot.time }

    // MARK: Inputs

    /// Hands raw events to the interpreter with the split now, and applies the inputs it gives.
    func interpret(_ events: [PullUpRawEvent]) {
      for event in events { host.interpret(event) }
    }

    /// Gives the controller one input at once.
    ///
    /// - Returns: Whether the controller took it.
    @discardableResult
    func apply(_ input: PullUpInput) -> Bool {
      host.apply(input) == nil
    }

    /// The pointer device of the divider's drags: a finger where UIKit is, a mouse or a trackpad elsewhere.
    static var device: PullUpPointerDevice {
      #if canImport(UIKit)
        .touch
      #else
        .mouse
      #endif
    }

    /// The divider's accessibility element now.
    func accessibility(label: String) -> DividerAccessibility {
      DividerAccessibility(snapshot: snapshot, label: label)
    }

    /// Performs what the divider asked: an adjustment or a named action (`accessibilityActionPerformed`), or
    /// a key press (through the host, with the focus on the divider).
    ///
    /// - Returns: Whether the divider took it (a key that is not the divider's goes on to the app).
    @discardableResult
    func perform(_ request: DividerRequest) -> Bool {
      switch request {
      case .adjust(let direction):
        guard let input = accessibility(label: "").adjust(direction: direction) else { return false }
        return apply(input)
      case .action(let action):
        return apply(.accessibilityActionPerformed(action))
      case .key(let character, let modifiers):
        guard let key = KeyEquivalents.key(for: character, modifiers: modifiers) else { return false }
        return host.pressed(key, focusChain: [.divider], time: controllerTime)
      }
    }

    /// The restoration state to save now.
    var restorationState: PullUpRestorationState { controller.assumeIsolated { $0.restorationState } }
  }
#endif

#if canImport(SwiftUI)
  import PullUp

  extension SplitDriver {
    /// Where a split view's driver comes from.
    enum Source {
      /// The app's controller.
      case controller(PullUpController)
      /// A configuration the view makes its own controller with.
      case configuration(PullUpConfiguration)
    }
  }

  /// Keeps a split view's driver across updates: made at the first use, and made again only when the app
  /// gives another controller.
  @MainActor
  final class SplitDriverBox {
    private var driver: SplitDriver?

    func driver(for source: SplitDriver.Source) -> SplitDriver {
      switch (source, driver) {
      case (.controller(let controller), let driver?) where driver.controller === controller:
        return driver
      case (.configuration, let driver?) where driver.ownsController:
        return driver
      case (.controller(let controller), _):
        let made = SplitDriver(controller: controller)
        driver = made
        return made
      case (.configuration(let configuration), _):
        let made = SplitDriver(configuration: configuration)
        driver = made
        return made
      }
    }
  }
#endif
