import PullUp
import PullUpHost
import PullUpScenario
import PullUpUIKitTranslation

/// A phone as PullUpUIKit's glue meets it, for the Linux tests (issue 50, item 1): the host the view controller
/// serves, a tracked list (``ModelScrollView``), the sheet's recognizer and the list's own pan seeing the same
/// finger with their actions in either order, and a display link at 60 or 120 Hz. The glue's calls are the
/// ones `PullUpViewController+Gestures.swift` makes: at a press on the list, `ScrollPinning.pressBegan` and the
/// list's offset reported; each sample of the finger interpreted by the host, then `ScrollPinning`'s command
/// after it; after each action of the list's pan, `ScrollPinning`'s command after the pan. A trackpad's scroll
/// over the list goes to the view controller's scroll pan (`ScrollPanTranslation`, the list's offset reported at
/// its `began`) and to the list's pan, in the same order as a finger's samples. The keyboard's notifications, in
/// or off the window, and the layout passes that measure a late one, are PhoneModel+Keyboard.swift's.
///
/// A session on the model is a scenario file too: ``recorder`` writes down the raw events the host interprets
/// and the inputs the glue gives by other ways (the list's offset reported), as `onRawEvent` and `onInput` let
/// an app record a device's session, and its replay rests where the model's sheet rests.
@MainActor
final class PhoneModel: PullUpHostToolkit {
  /// Which recognizer's action UIKit runs first for one touch sample.
  enum ActionOrder: CaseIterable, CustomStringConvertible {
    case sheetFirst, listFirst
    var description: String { self == .sheetFirst ? "the sheet's recognizer first" : "the list's pan first" }
  }

  final class Clock: @unchecked Sendable { var now = 0.0 }

  let host: PullUpHost
  let clock = Clock()
  var list: ModelScrollView
  var pinning = ScrollPinning()
  let frameRate: Double
  let order: ActionOrder
  private var framesRun = false
  /// The list's offsets after each sample and frame, in PullUp's terms.
  private(set) var listOffsets: [Double] = []
  /// The sheet's height velocity at each release the machine reported.
  private(set) var releases: [Double] = []
  /// The sheet recognizer's state after each sample of a finger (`RecognizerState.next(verdict:phase:)`): UIKit
  /// cancels the content's touches when it begins, and leaves them to the content when it fails.
  private(set) var recognizerStates: [RecognizerState] = []
  private var recognizerState = RecognizerState.possible
  /// The machine's content offset after each frame, beside the list's, in PullUp's terms.
  private(set) var frameOffsets: [(machine: Double, list: Double)] = []
  /// The view controller's trackpad pan's translation into scroll events.
  private var scrollTranslation = ScrollPanTranslation()
  /// The list's top edge in the container: below the handle's strip.
  static let handleStrip = 22.0
  /// The keyboard's notifications, as the glue tracks them (PhoneModel+Keyboard.swift).
  var keyboardTracking = KeyboardTracking()
  /// How the sheet followed each keyboard change the glue measured: in the keyboard's animation or at once.
  var keyboardFollows: [KeyboardFollow] = []

  /// A phone (390 × 844, the UIKit tests' safe area) with the sheet resting at `detent` and a list of
  /// `listHeight` points scrolled to `listOffset`.
  init(
    configuration: PullUpConfiguration = .default, detent: Int, listHeight: Double = 2_000, listOffset: Double = 0,
    frameRate: Double = 60, order: ActionOrder = .sheetFirst
  ) throws {
    let clock = self.clock
    host = try PullUpHost(configuration: configuration, container: phone) { clock.now }
    self.frameRate = frameRate
    self.order = order
    list = ModelScrollView(contentHeight: listHeight, viewportHeight: 785 - Self.handleStrip, contentOffset: listOffset)
    let scenario = PullUpScenario.Configuration(preset: .default)
    recorder = PullUpScenarioRecorder(
      configuration: scenario, container: phone, frameRate: frameRate, title: "A session on the device model")
    host.serve(self)
    let recorder = self.recorder
    host.onRawEvent = { event, time in try? recorder.record(event, at: time) }
    host.onInput = { input, time, fromRawEvent in if !fromRawEvent { try? recorder.record(input, at: time) } }
    host.apply(.moveToDetent(detent, animated: false))
    reportListOffset()
  }

  /// The session so far, as a scenario (the default configuration, the host's interpreter settings).
  let recorder: PullUpScenarioRecorder

  // MARK: PullUpHostToolkit

  func setNeedsLayout() {}
  func startFrames() { framesRun = true }
  func announce(_ words: String) {}

  /// The glue's frame work: the list followed while it glides on its own after a release.
  func frameWork() -> Bool {
    apply(pinning.commandAtFrame(contentOffsetY: list.contentOffsetY, isDecelerating: list.isDecelerating))
    return pinning.followsList
  }

  var snapshot: PullUpSnapshot { host.snapshot }
  /// Whether the display link runs (the host asked for frames and has not stopped them).
  var framesRunning: Bool { framesRun }

  // MARK: A finger on the list

  /// One finger on the list: down at the first sample, moved through the others, lifted at the last, each at
  /// its time (seconds from now), with the display link's frames between.
  /// On a view that keeps its presses (`keeping`: a slider, a view marked with `leavePresses(to:)`), the press is
  /// the view's region, `.child`, and the list's pan does not see it.
  func finger(_ samples: [(time: Double, y: Double)], keeping: Bool = false) {
    let start = clock.now
    for (index, sample) in samples.enumerated() {
      runFrames(until: start + sample.time)
      let phase: PullUpPointerPhase = index == 0 ? .down : index == samples.count - 1 ? .up : .move
      if keeping {
        sheetRecognizer(phase, y: sample.y, time: clock.now, on: .child)
      } else {
        deliver(phase, y: sample.y, time: clock.now)
      }
      listOffsets.append(list.offset)
    }
  }

  /// The display link's frames for `seconds`, with nothing touched.
  func wait(_ seconds: Double) {
    runFrames(until: clock.now + seconds)
  }

  /// Two fingers on a trackpad over the list at `y`: the scroll pans begin at the first sample with its
  /// translation (negative up), change through the others and end at the last, each at its time (seconds from
  /// now), with the display link's frames between.
  func trackpad(at y: Double, _ samples: [(time: Double, translation: Double)]) {
    let start = clock.now
    for (index, sample) in samples.enumerated() {
      runFrames(until: start + sample.time)
      let state: RecognizerState = index == 0 ? .began : index == samples.count - 1 ? .ended : .changed
      inOrder(
        sheet: { self.scrollPan(state, translation: sample.translation, y: y) },
        list: { self.listTrackpad(state, translation: sample.translation) })
      listOffsets.append(list.offset)
    }
  }

  /// A finger flicking the list up from `y` by `distance` points in `duration` seconds, one sample a frame.
  func flick(from y: Double, up distance: Double, in duration: Double) {
    let steps = Int((duration * frameRate).rounded())
    finger((0...steps).map { step in (Double(step) / frameRate, y - distance * Double(step) / Double(steps)) })
  }

  /// Runs the display link until the sheet and the list are at rest.
  func settle() {
    runFrames(until: clock.now + 5)
  }

  private func deliver(_ phase: PullUpPointerPhase, y: Double, time: Double) {
    if phase == .down {
      // The glue at the sheet's `began`: the press's region, and the list's offset from where it is.
      pinning.pressBegan(region: region(y: y))
      reportListOffset()
    }
    inOrder(sheet: { self.sheetRecognizer(phase, y: y, time: time) }, list: { self.listPan(phase, y: y, time: time) })
  }

  /// The sheet's action and the list's pan's for one event, in the model's order.
  private func inOrder(sheet: () -> Void, list: () -> Void) {
    switch order {
    case .sheetFirst:
      sheet()
      list()
    case .listFirst:
      list()
      sheet()
    }
  }

  /// The sheet's recognizer: the sample interpreted, then the list where `ScrollPinning` says.
  private func sheetRecognizer(_ phase: PullUpPointerPhase, y: Double, time: Double, on given: PullUpRegion? = nil) {
    let event = PullUpRawEvent.pointer(phase, x: 200, y: y, time: time, device: .touch, region: given ?? region(y: y))
    let before = host.snapshot.phase
    let verdict = host.interpret(event).verdict
    if phase == .up, case .tracking = before { releases.append(host.snapshot.heightVelocity) }
    if phase == .down { recognizerState = .possible }
    recognizerState = recognizerState.next(verdict: verdict, phase: phase)
    recognizerStates.append(recognizerState)
    apply(pinning.command(after: host.snapshot, verdict: verdict, phase: phase, topInset: list.topInset))
  }

  /// The view controller's trackpad pan, as `scrollPanned` runs it: at `began` the scroll's region and the list's
  /// offset reported, then the scroll event interpreted and the list where `ScrollPinning` says.
  private func scrollPan(_ state: RecognizerState, translation: Double, y: Double) {
    let region = region(y: y)
    if state == .began {
      pinning.scrollBegan(region: region)
      reportListOffset()
    }
    let event = scrollTranslation.event(
      state: state, translationY: translation, continuous: true, x: 200, y: y, region: region,
      contentMaximum: list.end + list.topInset, time: clock.now)
    guard let event, case .scroll(_, _, _, let phase, _, _, _, _, _) = event else { return }
    let before = host.snapshot.phase
    let interpretation = host.interpret(event)
    if phase == .end, case .tracking = before { releases.append(host.snapshot.heightVelocity) }
    apply(
      pinning.command(afterScroll: interpretation, phase: phase, snapshot: host.snapshot, topInset: list.topInset))
  }

  /// The list's own pan under a trackpad's scroll, then the glue's target after it.
  private func listTrackpad(_ state: RecognizerState, translation: Double) {
    let action: ModelScrollView.PanAction?
    switch state {
    case .began: action = list.trackpadBegan(translation: translation, time: clock.now)
    case .changed: action = list.trackpadMoved(translation: translation, time: clock.now)
    case .ended, .cancelled, .failed, .possible: action = list.trackpadEnded(translation: translation, time: clock.now)
    }
    guard let action else { return }
    apply(
      pinning.commandAfterScrollViewPan(
        ended: action == .ended, snapshot: host.snapshot, topInset: list.topInset,
        pressHeld: host.interpreter.holdsPress))
  }

  /// The list's own pan, then the glue's target after it.
  private func listPan(_ phase: PullUpPointerPhase, y: Double, time: Double) {
    let action: ModelScrollView.PanAction?
    switch phase {
    case .down:
      list.touchDown(y: y, time: time)
      action = nil
    case .move: action = list.touchMoved(y: y, time: time)
    case .up, .cancel: action = list.touchUp(y: y, time: time)
    }
    guard let action else { return }
    apply(
      pinning.commandAfterScrollViewPan(
        ended: action == .ended, snapshot: host.snapshot, topInset: list.topInset,
        pressHeld: host.interpreter.holdsPress))
  }

  private func apply(_ command: ScrollViewCommand) {
    switch command {
    case .leave, .releaseToDeceleration: break
    case .pin(let contentOffsetY): list.setContentOffset(contentOffsetY)
    case .report: reportListOffset()
    }
    if pinning.followsList { host.startFrames() }
  }

  private func reportListOffset() {
    host.apply(
      .scrollOffsetChanged(
        ScrollPinning.offset(contentOffsetY: list.contentOffsetY, topInset: list.topInset),
        maximum: list.end + list.topInset))
  }

  /// What is under a finger at `y`: the list below the sheet's handle strip, the handle in it, the map above.
  private func region(y: Double) -> PullUpRegion {
    let top = host.snapshot.layout.sheetFrame.y
    return y >= top + Self.handleStrip ? .scrollableContent : y >= top ? .handle : .outside
  }

  /// The display link's frames up to `time`: the list's deceleration, then the host's frame (the settle and the
  /// glue's own frame work).
  private func runFrames(until time: Double) {
    while clock.now + 1 / frameRate <= time + 1e-9 {
      clock.now += 1 / frameRate
      list.advance(to: clock.now)
      if framesRun { framesRun = host.frame(at: clock.now) }
      listOffsets.append(list.offset)
      frameOffsets.append((host.snapshot.contentOffset, list.offset))
    }
    clock.now = max(clock.now, time)
    list.advance(to: clock.now)
  }
}
