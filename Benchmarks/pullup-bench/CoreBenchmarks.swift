import PullUp

/// Nanoseconds per core operation: a drag sample to its snapshot, a settle frame, a release decision.
enum CoreBenchmarks {
  static func run(_ options: Options, into report: inout Report) {
    let runs = options.quick ? 3 : 15
    let iterations = options.quick ? 20_000 : 200_000

    var drag = CoreWorkloads.DragSamples()
    let dragSample = nanosecondsPerCall(runs: runs, iterations: iterations) { blackHole(drag.next()) }
    report.add("core.dragSample", "Drag sample to snapshot with layout", dragSample, unit: "ns")

    var transitionOnly = CoreWorkloads.DragSamples()
    let transition = nanosecondsPerCall(runs: runs, iterations: iterations) {
      blackHole(transitionOnly.nextTransitionOnly())
    }
    report.add("core.dragTransition", "  of which dragChanged alone", transition, unit: "ns")

    var settle = CoreWorkloads.SettleFrames()
    let frame = nanosecondsPerCall(runs: runs, iterations: iterations) { blackHole(settle.next()) }
    report.add("core.settleFrame", "Settle frame (advance + snapshot)", frame, unit: "ns")

    // A frame evaluates the spring once (`frameMotion`): whether it settled and where it is come from one motion.
    let spring = PullUpSpring(
      from: 122, heightVelocity: 0, to: 785, at: 0, parameters: PullUpPresetValues.defaultSpring)
    var time = 0.0
    let evaluation = nanosecondsPerCall(runs: runs, iterations: iterations) {
      time = time >= 0.5 ? 0 : time + CoreWorkloads.interval
      blackHole(spring.motion(at: time))
    }
    report.add("core.springEvaluation", "  of which the spring evaluation", evaluation, unit: "ns")

    let releases = CoreWorkloads.Releases()
    let release = nanosecondsPerCall(runs: runs, iterations: iterations / 4) { blackHole(releases.next()) }
    report.add("core.release", "Release decision (dragEnded → policy → spring)", release, unit: "ns")

    report.budget(
      "Core drag sample with layout ≤ 250 ns (median)", value: dragSample.median, limit: 250, unit: "ns",
      passes: dragSample.median <= 250)
    report.budget(
      "Settle frame ≤ 150 ns (median)", value: frame.median, limit: 150, unit: "ns", passes: frame.median <= 150)
  }
}
