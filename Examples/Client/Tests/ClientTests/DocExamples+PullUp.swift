import Observation
import PullUp
import PullUpTesting
import Synchronization
import Testing

// The examples of the PullUp module: its DocC articles (Sources/PullUp/PullUp.docc) and the `///` comments of
// its sources. Each sits between `// example:` and `// end of example`, verbatim; what surrounds it is the
// context it assumes.

// MARK: - PullUp.md

enum PullUpArticleOverview {
  static let print = Printout()

  static func run() async throws -> PullUpController {
    // example: Sources/PullUp/PullUp.docc/PullUp.md "Overview"
    let controller = try PullUpController(
      configuration: .default,
      container: PullUpContainer(width: 390, height: 844))
    let states = controller.states  // subscribes now: the loop misses nothing
    Task {
      for await state in states {
        print("now", state)  // collapsed, dragging, intermediate
      }
    }
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -180))  // screen coordinates: negative is up
    try await controller.send(.dragEnded(velocity: -1200))  // a flick: the sheet springs to the next detent
    // end of example
    return controller
  }
}

/// A plain class standing for a scroll view: its offset is all the example touches.
final class ListView {
  struct Offset {
    var x = 0.0
    var y = 0.0
  }

  var contentOffset = Offset()
}

enum PullUpArticleBeyondTheAnchors {
  static func run() async throws -> PullUpTestHarness {
    let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
    let controller = harness.controller
    let list = ListView()
    let maximumOffset = 600.0

    // example: Sources/PullUp/PullUp.docc/PullUp.md "Scroll views, the keyboard, accessibility and restoration"
    // A pan on the sheet's list: the controller shares it between the sheet and the list.
    try await controller.send(.dragBegan(inScrollableContent: true))
    try await controller.send(.dragChanged(translation: -240))
    list.contentOffset.y = await controller.snapshot.contentOffset
    try await controller.send(.scrollOffsetChanged(list.contentOffset.y, maximum: maximumOffset))  // its own scrolling

    try await controller.send(.keyboardChanged(height: 336))  // and 0 when it goes away
    try await controller.send(.setReducesMotion(true))  // follow the system setting
    try await controller.send(.accessibilityActionPerformed(.expand))
    let saved = await controller.restorationState  // Codable
    try await controller.send(.restore(saved))  // after a relaunch, in any container
    // end of example
    return harness
  }
}

// MARK: - Streams.md

@MainActor
enum StreamsArticleSubscribing {
  nonisolated static let log = Printout()

  static func run(_ controller: PullUpController, sheetView: SheetView) {
    // example: Sources/PullUp/PullUp.docc/Streams.md "Subscribing"
    let snapshots = controller.snapshots
    let events = controller.events
    Task {
      for await snapshot in snapshots {
        sheetView.frame = snapshot.layout.sheetFrame  // per frame while the sheet moves
      }
    }
    Task {
      for await event in events {
        if case .settleStarted(let settle) = event, let decision = settle.decision {
          log(decision.reason.description)  // why the flick landed where it did
        }
      }
    }
    // end of example
  }
}

enum StreamsArticleBuffering {
  static func run(_ controller: PullUpController) -> (PullUpStream<PullUpEvent>, PullUpStream<PullUpSnapshot>) {
    // example: Sources/PullUp/PullUp.docc/Streams.md "Buffering"
    let recent = controller.events(buffering: .newest(64))  // a log that keeps the last 64
    let everyFrame = controller.snapshots(buffering: .all)  // a recorder that must see every frame
    // end of example
    return (recent, everyFrame)
  }
}

// MARK: - WritingAFrontEnd.md

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "The controller on the main actor"
@MainActor
final class SheetScreen {
  let controller: PullUpController
  let sheetView = SheetView()
  var interpreter = PullUpInterpreter()
  private var attachment: PullUpRendererAttachment?

  init(container: PullUpContainer) throws {
    controller = try PullUpController(container: container, executor: .mainActor)
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Raw events through the interpreter"
extension SheetScreen {
  /// The front end's hit-testing: the handle is the sheet's top 24 points, the rest its scrollable list,
  /// and above the sheet is the dimmed background.
  func region(atY y: Double) -> PullUpRegion {
    let sheet = controller.latestSnapshot.layout.sheetFrame
    if y < sheet.y { return .dimming }
    return y < sheet.y + 24 ? .handle : .scrollableContent
  }

  /// A pointer event from the toolkit, at its own time in seconds. Returns what the toolkit should do
  /// with the press: claim it (cancel the content's gestures), leave it to the content, or wait.
  @discardableResult
  func pointer(_ phase: PullUpPointerPhase, x: Double, y: Double, time: Double) -> PullUpVerdict {
    let event = PullUpRawEvent.pointer(phase, x: x, y: y, time: time, device: .mouse, region: region(atY: y))
    let meaning = interpreter.interpret(event, on: controller.latestSnapshot)
    controller.assumeIsolated { controller in
      for input in meaning.inputs { try? controller.applyNow(input) }
    }
    return meaning.verdict
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Drawing"
@MainActor
final class SheetView {
  var frame = PullUpRect.zero
  var dimming = 0.0
}

@MainActor
final class SheetRenderer: PullUpRenderer {
  let view: SheetView
  init(view: SheetView) { self.view = view }

  func render(_ snapshot: PullUpSnapshot) {
    view.frame = snapshot.layout.sheetFrame
    view.dimming = snapshot.layout.dimmingAlpha
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Lifetimes"
extension SheetScreen {
  func appear() async {
    attachment = await controller.attach(SheetRenderer(view: sheetView))
  }

  func disappear() async {
    if let attachment { await controller.detach(attachment) }  // nothing is drawn after this returns
    attachment = nil
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Lifetimes", streams
extension SheetScreen {
  func followStates() -> Task<Void, Never> {
    let states = controller.states
    return Task {
      for await state in states { print("the sheet is", state) }
    }
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Many sheets on one driver"
/// Draws each sheet that moved in a frame.
@MainActor
func draw(_ frame: PullUpDriverFrame, into views: [ObjectIdentifier: SheetView]) {
  for (id, snapshot) in frame.snapshots { views[id]?.frame = snapshot.layout.sheetFrame }
}

/// Draws every sheet a driver moves, from one loop.
@MainActor
func drawFrames(of driver: PullUpFrameDriver, into views: [ObjectIdentifier: SheetView]) -> Task<Void, Never> {
  let frames = driver.frames  // subscribes now: the loop misses no frame
  return Task {
    for await frame in frames { draw(frame, into: views) }
  }
}
// end of example

// example: Sources/PullUp/PullUp.docc/WritingAFrontEnd.md "Testing"
@MainActor
@Test func aFlickDrawsEveryFrameUpToTheNextDetent() async throws {
  let harness = try PullUpTestHarness(container: PullUpContainer(width: 390, height: 844))
  let view = SheetView()
  let attachment = await harness.controller.attach(SheetRenderer(view: view))
  try await harness.waitUntilDelivered()
  #expect(view.frame.y == 844 - 88)  // at the peek, 88 points high

  try await harness.send(.dragBegan())
  try await harness.send(.dragChanged(translation: -40))
  try await harness.send(.dragEnded(velocity: -3000))
  try await harness.settle()
  #expect(await harness.controller.snapshot.state == .intermediate)
  #expect(view.frame == harness.controller.latestSnapshot.layout.sheetFrame)
  await harness.controller.detach(attachment)
}
// end of example

// MARK: - Delegates.md

@MainActor
enum DelegatesArticleSizing {
  static func run(_ controller: PullUpController) async -> AnyObject {
    // example: Sources/PullUp/PullUp.docc/Delegates.md "Bad answers"
    @MainActor
    final class Sizing: PullUpSizingDelegate, PullUpTargetHeightDelegate {
      var headerHeight = 66.0
      let halfway = 400.0

      func pullUpController(
        _ controller: PullUpController,
        minimumHeightForSheetIn container: PullUpContainer
      ) async -> Double? {
        headerHeight
      }

      func pullUpController(
        _ controller: PullUpController,
        maximumHeightForSheetWithAvailableHeight availableHeight: Double
      ) async -> Double? {
        nil  // the configuration's maximum
      }

      func pullUpController(
        _ controller: PullUpController,
        targetHeightForSheetFrom proposedHeight: Double
      ) async -> Double {
        abs(proposedHeight - halfway) < 30 ? halfway : proposedHeight  // ISHPullUp's sample app
      }
    }

    let sizing = Sizing()  // keep it: the controller holds its delegates weakly
    await controller.setSizingDelegate(sizing)
    await controller.setTargetHeightDelegate(sizing)
    // end of example
    return sizing
  }
}

// MARK: - Symbol documentation

enum PullUpControllerSymbol {
  static let print = Printout()

  static func run() async throws -> PullUpController {
    // example: Sources/PullUp/Controller/PullUpController.swift "PullUpController"
    let controller = try PullUpController(
      configuration: .default,
      container: PullUpContainer(width: 390, height: 844))
    let states = controller.states  // subscribes now, so the loop misses nothing
    Task {
      for await state in states { print(state) }
    }
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -120))
    try await controller.send(.dragEnded(velocity: -900))
    // end of example
    return controller
  }
}

enum PullUpControllerSendSymbol {
  static func run(_ controller: PullUpController) async throws {
    // example: Sources/PullUp/Controller/PullUpController+Inputs.swift "send(_:)"
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -120))
    try await controller.send(.dragEnded(velocity: -900))
    // end of example
  }
}

/// A view that owns its renderer's attachment.
@MainActor
final class RenderedView {
  let controller: PullUpController
  let renderer: SheetRenderer
  var attachment: PullUpRendererAttachment?

  init(controller: PullUpController) {
    self.controller = controller
    renderer = SheetRenderer(view: SheetView())
  }

  func show() async {
    // example: Sources/PullUp/Controller/PullUpController+Renderers.swift "attach(_:)"
    self.attachment = await controller.attach(renderer)  // kept by the view that owns the renderer
    // end of example
  }
}

/// A pan recognizer's target, with a controller on the main actor's executor.
struct PanTarget {
  let controller: PullUpController

  // example: Sources/PullUp/Controller/PullUpExecutor.swift "mainActor"
  @MainActor func panChanged(translation: Double) {
    controller.assumeIsolated { controller in
      try? controller.applyNow(.dragChanged(translation: translation))
    }
  }
  // end of example
}

enum PullUpFrameDriverSymbol {
  static func run(container: PullUpContainer) throws -> [PullUpController] {
    // example: Sources/PullUp/Controller/PullUpFrameDriver.swift "PullUpFrameDriver"
    let clock = ContinuousClock()
    let driver = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    let map = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))
    let list = try PullUpController(container: container, clock: clock, frameSource: .driver(driver))
    // end of example
    return [map, list]
  }
}

@MainActor
enum PullUpModelSymbol {
  nonisolated static let print = Printout()

  static func run(_ controller: PullUpController) -> PullUpModel {
    // example: Sources/PullUp/Observation/PullUpModel.swift "PullUpModel"
    let model = PullUpModel(controller: controller)  // synchronous: a SwiftUI @State initializer can do it
    withObservationTracking {
      _ = model.snapshot.layout.sheetFrame  // what a view's body reads
    } onChange: {
      print("the sheet moved")  // Observation redraws a SwiftUI view here
    }
    // end of example
    return model
  }
}

enum PullUpStreamSymbol {
  static let print = Printout()

  static func run(_ controller: PullUpController) {
    // example: Sources/PullUp/Streams/PullUpStream.swift "PullUpStream"
    let states = controller.states
    Task {
      for await state in states { print(state) }
    }
    // end of example
  }
}

// MARK: - Tests

@Suite("Documentation examples: PullUp")
struct PullUpDocExampleTests {
  let container = PullUpContainer(width: 390, height: 844)

  @Test("PullUp.md, Overview: the loop prints the states its comment lists; the flick reaches the next detent")
  func overview() async throws {
    let controller = try await PullUpArticleOverview.run()
    let expected = ["now collapsed", "now dragging", "now intermediate"]
    #expect(await eventually { PullUpArticleOverview.print.lines == expected })
    #expect(await eventually { await controller.snapshot.phase == .resting })
    #expect(await controller.snapshot.detentIndex == 1)
    await controller.finish()
  }

  @Test("PullUp.md, scroll views and the rest: every input is accepted, in the order shown")
  func beyondTheAnchors() async throws {
    let harness = try await PullUpArticleBeyondTheAnchors.run()
    try await harness.settle()
    #expect(await harness.controller.snapshot.state == .expanded)
  }

  @MainActor
  @Test("Streams.md, Subscribing: the view follows every frame, and the log says why the flick landed")
  func streamsSubscribing() async throws {
    let harness = try PullUpTestHarness(container: container)
    let sheetView = SheetView()
    StreamsArticleSubscribing.run(harness.controller, sheetView: sheetView)
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -40))
    try await harness.send(.dragEnded(velocity: -3000))
    try await harness.settle()
    let resting = harness.controller.latestSnapshot.layout.sheetFrame
    #expect(await eventually { sheetView.frame == resting })
    #expect(await eventually { StreamsArticleSubscribing.log.lines.count == 1 })
    await harness.controller.finish()
  }

  @Test("Streams.md, Buffering: each call subscribes with its own buffering")
  func streamsBuffering() async throws {
    let harness = try PullUpTestHarness(container: container)
    let (recent, everyFrame) = StreamsArticleBuffering.run(harness.controller)
    let frames = harness.record(harness.controller.snapshots(buffering: .all))
    let locks = (0..<70).map { $0.isMultiple(of: 2) }
    for locked in locks { try await harness.send(.setLocked(locked)) }  // nobody reads meanwhile
    var log = recent.makeAsyncIterator()
    var recorder = everyFrame.makeAsyncIterator()
    let published = locks.map { PullUpEvent.lockChanged(isLocked: $0) }
    #expect(await log.next(count: 64) == Array(published.suffix(64)), "the log kept the last 64")
    #expect(frames.values.count == 1 + locks.count, "the current snapshot, then one per input")
    #expect(await recorder.next(count: frames.values.count) == frames.values, "the recorder kept every one")
  }

  @MainActor
  @Test("WritingAFrontEnd.md: the screen's pointer, renderer and lifetimes work on the main actor")
  func sheetScreen() async throws {
    let screen = try SheetScreen(container: container)
    let states = screen.followStates()
    await screen.appear()
    let top = screen.controller.latestSnapshot.layout.sheetFrame.y
    // A click with a few points of jitter is a tap on the content: the sheet does not move.
    #expect(screen.pointer(.down, x: 100, y: top + 40, time: 0) == .undecided)
    #expect(screen.pointer(.move, x: 102, y: top + 43, time: 0.02) == .undecided)
    #expect(screen.pointer(.up, x: 102, y: top + 43, time: 0.04) == .tapped(.scrollableContent))
    #expect(screen.controller.latestSnapshot.phase == .resting)
    // A drag past the threshold is the sheet's, at once: no task between the pointer and the sheet. The press
    // is on the handle (the top 24 points), a grip: measured from the press, it stays under the pointer.
    #expect(screen.pointer(.down, x: 100, y: top + 10, time: 1) == .undecided)
    #expect(screen.pointer(.move, x: 100, y: top - 2, time: 1.02) == .claimed)
    #expect(screen.pointer(.move, x: 100, y: top - 90, time: 1.04) == .claimed)
    #expect(screen.controller.latestSnapshot.height == 88 + 100)
    #expect(screen.pointer(.up, x: 100, y: top - 90, time: 1.05) == .claimed)
    #expect(await eventually { await screen.controller.snapshot.phase == .resting })
    let resting = screen.controller.latestSnapshot.layout.sheetFrame
    #expect(await eventually { screen.sheetView.frame == resting })
    await screen.disappear()
    await screen.controller.finish()
    await states.value
  }

  @MainActor
  @Test("WritingAFrontEnd.md: one loop over driver.frames draws every sheet the driver moves, to where it rests")
  func drawFramesOfADriver() async throws {
    let clock = PullUpTestClock()
    var driver: PullUpFrameDriver? = try PullUpFrameDriver(clock: clock, framesPerSecond: 60)
    var map: PullUpController? = try PullUpController(
      container: container, clock: clock, frameSource: .driver(try #require(driver)), executor: .mainActor)
    var list: PullUpController? = try PullUpController(
      container: container, clock: clock, frameSource: .driver(try #require(driver)))
    let mapView = SheetView()
    let listView = SheetView()
    let drawing = drawFrames(
      of: try #require(driver), into: [try #require(map).id: mapView, try #require(list).id: listView])
    try await map?.setState(.expanded, animated: true)
    try await list?.setHeight(400, animated: true)
    await clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 0, "both sheets rest")
    let mapResting = try #require(map).latestSnapshot.layout.sheetFrame
    let listResting = try #require(list).latestSnapshot.layout.sheetFrame
    #expect(mapResting != listResting)
    // The loop ends once the driver and its controllers are gone, having drawn every frame.
    map = nil
    list = nil
    driver = nil
    await drawing.value
    #expect(mapView.frame == mapResting)
    #expect(listView.frame == listResting)
  }

  @MainActor
  @Test("WritingAFrontEnd.md: a renderer of several sheets is tested with a frame built by hand")
  func drawAFrameBuiltByHand() throws {
    let map = try PullUpController(container: container)
    let list = try PullUpController(container: container)
    let mapView = SheetView()
    let listView = SheetView()
    draw(PullUpDriverFrame(snapshots: [map.id: map.latestSnapshot]), into: [map.id: mapView, list.id: listView])
    #expect(mapView.frame == map.latestSnapshot.layout.sheetFrame)
    #expect(listView.frame == .zero, "a sheet the frame did not move is not drawn")
  }

  @MainActor
  @Test("Delegates.md: the header's height becomes the collapsed height; a release near halfway goes there")
  func sizingDelegate() async throws {
    // Free snapping, so that the target height the delegate gives is where the sheet goes.
    var configuration = PullUpConfiguration.default
    configuration.movement.snapPolicy = .free
    let harness = try PullUpTestHarness(configuration: configuration, container: container)
    let sizing = await DelegatesArticleSizing.run(harness.controller)
    try await harness.waitUntilDelivered()
    #expect(await harness.controller.snapshot.height == 66 + container.safeArea.bottom)
    try await harness.send(.setHeight(390, animated: false))
    try await harness.send(.dragBegan())
    try await harness.send(.dragChanged(translation: -5))
    try await harness.send(.dragEnded(velocity: 0))
    try await harness.settle()
    #expect(await harness.controller.snapshot.height == 400)
    withExtendedLifetime(sizing) {}
  }

  @Test("PullUpController: the symbol's example flicks the sheet to the next detent")
  func controllerSymbol() async throws {
    let controller = try await PullUpControllerSymbol.run()
    #expect(await eventually { PullUpControllerSymbol.print.lines == ["collapsed", "dragging", "intermediate"] })
    await controller.finish()
  }

  @Test("PullUpController.send(_:): inputs as values")
  func sendSymbol() async throws {
    let harness = try PullUpTestHarness(container: container)
    try await PullUpControllerSendSymbol.run(harness.controller)
    try await harness.settle()
    #expect(await harness.controller.snapshot.state == .intermediate)
  }

  @MainActor
  @Test("PullUpController.attach(_:): the view keeps the attachment, and the renderer draws")
  func attachSymbol() async throws {
    let harness = try PullUpTestHarness(container: container)
    let view = RenderedView(controller: harness.controller)
    await view.show()
    try await harness.waitUntilDelivered()
    #expect(view.renderer.view.frame == harness.controller.latestSnapshot.layout.sheetFrame)
    view.attachment = nil
  }

  @MainActor
  @Test("PullUpExecutor.mainActor: a synchronous pan action moves the sheet at once")
  func mainActorExecutor() async throws {
    let controller = try PullUpController(container: container, executor: .mainActor)
    try await controller.send(.dragBegan())
    PanTarget(controller: controller).panChanged(translation: -50)
    #expect(controller.latestSnapshot.height == 138)
    await controller.finish()
  }

  @Test("PullUpFrameDriver: two controllers share one driver")
  func frameDriver() async throws {
    let controllers = try PullUpFrameDriverSymbol.run(container: container)
    #expect(controllers[0].frameSource == controllers[1].frameSource)
    for controller in controllers { try await controller.setState(.expanded) }
    for controller in controllers {
      #expect(await eventually { await controller.snapshot.phase == .resting })
      #expect(await controller.snapshot.state == .expanded)
    }
  }

  @MainActor
  @Test("PullUpModel: observation tells a view when the sheet moved")
  func model() async throws {
    let harness = try PullUpTestHarness(container: container)
    let model = PullUpModelSymbol.run(harness.controller)
    #expect(PullUpModelSymbol.print.lines.isEmpty)
    try await harness.send(.setState(.expanded))
    #expect(PullUpModelSymbol.print.lines == ["the sheet moved"])
    try await harness.settle()
    #expect(model.snapshot == harness.controller.latestSnapshot)
  }

  @Test("PullUpStream: a loop over the states")
  func stream() async throws {
    let controller = try PullUpController(container: container)
    PullUpStreamSymbol.run(controller)
    try await controller.setState(.expanded, animated: false)
    await controller.finish()
    #expect(await eventually { PullUpStreamSymbol.print.lines == ["collapsed", "expanded"] })
  }
}
