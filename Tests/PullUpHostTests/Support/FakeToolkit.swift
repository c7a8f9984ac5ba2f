import PullUp
import PullUpHost

/// The seconds a test's host clock reads: set by the test, read on the main actor only.
final class ManualSeconds: @unchecked Sendable {
  var now = 0.0
}

/// A toolkit with no views: it counts what the host asks of it, lays out when the test says, and runs frames
/// at the rate the test gives, so that the host's rules run as a front end runs them.
@MainActor
final class FakeToolkit: PullUpHostToolkit {
  let host: PullUpHost
  let seconds: ManualSeconds
  /// How many layouts the host asked for.
  var layoutsAsked = 0
  /// How many times the host started frames.
  var framesStarted = 0
  /// Whether frames run now (the host asked, and the last frame kept them).
  var framesRun = false
  /// What the host announced.
  var announced: [String] = []
  /// How many changes the host told of outside a layout pass.
  var changes = 0
  /// Frames of the toolkit's own work still to do (GTK's content glide).
  var workFrames = 0
  var dragThresholds: PullUpInterpreter.DragThresholds?

  init(
    configuration: PullUpConfiguration = .default,
    container: PullUpContainer = PullUpContainer(width: 390, height: 844),
    contentHeight: Double? = nil
  ) throws {
    let seconds = ManualSeconds()
    self.seconds = seconds
    host = try PullUpHost(configuration: configuration, container: container, contentHeight: contentHeight) {
      seconds.now
    }
    host.serve(self)
  }

  /// A toolkit for a host made and given inputs before it (a view controller's before its view loaded).
  init(serving host: PullUpHost, seconds: ManualSeconds) {
    self.host = host
    self.seconds = seconds
    host.serve(self)
  }

  func setNeedsLayout() { layoutsAsked += 1 }
  func startFrames() {
    framesStarted += 1
    framesRun = true
  }
  func announce(_ words: String) { announced.append(words) }
  func sheetChanged() { changes += 1 }
  func frameWork() -> Bool {
    guard workFrames > 0 else { return false }
    workFrames -= 1
    return workFrames > 0
  }

  /// A layout pass at a container of `width` × `height`: the container goes in as the pass's input, then the
  /// snapshot is laid out.
  func layOut(width: Double, height: Double) {
    let given = PullUpContainer(width: width, height: height, safeArea: host.container.safeArea)
    if given != host.container { host.apply(.setContainer(given, animated: false), duringLayout: true) }
    host.laidOut(host.snapshot)
  }

  /// Runs frames at `rate` per second while they run and fall at or before `time`, then moves the clock to `time`.
  func runFrames(through time: Double, rate: Double) {
    while framesRun, seconds.now + 1 / rate <= time + 1e-9 {
      seconds.now += 1 / rate
      framesRun = host.frame(at: seconds.now)
    }
    seconds.now = max(seconds.now, time)
  }

  /// Runs frames at `rate` per second while they run, at most `limit`; the clock moves to each frame's time.
  ///
  /// - Returns: How many frames ran.
  @discardableResult
  func runFrames(rate: Double = 60, limit: Int = 2_000) -> Int {
    var count = 0
    while framesRun, count < limit {
      seconds.now += 1 / rate
      framesRun = host.frame(at: seconds.now)
      count += 1
    }
    return count
  }
}
