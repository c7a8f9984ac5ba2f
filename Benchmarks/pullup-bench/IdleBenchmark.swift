import PullUp

/// Wake-ups of a controller during one second at rest on the real clock, after a settle.
///
/// The controller runs its frames on a ``CountingClock`` at 60 Hz. It settles from the peek to the top
/// (the settle's frames are counted too, to show that the counter sees them), then rests; after a tenth of
/// a second for the frame task to end, the benchmark sleeps one second on its own clock and counts the
/// controller's sleeps that started or ended meanwhile. The process's CPU time over that second is a second
/// witness: the benchmark's own thread is asleep too.
enum IdleBenchmark {
  static func run(_ options: Options, into report: inout Report) async throws {
    let runs = options.quick ? 1 : 3
    let rest = options.quick ? Duration.milliseconds(250) : .seconds(1)
    var wakeUps: [Double] = []
    var settleFrames: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
      let clock = CountingClock()
      let controller = try PullUpController(
        container: CoreWorkloads.phone, clock: clock, frameSource: .clock(framesPerSecond: 60))
      var states = controller.states.makeAsyncIterator()
      try await controller.setState(.expanded, animated: true)
      while let state = await states.next(), state != .expanded {}
      try await ContinuousClock().sleep(for: .milliseconds(100))
      let started = clock.counter.started
      let ended = clock.counter.ended
      settleFrames.append(Double(ended))
      let cpuBefore = ProcessStatistics.cpuSeconds()
      try await ContinuousClock().sleep(for: rest)
      cpu.append((ProcessStatistics.cpuSeconds() - cpuBefore) * 1e6)
      wakeUps.append(Double(clock.counter.started - started + clock.counter.ended - ended))
      await controller.finish()
    }
    let restSeconds = Double(rest.components.seconds) + Double(rest.components.attoseconds) * 1e-18
    let wakeUpStatistics = Statistics(wakeUps)
    report.add(
      "idle.wakeUps", "Controller sleeps started or ended at rest (\(restSeconds) s)", wakeUpStatistics, unit: "")
    report.add(
      "idle.settleFrames", "  (frames counted during the settle before it)", Statistics(settleFrames), unit: "")
    report.add("idle.cpu", "  process CPU time during the rest", Statistics(cpu), unit: "µs")
    report.budget(
      "Idle: zero wake-ups", value: wakeUpStatistics.maximum, limit: 0, unit: "wake-ups",
      passes: wakeUpStatistics.maximum == 0)
  }
}
