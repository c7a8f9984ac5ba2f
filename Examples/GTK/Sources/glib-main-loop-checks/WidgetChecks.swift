import CGTK
import PullUp
import PullUpGObject
@_spi(Checks) import PullUpGTK

/// A sheet widget in a window of its own, with every frame it drew; the window closes when this goes away.
@MainActor
final class SheetWindow {
  let sheet: PullUpSheetWidget
  let window: UnsafeMutablePointer<GtkWidget>
  private(set) var drawn: [PullUpSheetFrame] = []
  private var waiter: Waiter?
  private var waits = 0

  private struct Waiter {
    let number: Int
    let condition: (PullUpSheetFrame) -> Bool
    let done: CheckedContinuation<PullUpSheetFrame?, Never>
  }

  /// Makes the widget with an empty background and content and opens it in a `width` × `height` window.
  init(
    configuration: PullUpConfiguration = .default, container: PullUpContainer? = nil, width: Int32 = 400,
    height: Int32 = 720
  ) throws {
    sheet = try PullUpSheetWidget(
      configuration: configuration,
      container: container ?? PullUpContainer(width: Double(width), height: Double(height)),
      background: gtk_drawing_area_new(), content: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    window = gtk_window_new()
    gtk_window_set_default_size(gobject(window), width, height)
    gtk_window_set_child(gobject(window), sheet.widget)
    sheet.onDraw = { [unowned self] frame in
      drawn.append(frame)
      if let waiter, waiter.condition(frame) {
        self.waiter = nil
        waiter.done.resume(returning: frame)
      }
    }
    gtk_window_present(gobject(window))
  }

  isolated deinit {
    sheet.onDraw = nil
    gtk_window_destroy(gobject(window))
  }

  /// Waits for the first frame drawn from index `start` on (every frame so far, unless given) that meets
  /// `condition`, 20 s at most.
  ///
  /// - Returns: That frame, or `nil` at the deadline.
  func frame(from start: Int = 0, where condition: @escaping (PullUpSheetFrame) -> Bool) async -> PullUpSheetFrame? {
    if let index = drawn.indices.dropFirst(start).first(where: { condition(drawn[$0]) }) { return drawn[index] }
    waits += 1
    let number = waits
    return await withCheckedContinuation { (done: CheckedContinuation<PullUpSheetFrame?, Never>) in
      waiter = Waiter(number: number, condition: condition, done: done)
      fromGLib(afterMilliseconds: 20_000) { [weak self] in
        guard let self, let waiter = self.waiter, waiter.number == number else { return false }
        self.waiter = nil
        waiter.done.resume(returning: nil)
        return false
      }
    }
  }

  /// The window's content becomes `width` × `height`, as a person resizing it would make it.
  func resize(width: Int32, height: Int32) {
    gtk_window_set_default_size(gobject(window), width, height)
  }

  /// What was drawn, for a failure's message.
  var summary: String {
    let last = drawn.suffix(3).map {
      "\($0.snapshot.layout.containerSize.height) high: \($0.snapshot.state) \($0.snapshot.phase) at "
        + "\($0.snapshot.height)"
    }
    return "\(drawn.count) frames drawn, the last \(last)"
  }
}

extension Checks {
  /// `finish()` while the sheet settles: the frames still move the sheet, which the window draws to its
  /// rest, and the tick callback ends there.
  static func finishWhileSettling() async -> String? {
    guard let window = try? SheetWindow() else { return "the widget could not be made" }
    let sheet = window.sheet
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil else {
      return "no first frame: \(window.summary)"
    }
    if let failure = give(.setState(.expanded), to: sheet) { return failure }
    guard await window.frame(where: { $0.snapshot.phase == .settling }) != nil else {
      return "no settle drawn: \(window.summary)"
    }
    finishNow(sheet.controller)
    let finished = window.drawn.count
    guard
      let rest = await window.frame(
        from: finished, where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded })
    else { return "the finished sheet was not drawn at rest: \(window.summary)" }
    guard !sheet.isTicking else { return "the tick callback still runs at rest after finish()" }
    guard sheet.controller.latestSnapshot.phase == .settling else {
      return "latestSnapshot followed the sheet after finish(), so this check checks nothing"
    }
    return window.drawn.count - finished > 3 ? nil : "the settle after finish() was drawn in \(rest.frameCounter)"
  }

  /// A safe area set on the widget stays through a resize; a container given through `applyNow` is adopted
  /// (its safe area), its size replaced by the allocation.
  static func safeAreaStays() async -> String? {
    guard let window = try? SheetWindow(width: 400, height: 700) else { return "the widget could not be made" }
    let sheet = window.sheet
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil else {
      return "no first frame: \(window.summary)"
    }
    sheet.safeArea = PullUpInsets(top: 0, bottom: 40)
    guard sheet.safeArea == PullUpInsets(top: 0, bottom: 40),
      await window.frame(where: { $0.snapshot.height == 128 }) != nil
    else { return "the peek did not rise by the safe area's 40 pt: \(window.summary)" }
    window.resize(width: 400, height: 650)
    guard let resized = await window.frame(where: { $0.snapshot.layout.containerSize.height == 650 }) else {
      return "no frame in the resized window: \(window.summary)"
    }
    guard resized.snapshot.height == 128 else {
      return "the resize undid the safe area: the peek is \(resized.snapshot.height) high, not 128"
    }
    let given = PullUpContainer(width: 123, height: 456, safeArea: PullUpInsets(top: 0, bottom: 20))
    if let failure = give(.setContainer(given), to: sheet) { return failure }
    guard let adopted = await window.frame(where: { $0.snapshot.height == 108 }) else {
      return "the container's safe area was not adopted: \(window.summary)"
    }
    guard adopted.snapshot.layout.containerSize == PullUpSize(width: 400, height: 650),
      sheet.safeArea == given.safeArea
    else { return "the container's size replaced the allocation: \(adopted.snapshot.layout.containerSize)" }
    window.resize(width: 400, height: 600)
    guard let again = await window.frame(where: { $0.snapshot.layout.containerSize.height == 600 }),
      again.snapshot.height == 108
    else { return "the adopted safe area did not stay through a resize: \(window.summary)" }
    return nil
  }

  /// A resize with a main-actor sizing delegate: the first frame in the new size has the delegate's answer
  /// for it, growing and shrinking.
  static func resizeHasTheDelegatesAnswer() async -> String? {
    guard let window = try? SheetWindow(width: 400, height: 600) else { return "the widget could not be made" }
    let sheet = window.sheet
    let delegate = GapSizing()
    await sheet.controller.setSizingDelegate(delegate)
    if let failure = give(.setState(.expanded, animated: false), to: sheet) { return failure }
    // 600 high: 588 available below the 12 pt top margin, 100 of them kept free.
    guard await window.frame(where: { $0.snapshot.phase == .resting && $0.snapshot.height == 488 }) != nil else {
      return "the expanded sheet was not drawn at the delegate's 488: \(window.summary)"
    }
    for (height, maximum) in [(950, 838.0), (600, 488.0)] {
      window.resize(width: 400, height: Int32(height))
      guard let first = await window.frame(where: { $0.snapshot.layout.containerSize.height == Double(height) })
      else { return "no frame \(height) high: \(window.summary)" }
      guard first.snapshot.height == maximum, first.snapshot.detents.last == maximum else {
        return "the first frame \(height) high drew the sheet at \(first.snapshot.height) with detents "
          + "\(first.snapshot.detents), not at the delegate's \(maximum)"
      }
    }
    return delegate.asked.contains(950) ? nil : "the delegate was not asked for the 950 pt window: \(delegate.asked)"
  }

  /// Custom detents without an initial height: the first frame rests at the lowest detent.
  static func customDetentsStartAtTheLowest() async -> String? {
    var configuration = PullUpConfiguration.default
    configuration.shape = PullUpConfiguration.Shape(detents: [.height(60), .height(300), .available])
    guard let window = try? SheetWindow(configuration: configuration) else { return "the widget could not be made" }
    guard let first = await window.frame(where: { _ in true }) else { return "no first frame" }
    return first.snapshot.height == 60 && first.snapshot.detentIndex == 0
      ? nil : "the first frame rests at \(first.snapshot.height), not at the lowest detent's 60"
  }

  /// A split view whose sizing delegate answers more than 80 %: the divider stays within the range.
  static func splitViewMaximumCaps() async -> String? {
    guard let window = try? SheetWindow(configuration: .splitView(), width: 400, height: 700) else {
      return "the widget could not be made"
    }
    let delegate = FixedSizing(maximum: 650)
    await window.sheet.controller.setSizingDelegate(delegate)
    if let failure = give(.setState(.expanded), to: window.sheet) { return failure }
    guard let top = await window.frame(where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded })
    else { return "the split view did not rest expanded: \(window.summary)" }
    let highest = window.drawn.map(\.snapshot.height).max() ?? 0
    return top.snapshot.height == 560 && highest <= 560 + 0.5
      ? nil : "the divider went to \(top.snapshot.height) (highest drawn \(highest)), past the range's 560"
  }

  /// A snapshot the follower is handed late, from the settle, once the sheet rests: nothing is laid out
  /// again and the tick does not start.
  static func lateDeliveryIsIgnored() async -> String? {
    guard let window = try? SheetWindow() else { return "the widget could not be made" }
    let sheet = window.sheet
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil else { return "no first frame" }
    if let failure = give(.setState(.expanded), to: sheet) { return failure }
    guard let settling = await window.frame(where: { $0.snapshot.phase == .settling }),
      await window.frame(where: { $0.snapshot.phase == .resting && $0.snapshot.state == .expanded }) != nil
    else { return "no settle drawn to its rest: \(window.summary)" }
    // The frame after the rest may lay out again (the focusability it changed): wait for a frame without.
    guard await quietFrame(of: window) else { return "the window kept laying out at rest: \(window.summary)" }
    let drawn = window.drawn.count
    sheet.published(settling.snapshot)
    guard !sheet.isTicking else { return "the late delivery started the tick at rest" }
    // A frame that paints something else: had the delivery queued a layout, the widget would draw in it.
    await paintedFrame(of: window)
    return window.drawn.count == drawn
      ? nil
      : "the late delivery laid the sheet out again: \(window.drawn.dropFirst(drawn - 1).map { "\($0.snapshot)" })"
  }

  /// `onInput` is never called inside GTK's layout: the container of a resize is reported after the frame,
  /// with the time the controller took it at.
  static func onInputAfterTheLayout() async -> String? {
    guard let window = try? SheetWindow(width: 400, height: 700) else { return "the widget could not be made" }
    let sheet = window.sheet
    var reported: [(input: PullUpInput, time: Double, inLayout: Bool, drawn: Int)] = []
    sheet.onInput = { [unowned sheet, unowned window] input, time, _ in
      reported.append((input, time, sheet.isLayingOut, window.drawn.count))
    }
    guard await window.frame(where: { $0.snapshot.phase == .resting }) != nil else { return "no first frame" }
    window.resize(width: 400, height: 640)
    guard let resized = await window.frame(where: { $0.snapshot.layout.containerSize.height == 640 }) else {
      return "no frame in the resized window: \(window.summary)"
    }
    if let failure = give(.setState(.expanded, animated: false), to: sheet) { return failure }
    let containers = reported.filter { if case .setContainer = $0.input { true } else { false } }
    guard let container = containers.last, case .setContainer(let taken, _) = container.input,
      taken.size.height == 640
    else { return "no resize reported: \(reported.map(\.input))" }
    guard reported.allSatisfy({ !$0.inLayout }) else { return "onInput ran inside the layout" }
    guard container.time == resized.snapshot.time else {
      return "the resize was reported at \(container.time), the frame that drew it is at \(resized.snapshot.time)"
    }
    guard case .setState = reported.last?.input else { return "the inputs are out of order: \(reported.map(\.input))" }
    return nil
  }

  /// Finishes a main-actor controller synchronously, between two frames.
  static func finishNow(_ controller: PullUpController) {
    controller.assumeIsolated { $0.finish() }
  }

  /// Waits for a painted frame in which the widget laid nothing out, 10 frames at most.
  ///
  /// - Returns: Whether there was one.
  static func quietFrame(of window: SheetWindow) async -> Bool {
    for _ in 0..<10 {
      let drawn = window.drawn.count
      await paintedFrame(of: window)
      if window.drawn.count == drawn { return true }
    }
    return false
  }

  /// Returns after the frame clock painted a frame that the window's redraw asked for.
  static func paintedFrame(of window: SheetWindow) async {
    guard let clock = gtk_widget_get_frame_clock(window.window) else { return }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      PaintWaiter.waiting = (clock, 0, done)
      let painted: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, _ in
        MainActor.assumeIsolated {
          guard let waiting = PaintWaiter.waiting else { return }
          PaintWaiter.waiting = nil
          g_signal_handler_disconnect(UnsafeMutableRawPointer(waiting.clock), waiting.handler)
          waiting.done.resume()
        }
      }
      PaintWaiter.waiting?.handler = g_signal_connect_data(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(painted, to: GCallback.self), nil, nil,
        GConnectFlags(0))
      gtk_widget_queue_draw(window.window)
    }
  }
}

/// The one wait for a painted frame: the frame clock, the handler to disconnect, the waiting check.
@MainActor
enum PaintWaiter {
  static var waiting: (clock: OpaquePointer, handler: gulong, done: CheckedContinuation<Void, Never>)?
}

/// A main-actor sizing delegate that keeps 100 pt free above the expanded sheet, whatever the container:
/// its maximum changes with every resize. It records the container heights asked for.
@MainActor
final class GapSizing: PullUpSizingDelegate {
  private(set) var asked: [Double] = []

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) -> Double? {
    asked.append(container.size.height)
    return nil
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) -> Double? {
    availableHeight - 100
  }
}

/// A main-actor sizing delegate with a fixed maximum.
@MainActor
final class FixedSizing: PullUpSizingDelegate {
  let maximum: Double
  init(maximum: Double) { self.maximum = maximum }

  func pullUpController(_ controller: PullUpController, minimumHeightForSheetIn container: PullUpContainer) -> Double? {
    nil
  }

  func pullUpController(
    _ controller: PullUpController, maximumHeightForSheetWithAvailableHeight availableHeight: Double
  ) -> Double? {
    maximum
  }
}

extension Checks {
  /// Gives `sheet` an input a check needs: `nil`, or what the widget refused it with.
  static func give(_ input: PullUpInput, to sheet: PullUpSheetWidget) -> String? {
    do {
      try sheet.applyNow(input)
      return nil
    } catch {
      return "the widget refused \(input): \(error)"
    }
  }
}
