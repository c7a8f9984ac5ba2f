import PullUp

/// The shell every front end shares, written once and run on Linux: it owns the controller a front end
/// serves, the interpreter and its settings, applying inputs at once with the refusal as a value, the inputs
/// a layout pass gives (applied, then reported after the pass), following snapshots made elsewhere, the frame
/// schedule and its clock, announcements, the recording hooks, and the rules of hits, keys and focus
/// (`PullUpHitPart.swift`, `PullUpFocusRule.swift`). The toolkit (``PullUpHostToolkit``) draws and reads its own
/// events, and asks the host.
///
/// Main-actor and synchronous: a toolkit resizes inside its layout pass and cannot wait for an answer without
/// drawing the old size, so every input goes in through the controller's `applyNow(_:)`.
@MainActor
package final class PullUpHost {
  /// The sheet's controller, on the main actor, with frames from the toolkit.
  package let controller: PullUpController
  /// The controller's clock when the host made the controller; `nil` for an app's own controller.
  package let clock: PullUpHostClock?
  /// Says what the toolkit's events mean.
  package var interpreter = PullUpInterpreter()
  /// The toolkit served, held weakly (it owns the host).
  package private(set) weak var toolkit: (any PullUpHostToolkit)?
  /// Called with every input given through the host that the controller took, with the controller's time,
  /// and whether the interpreter gave it for a raw event.
  package var onInput: ((_ input: PullUpInput, _ time: Double, _ fromRawEvent: Bool) -> Void)?
  /// Called with every raw event handed to the interpreter, before its inputs apply, with the controller's
  /// time now.
  package var onRawEvent: ((_ event: PullUpRawEvent, _ time: Double) -> Void)?
  /// The container the controller last took through the host.
  package private(set) var container: PullUpContainer
  /// The snapshot the toolkit's latest layout applied.
  package private(set) var lastLaidOut: PullUpSnapshot?
  /// Whether the toolkit calls ``frame(at:)`` once per displayed frame now.
  package internal(set) var isTicking = false
  /// Whether the toolkit is gone (GTK disposed of its widget): the host then gives nothing and asks nothing.
  package private(set) var isDetached = false
  /// The inputs a layout pass gave, with their times, for ``onInput`` after the pass.
  private var layoutInputs: [(input: PullUpInput, time: Double)] = []
  /// The renderer that follows snapshots published by other ways than the host.
  private var follower: PullUpRendererAttachment?
  /// The loop that hands announcements to the toolkit; cancelled with the host.
  private var announcements: AnnouncementLoop?

  /// A host with a controller of its own, on the main actor, whose frames are the toolkit's, on a clock
  /// reading `seconds` (a monotonic source).
  ///
  /// - Throws: `PullUpError` for a configuration or container that does not validate.
  package init(
    configuration: PullUpConfiguration, container: PullUpContainer, contentHeight: Double? = nil,
    seconds: @escaping @Sendable () -> Double
  ) throws(PullUpError) {
    let clock = PullUpHostClock(seconds: seconds)
    controller = try PullUpController(
      configuration: configuration, container: container, contentHeight: contentHeight, clock: clock,
      frameSource: .external, executor: .mainActor)
    self.clock = clock
    self.container = container
  }

  /// A host of an app's controller, which must run on the main actor (`PullUpExecutor.mainActor`).
  package init(controller: PullUpController) {
    self.controller = controller
    clock = nil
    let size = controller.assumeIsolated { $0.snapshot.layout.containerSize }
    container = PullUpContainer(width: size.width, height: size.height)
  }

  /// Starts serving `toolkit`: follows the controller's snapshots and announcements for it, reads its
  /// settings, and asks it for frames if a settle started before it was served (an input given before UIKit
  /// loaded the view).
  package func serve(_ toolkit: any PullUpHostToolkit) {
    self.toolkit = toolkit
    readSettings()
    startFramesIfSettling()
    let follower = SnapshotFollower(host: self)
    self.follower = controller.assumeIsolated { $0.attach(follower) }
    announcements = AnnouncementLoop(host: self, events: controller.events)
  }

  /// Stops serving: nothing reaches the controller or the toolkit from the host again.
  package func detach() {
    isDetached = true
    follower = nil
    announcements = nil
  }

  /// The sheet now: the controller's `snapshot`, which, unlike `latestSnapshot`, keeps following the sheet
  /// after `finish()`.
  package var snapshot: PullUpSnapshot { controller.assumeIsolated { $0.snapshot } }

  /// The controller's time now, in seconds: what its next input is stamped with.
  package var now: Double { clock?.secondsSinceFirstReading ?? snapshot.time }

  /// Gives the controller one input at once.
  ///
  /// - Parameters:
  ///   - duringLayout: Whether the toolkit's layout pass gives it: it is reported after the pass
  ///     (``reportLayoutInputs()``), and asks for no layout.
  ///   - fromRawEvent: Whether the interpreter gave it, for ``onInput``.
  /// - Returns: `nil` when the controller took it (or the host is detached), or the error it refused it with.
  @discardableResult
  package func apply(_ input: PullUpInput, duringLayout: Bool = false, fromRawEvent: Bool = false) -> PullUpError? {
    guard !isDetached else { return nil }
    let refusal = controller.assumeIsolated { controller -> PullUpError? in
      do throws(PullUpError) {
        try controller.applyNow(input)
        return nil
      } catch {
        return error
      }
    }
    if let refusal { return refusal }
    if case .setContainer(let taken, _) = input { container = taken }
    let time = snapshot.time
    if duringLayout {
      layoutInputs.append((input, time))
    } else {
      reportLayoutInputs()
      onInput?(input, time, fromRawEvent)
    }
    startFramesIfSettling()
    if !duringLayout {
      toolkit?.sheetChanged()
      toolkit?.setNeedsLayout()
    }
    return nil
  }

  /// Reports the inputs the layout gave through ``onInput``, in order: after the pass (GTK: after the frame's
  /// paint), or before any later input or raw event.
  package func reportLayoutInputs() {
    guard !layoutInputs.isEmpty else { return }
    let inputs = layoutInputs
    layoutInputs = []
    for (input, time) in inputs { onInput?(input, time, false) }
  }

  /// The toolkit's layout applied `snapshot`.
  package func laidOut(_ snapshot: PullUpSnapshot) { lastLaidOut = snapshot }

  /// Reports a raw event through ``onRawEvent``, hands it to the interpreter with the sheet now, and applies
  /// the inputs it gives at once. At a press, the interpreter's settings are read again.
  ///
  /// - Returns: The interpretation, whose verdict the toolkit acts on.
  @discardableResult
  package func interpret(_ event: PullUpRawEvent) -> PullUpInterpretation {
    reportLayoutInputs()
    if case .pointer(.down, _, _, _, _, _) = event { readSettings() }
    onRawEvent?(event, now)
    let interpretation = interpreter.interpret(event, on: snapshot)
    // The interpreter asks only for inputs the machine takes; one refused changes nothing.
    for input in interpretation.inputs { apply(input, fromRawEvent: true) }
    return interpretation
  }

  /// Reads the interpreter's settings: the toolkit's drag thresholds, and the configuration's velocity window.
  package func readSettings() {
    var settings = interpreter.settings
    if let thresholds = toolkit?.dragThresholds { settings.dragThresholds = thresholds }
    settings.velocityWindow = controller.assumeIsolated { $0.configuration.movement.velocityWindow }
    if settings != interpreter.settings { interpreter.settings = settings }
  }

  /// The controller published a snapshot by some way: frames while the sheet settles, and a layout unless the
  /// toolkit's latest applied the sheet as it is now. The delivery is only a sign that something changed (it
  /// comes after the frame it was published in, so it may be older than what a frame applied since); the host
  /// reads the sheet now instead.
  package func published() {
    guard !isDetached else { return }
    startFramesIfSettling()
    if snapshot != lastLaidOut { toolkit?.setNeedsLayout() }
    toolkit?.sheetChanged()
  }
}

/// Follows a controller's snapshots for a host, holding it weakly.
@MainActor
private final class SnapshotFollower: PullUpRenderer {
  weak var host: PullUpHost?

  init(host: PullUpHost) { self.host = host }

  func render(_ snapshot: PullUpSnapshot) { host?.published() }
}
