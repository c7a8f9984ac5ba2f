import CGTK
import Observation
import PullUp
import PullUpGObject
import PullUpGTK

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Every documented way of using a controller, each inside the running GLib main loop: what a GTK front
/// end relies on. Each check returns `nil` when it holds, or what went wrong.
@MainActor
enum Checks {
  static let all: [(name: String, run: @MainActor () async -> String?)] = [
    ("a main-actor task starts and MainActor.run returns", mainActorJobsRun),
    ("GLib callbacks call a .mainActor controller through assumeIsolated", assumeIsolatedFromCallbacks),
    ("external frames from a GLib timer settle the sheet", externalFrames),
    ("a main-actor renderer draws the current snapshot and every new one", renderer),
    ("a for-await loop on the main actor reads every state", streams),
    ("PullUpModel's observers hear each new snapshot", model),
    ("main-actor delegates are asked and answer", delegates),
    ("a PullUpFrameDriver drives a .mainActor controller", frameDriver),
  ]

  /// What needs a display: the sheet widget in a window.
  static let window: [(name: String, run: @MainActor () async -> String?)] = [
    ("PullUpSheetWidget draws a settle started through the controller's async API", widgetFollows),
    ("typed signal handlers run with what GTK emits", typedSignals),
    ("finish() while the sheet settles: drawn to its rest, and the tick ends", finishWhileSettling),
    ("a safe area set on the widget or given with a container stays through resizes", safeAreaStays),
    ("the first frame after a resize has the main-actor sizing delegate's answer", resizeHasTheDelegatesAnswer),
    ("custom detents without an initial height start at the lowest", customDetentsStartAtTheLowest),
    ("a split view's sizing maximum above its range leaves the divider within it", splitViewMaximumCaps),
    ("a late delivery of an old snapshot neither lays out nor ticks at rest", lateDeliveryIsIgnored),
    ("onInput is never called inside GTK's layout", onInputAfterTheLayout),
    ("the examples of \"Coming from AdwBottomSheet\" do what the article says", comingFromAdwBottomSheet),
    ("a withArgument handler sees the row of row-activated", rowActivatedSeesTheRow),
    ("a signal named with the wrong shape is refused at connect and never runs", signalOfTheWrongShapeIsRefused),
    ("a shortcut trigger GTK cannot read throws and adds nothing", unreadableTriggersThrow),
    ("setting the widget's properties after GTK freed it touches nothing freed", settingAfterTheWidgetIsFreed),
    (
      "from the first moment of dispose, with a reference held, a destroy handler and every setter touch nothing freed",
      settingAfterDisposeWithAReferenceHeld
    ),
    ("the sheet goes on when GTK frees its scrollable content", scrollableContentFreedFirst),
    (
      "a turn of the wheel stops at the queue's top as in a plain GtkScrolledWindow; a new turn steps the sheet",
      wheelStopsAtTheQueuesEdge
    ),
    ("the widget is a PullUpSheetView, a GtkWidget subclass with its CSS name", viewIsAGObjectType),
    ("g_object_get reads the sheet, and a toggle notifies state and sheet-height", propertiesAndNotify),
    ("g_object_set moves the sheet and replaces the content and the background", propertiesSetAndChildrenReplaced),
    ("a .ui file builds the view with its children; bad input is a warning, never a crash", builderAndBadInput),
    ("a view refuses itself, or a widget that contains it, as its content or background", viewIsNotItsOwnChild),
    (
      "scrollableContent sets, reads and notifies scrollable-content, and refuses what does not scroll",
      scrollableContentProperty
    ),
    ("writing the state of a hidden sheet is no refusal: it shows there", stateWrittenWhileHidden),
  ]

  static func makeController(frameSource: PullUpFrameSource = .external) throws -> PullUpController {
    try PullUpController(
      container: PullUpContainer(width: 390, height: 844), frameSource: frameSource, executor: .mainActor)
  }

  static var isMainThread: Bool { pthread_equal(pthread_self(), mainThread) != 0 }

  static func mainActorJobsRun() async -> String? {
    guard isMainThread else { return "the task did not run on the main thread" }
    let value = await Task.detached { await MainActor.run { 42 } }.value
    return value == 42 ? nil : "MainActor.run returned \(value)"
  }

  /// A flick given from GLib callbacks, the way GTK's gesture signals give it, each sample synchronously.
  static func flick(_ controller: PullUpController) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      var step = 0
      fromGLib(afterMilliseconds: 8) {
        step += 1
        let current = step
        controller.assumeIsolated { controller in
          switch current {
          case 1: try? controller.applyNow(.dragBegan())
          case 2...6: try? controller.applyNow(.dragChanged(translation: Double(-30 * (current - 1))))
          default: try? controller.applyNow(.dragEnded(velocity: -1500))
          }
        }
        guard step >= 7 else { return true }
        done.resume()
        return false
      }
    }
  }

  /// Advances frames from a GLib timer, as GTK's frame clock would, until the sheet rests.
  static func settle(_ controller: PullUpController) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      fromGLib(afterMilliseconds: 16) {
        let settling = controller.assumeIsolated { controller in
          controller.advanceFrame()
          return controller.snapshot.phase == .settling
        }
        if !settling { done.resume() }
        return settling
      }
    }
  }

  static func assumeIsolatedFromCallbacks() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    await flick(controller)
    let snapshot = controller.latestSnapshot
    return snapshot.phase == .settling ? nil : "after the flick the sheet is \(snapshot.phase), not settling"
  }

  static func externalFrames() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    await flick(controller)
    await settle(controller)
    let snapshot = controller.latestSnapshot
    guard snapshot.phase == .resting, snapshot.detentIndex == 1 else {
      return
        "the sheet came to \(snapshot.phase) at detent \(String(describing: snapshot.detentIndex)), not resting at 1"
    }
    return nil
  }

  static func renderer() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    let renderer = RecordingRenderer()
    let current = controller.latestSnapshot
    let attachment = await controller.attach(renderer)
    defer { withExtendedLifetime(attachment) {} }
    await renderer.waitFor { _ in true }
    guard renderer.drawn == [current] else { return "the renderer did not draw the current snapshot first" }
    await flick(controller)
    await settle(controller)
    await renderer.waitFor { $0.phase == .resting && $0.state != .collapsed }
    guard renderer.drawn.contains(where: { $0.phase == .settling }) else { return "the renderer drew no settle" }
    return renderer.drawn.last == controller.latestSnapshot ? nil : "the renderer's last snapshot is not the latest"
  }

  static func streams() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    let states = controller.states
    let loop = Task { @MainActor in
      var seen: [PullUpState] = []
      for await state in states {
        seen.append(state)
        if seen.count == 3 { break }
      }
      return seen
    }
    await flick(controller)
    await settle(controller)
    let seen = await loop.value
    return seen == [.collapsed, .dragging, .intermediate] ? nil : "the loop read \(seen)"
  }

  static func model() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    let model = PullUpModel(controller: controller)
    // Returns only once an observer heard a change: the loop's time limit fails the check otherwise.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = model.snapshot.layout.sheetFrame
      } onChange: {
        done.resume()
      }
      fromGLib {
        controller.assumeIsolated { try? $0.setState(.expanded, animated: false) }
        return false
      }
    }
    // onChange runs as the model stores the value, in the same main-actor job, before this resumes.
    model.stop()
    return model.snapshot.state == .expanded ? nil : "the model holds \(model.snapshot.state)"
  }

  static func delegates() async -> String? {
    guard let controller = try? makeController() else { return "the controller could not be made" }
    let delegate = MainActorDelegate()
    await controller.setStateDelegate(delegate)
    await controller.setSizingDelegate(delegate)
    guard delegate.sizingQuestions == 2 else {
      return "the sizing delegate was asked \(delegate.sizingQuestions) times"
    }
    guard controller.latestSnapshot.detents.first == 100 else { return "the sizing answer was not applied" }
    fromGLib {
      controller.assumeIsolated { try? $0.setState(.expanded, animated: false) }
      return false
    }
    await delegate.waitForState(.expanded)
    return delegate.states.last == .expanded ? nil : "the state delegate heard \(delegate.states)"
  }

  static func frameDriver() async -> String? {
    guard let driver = try? PullUpFrameDriver(),
      let controller = try? makeController(frameSource: .driver(driver))
    else { return "the driver or the controller could not be made" }
    let states = controller.states
    await flick(controller)
    var seen: [PullUpState] = []
    for await state in states {
      seen.append(state)
      if state == .intermediate { break }
    }
    let snapshot = controller.latestSnapshot
    return snapshot.phase == .resting && snapshot.detentIndex == 1 ? nil : "the driven sheet came to \(snapshot.phase)"
  }
}

extension Checks {
  /// The widget in a window; the controller is moved by `await controller.setState(_:)`, not through the
  /// widget, and the window must still draw the whole settle.
  static func widgetFollows() async -> String? {
    guard
      let sheet = try? PullUpSheetWidget(
        container: PullUpContainer(width: 400, height: 720), background: gtk_drawing_area_new(),
        content: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    else { return "the widget could not be made" }
    let window = gtk_window_new()!
    gtk_window_set_default_size(gobject(window), 400, 720)
    gtk_window_set_child(gobject(window), sheet.widget)
    defer { gtk_window_destroy(gobject(window)) }
    var drawn: [PullUpSheetFrame] = []
    let rested = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      var finished = false
      @MainActor func finish(_ rested: Bool) {
        guard !finished else { return }
        finished = true
        sheet.onDraw = nil
        done.resume(returning: rested)
      }
      // The settle starts once the window has drawn its first frame: started with `present`, it ran while a
      // loaded machine mapped the window, and CI's window drew only its last 3 frames.
      var started = false
      sheet.onDraw = { frame in
        drawn.append(frame)
        if !started {
          started = true
          Task { try? await sheet.controller.setState(.expanded) }
        }
        if frame.snapshot.state == .expanded, frame.snapshot.phase == .resting { finish(true) }
      }
      // A deadline of its own, so that a failure says what was drawn.
      fromGLib(afterMilliseconds: 20_000) {
        finish(false)
        return false
      }
      gtk_window_present(gobject(window))
    }
    let settling = drawn.filter { $0.snapshot.phase == .settling }.count
    guard rested else {
      let last = drawn.last.map { "\($0.snapshot.state) \($0.snapshot.phase) at \($0.snapshot.height)" } ?? "nothing"
      let latest = sheet.controller.latestSnapshot
      return "no frame at rest expanded within 20 s: \(drawn.count) frames drawn (\(settling) settling), the last "
        + "\(last); the controller is \(latest.state) \(latest.phase) at \(latest.height)"
    }
    return settling > 5 ? nil : "the window drew \(settling) frames of the settle"
  }
}

/// A renderer on the main actor that keeps what it drew.
@MainActor
final class RecordingRenderer: PullUpRenderer {
  private(set) var drawn: [PullUpSnapshot] = []
  private var waiter: (condition: (PullUpSnapshot) -> Bool, continuation: CheckedContinuation<Void, Never>)?

  func render(_ snapshot: PullUpSnapshot) {
    drawn.append(snapshot)
    if let waiter, waiter.condition(snapshot) {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  /// Returns once it has drawn a snapshot that meets `condition`.
  func waitFor(_ condition: @escaping (PullUpSnapshot) -> Bool) async {
    if drawn.contains(where: condition) { return }
    await withCheckedContinuation { waiter = (condition, $0) }
  }
}

/// Sizing and state delegates on the main actor.
@MainActor
final class MainActorDelegate: PullUpSizingDelegate, PullUpStateDelegate {
  private(set) var sizingQuestions = 0
  private(set) var states: [PullUpState] = []
  private var waiter: (state: PullUpState, continuation: CheckedContinuation<Void, Never>)?

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) -> Double? {
    sizingQuestions += 1
    return 100
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  )
    -> Double?
  {
    sizingQuestions += 1
    return nil
  }

  func pullUpController(_ controller: PullUpController, didChangeTo state: PullUpState) {
    states.append(state)
    if let waiter, waiter.state == state {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  func waitForState(_ state: PullUpState) async {
    if states.last == state { return }
    await withCheckedContinuation { waiter = (state, $0) }
  }
}
