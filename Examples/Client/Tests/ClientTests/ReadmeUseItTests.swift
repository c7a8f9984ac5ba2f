import PullUp
import Synchronization
import Testing

/// README's "Use it", verbatim between the markers, as a program this test runs. Its `print` and `draw`
/// are this namespace's, so the test can read what the program printed.
enum ReadmeUseIt {
  static let printed = Mutex<[String]>([])
  static let drawn = Mutex(0)

  static func print(_ item: Any) {
    printed.withLock { $0.append("\(item)") }
  }

  static func draw(_ layout: PullUpLayout) {
    drawn.withLock { $0 += 1 }
  }

  static func run() async throws {
    // example: README.md "Use it"
    let controller = try PullUpController(
      container: PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34)))

    // Obtain the streams first: each subscribes at once, so its loop misses nothing, and the tasks hold the
    // streams, not the controller.
    let states = controller.states
    let snapshots = controller.snapshots
    let events = controller.events
    let printer = Task {
      for await state in states { print(state) }  // collapsed, dragging, intermediate, expanded, collapsed
    }
    let drawer = Task {
      for await snapshot in snapshots {
        draw(snapshot.layout)  // sheet and content frames, insets, dimming, handle
      }
    }

    // From your pan recognizer (screen coordinates: negative is up):
    try await controller.dragBegan()
    try await controller.dragChanged(translation: -180)
    try await controller.dragEnded(velocity: -1200)
    for await case .settled(let height) in events {
      print("rests at \(height) pt")  // rests at 392.5 pt
      break
    }

    // From your code, without animation:
    try await controller.setState(.expanded, animated: false)
    // Or any input as a value, the same vocabulary scenario files and recordings use:
    try await controller.send(.moveToDetent(0, animated: false))

    await controller.finish()  // every loop ends
    await printer.value
    await drawer.value
    // end of example
  }
}

@Suite("README")
struct ReadmeUseItTests {
  @Test("Use it: the program prints what its comments say, on the real clock")
  func useIt() async throws {
    try await ReadmeUseIt.run()
    let printed = ReadmeUseIt.printed.withLock { $0 }
    #expect(
      printed.filter { !$0.hasPrefix("rests") } == ["collapsed", "dragging", "intermediate", "expanded", "collapsed"])
    #expect(printed.contains("rests at 392.5 pt"))
    #expect(ReadmeUseIt.drawn.withLock { $0 } > 2)
  }
}
