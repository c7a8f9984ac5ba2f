import PullUp

/// The three core workloads, each a steady loop that can run forever without allocating on its own: the
/// timing benchmarks and the allocation probe run the very same steps.
enum CoreWorkloads {
  /// An iPhone-sized container with its safe area.
  static let phone = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))
  /// The interval between two drag samples or two frames: 120 Hz.
  static let interval = 1.0 / 120

  /// A finger that moves the default sheet up and down forever, one sample every 1/120 s.
  ///
  /// The translation sweeps a triangle wave from 40 points below the peek to past the top (the sheet goes
  /// into both rubber bands), 4 points per sample.
  struct DragSamples {
    private var machine: PullUpMachine
    private var time = 0.0
    private var translation = 0.0
    private var step = -4.0

    init() {
      machine = try! PullUpMachine(configuration: .default, container: CoreWorkloads.phone)
      _ = try! machine.apply(.dragBegan(), at: 0)
    }

    /// One sample: the machine's transition, then the snapshot with its layout.
    mutating func next() -> PullUpSnapshot {
      time += CoreWorkloads.interval
      translation += step
      if translation <= -720 || translation >= 40 { step = -step }
      _ = try! machine.apply(.dragChanged(translation: translation), at: time)
      return machine.snapshotInPlace()
    }

    /// One sample without the snapshot, to split the cost.
    mutating func nextTransitionOnly() -> PullUpOutput {
      time += CoreWorkloads.interval
      translation += step
      if translation <= -720 || translation >= 40 { step = -step }
      return try! machine.apply(.dragChanged(translation: translation), at: time)
    }
  }

  /// A sheet settling from the peek to the top at 120 frames per second.
  ///
  /// Every cycle replays the first half second of the same settle (60 frames; the spring needs about 0.7 s
  /// to come to rest), then starts again from a copy of the machine: every frame is a mid-settle frame, and
  /// the copy only retains what it shares.
  struct SettleFrames {
    private let start: PullUpMachine
    private var machine: PullUpMachine
    private var frame = 0
    static let framesPerCycle = 60

    init() {
      var machine = try! PullUpMachine(configuration: .default, container: CoreWorkloads.phone)
      let output = try! machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
      precondition(output.action == .startFrames, "the settle must start")
      start = machine
      self.machine = machine
    }

    /// One frame: the machine advances to the frame's time, then the snapshot with its layout.
    mutating func next() -> PullUpSnapshot {
      frame += 1
      if frame > Self.framesPerCycle {
        frame = 1
        machine = start
      }
      let output = try! machine.advance(to: Double(frame) * CoreWorkloads.interval)
      precondition(output.action == .publish, "a mid-settle frame only publishes")
      return machine.snapshotInPlace()
    }
  }

  /// A finger that lets go after a flick up from the peek: velocity estimation, the projected snap policy,
  /// the spring's start, the state's transition and the output's events.
  struct Releases {
    private let tracking: PullUpMachine
    private let releaseTime: Double

    init() {
      var machine = try! PullUpMachine(configuration: .default, container: CoreWorkloads.phone)
      _ = try! machine.apply(.dragBegan(), at: 0)
      var time = 0.0
      for sample in 1...12 {
        time = Double(sample) * CoreWorkloads.interval
        _ = try! machine.apply(.dragChanged(translation: -1_200 * time), at: time)
      }
      tracking = machine
      releaseTime = time + CoreWorkloads.interval / 2
    }

    /// One release on a copy of the same drag; the velocity comes from the estimator.
    func next() -> PullUpOutput {
      var machine = tracking
      let output = try! machine.apply(.dragEnded(velocity: nil), at: releaseTime)
      return output
    }
  }

  /// A pointer that drags the default sheet up and down forever through a `PullUpInterpreter`, one motion
  /// every 1/120 s: the front-end kit's cost per pointer event alone (the snapshots it reads are made once,
  /// and its inputs are not applied). The press lands on the resting sheet, as a real one does (the
  /// interpreter asks the resting snapshot whether the press may drag); from the motion that claims it, the
  /// interpreter reads the sheet tracking the drag. The workload stops the run if a motion is not a drag
  /// sample, so that it never measures the cheaper path of a press the sheet refused.
  struct InterpretedMotions {
    private var interpreter = PullUpInterpreter()
    private let resting: PullUpSnapshot
    private let tracking: PullUpSnapshot
    private var claimed = false
    private var time = 0.0
    private var y = 700.0
    private var step = -4.0

    init() {
      var machine = try! PullUpMachine(configuration: .default, container: CoreWorkloads.phone)
      resting = machine.snapshotInPlace()
      _ = try! machine.apply(.dragBegan(), at: 0)
      tracking = machine.snapshotInPlace()
      let down = PullUpRawEvent.pointer(.down, x: 200, y: y, time: 0, device: .mouse, region: .body)
      _ = interpreter.interpret(down, on: resting)
      // Past the threshold: the motions after it are all drag samples.
      while !claimed { _ = next() }
    }

    /// One motion: what it means (past the threshold, a drag sample).
    mutating func next() -> PullUpInterpretation {
      time += CoreWorkloads.interval
      y += step
      if y <= 60 || y >= 740 { step = -step }
      let motion = PullUpRawEvent.pointer(.move, x: 200, y: y, time: time, device: .mouse, region: .body)
      // Two calls rather than `claimed ? tracking : resting`, which would copy a snapshot per motion.
      let interpretation =
        claimed ? interpreter.interpret(motion, on: tracking) : interpreter.interpret(motion, on: resting)
      if interpretation.verdict == .claimed {
        claimed = true
      } else {
        precondition(!claimed && time < 1, "the benchmark's press is not a drag: \(interpretation.reason)")
      }
      return interpretation
    }
  }
}
