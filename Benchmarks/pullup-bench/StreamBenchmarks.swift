import PullUp

/// One input reaching 1 and 4 subscribers of `states` and of `snapshots`, through `PullUpController` and
/// through ``AsyncStreamShell`` (one `AsyncStream` per subscriber), measured in the same run.
///
/// A trial: subscribers register, one consumer task per subscriber drains its loop, and a producer task
/// sends `inputs` calls of `setHeight(_:animated: false)` alternating between the peek and 300 points, so
/// that every input is a state transition and a new snapshot; a last input to 400 points is the sentinel.
/// The time runs from the first input until every consumer has received the last value (states count
/// every value; snapshots wait for the sentinel, skipping what the newest-only buffer dropped), divided by
/// the number of inputs. Trials with no subscriber give each side's input cost alone (the actor call, the
/// machine, the snapshot); the difference is what delivery costs.
enum StreamBenchmarks {
  enum Side: String, CaseIterable {
    case pullUp = "PullUp"
    case asyncStream = "AsyncStream"
  }

  enum Kind: String, CaseIterable {
    case states, snapshots
  }

  struct Configuration: Hashable {
    var kind: Kind
    var subscribers: Int

    var name: String { subscribers == 0 ? "no subscriber" : "\(kind.rawValue) × \(subscribers)" }
    var identifier: String { subscribers == 0 ? "none" : "\(kind.rawValue)\(subscribers)" }
  }

  static let configurations = [
    Configuration(kind: .states, subscribers: 0),
    Configuration(kind: .states, subscribers: 1),
    Configuration(kind: .states, subscribers: 4),
    Configuration(kind: .snapshots, subscribers: 1),
    Configuration(kind: .snapshots, subscribers: 4),
  ]

  static let low = 122.0
  static let high = 300.0
  static let sentinel = 400.0

  static func run(_ options: Options, into report: inout Report) async throws {
    let runs = options.quick ? 2 : 15
    let inputs = options.quick ? 2_000 : 20_000
    // Warm-up: the first trials in a process pay for metadata and thread start-up.
    for configuration in configurations {
      for side in Side.allCases { _ = try await trial(side, configuration, inputs: inputs / 4) }
    }
    var costs: [Configuration: [Side: [Cost]]] = [:]
    for run in 0..<runs {
      for configuration in configurations {
        // Alternate which side goes first, so that neither always runs on a warmer or colder machine.
        let order = run.isMultiple(of: 2) ? Side.allCases : Side.allCases.reversed()
        for side in order {
          let cost = try await trial(side, configuration, inputs: inputs)
          costs[configuration, default: [:]][side, default: []].append(cost)
        }
      }
    }
    let floor = configurations[0]
    for configuration in configurations {
      for side in Side.allCases {
        let name = "\(configuration.name), \(side.rawValue)"
        let identifier = "streams.\(configuration.identifier).\(side.rawValue)"
        let trials = costs[configuration]![side]!
        report.add(identifier, name, Statistics(trials.map(\.wall)), unit: "ns/input")
        report.add(identifier + ".cpu", "  CPU time", Statistics(trials.map(\.cpu)), unit: "ns/input")
        if configuration.kind == .snapshots, configuration.subscribers > 0 {
          report.add(
            identifier + ".received", "  snapshots received per subscriber per input",
            Statistics(trials.map(\.received)), unit: "")
        }
      }
      guard configuration.subscribers > 0 else { continue }
      let pullUp = costs[configuration]![.pullUp]!
      let asyncStream = costs[configuration]![.asyncStream]!
      let pullUpFloor = costs[floor]![.pullUp]!
      let asyncStreamFloor = costs[floor]![.asyncStream]!
      // Delivery: what the subscribers add to an input, on each side, in the same run. A run where either side's
      // delivery does not rise above its noise (it can, in short runs) has no delivery ratio.
      let pullUpDelivery = (0..<runs).map { pullUp[$0].cpu - pullUpFloor[$0].cpu }
      let asyncStreamDelivery = (0..<runs).map { asyncStream[$0].cpu - asyncStreamFloor[$0].cpu }
      let measurable = (0..<runs).filter { pullUpDelivery[$0] > 0 && asyncStreamDelivery[$0] > 0 }
      let prefix = "streams.\(configuration.identifier)"
      let wall = Statistics((0..<runs).map { asyncStream[$0].wall / pullUp[$0].wall })
      let cpu = Statistics((0..<runs).map { asyncStream[$0].cpu / pullUp[$0].cpu })
      report.add(prefix + ".ratio", "  AsyncStream ÷ PullUp, whole input, wall", wall, unit: "×")
      report.add(prefix + ".cpuRatio", "  AsyncStream ÷ PullUp, whole input, CPU", cpu, unit: "×")
      if measurable.count < runs {
        report.note("\(configuration.name): \(runs - measurable.count) of \(runs) runs without a measurable delivery")
      }
      var deliveryMedian = Double.nan
      if !measurable.isEmpty {
        let delivery = Statistics(measurable.map { asyncStreamDelivery[$0] / pullUpDelivery[$0] })
        deliveryMedian = delivery.median
        report.add(prefix + ".deliveryRatio", "  AsyncStream ÷ PullUp, delivery only, CPU", delivery, unit: "×")
      }
      if configuration.kind == .snapshots, !measurable.isEmpty {
        // Newest-only buffers skip values: a slower reader receives fewer, and so costs less per input.
        let perReceived = Statistics(
          measurable.map {
            (asyncStreamDelivery[$0] / asyncStream[$0].received) / (pullUpDelivery[$0] / pullUp[$0].received)
          })
        report.add(
          prefix + ".receivedRatio", "  AsyncStream ÷ PullUp, per snapshot received, CPU", perReceived, unit: "×")
      }
      if configuration.subscribers == 4 {
        report.budget(
          "Four \(configuration.kind.rawValue) subscribers: delivery ≥ 4× cheaper than AsyncStream",
          value: deliveryMedian, limit: 4, unit: "×", passes: deliveryMedian >= 4)
      }
    }
    report.note(
      "delivery = CPU per input less the same side's no-subscriber CPU per input, in the same run; every ratio"
        + " is taken per run, then the median")
  }

  /// What one input cost in a trial: wall-clock time and CPU time of every thread of the process, in
  /// nanoseconds; and how many values each subscriber received per input.
  struct Cost {
    var wall: Double
    var cpu: Double
    var received: Double
  }

  /// One trial; returns its cost per input.
  static func trial(_ side: Side, _ configuration: Configuration, inputs: Int) async throws -> Cost {
    precondition(inputs.isMultiple(of: 2), "an even number of inputs ends collapsed, so the sentinel transitions")
    let expectedStates = inputs + 2  // the current state, one per input, the sentinel's
    let clock = ContinuousClock()
    switch side {
    case .pullUp:
      let controller = try PullUpController(container: CoreWorkloads.phone, frameSource: .external)
      var consumers: [Task<Int, Never>] = []
      for _ in 0..<configuration.subscribers {
        switch configuration.kind {
        case .states:
          let iterator = controller.states.makeAsyncIterator()
          consumers.append(Task { await drainStates(iterator, expecting: expectedStates) })
        case .snapshots:
          let iterator = controller.snapshots.makeAsyncIterator()
          consumers.append(Task { await drainSnapshots(iterator) })
        }
      }
      let start = clock.now
      let cpuStart = ProcessStatistics.cpuSeconds()
      for input in 0..<inputs { try await controller.setHeight(input.isMultiple(of: 2) ? high : low, animated: false) }
      try await controller.setHeight(sentinel, animated: false)
      var received = 0
      for consumer in consumers { received += await consumer.value }
      let cost = Cost(
        wall: seconds(from: start, to: clock.now) * 1e9 / Double(inputs),
        cpu: (ProcessStatistics.cpuSeconds() - cpuStart) * 1e9 / Double(inputs),
        received: Double(received) / Double(Swift.max(consumers.count, 1) * inputs))
      await controller.finish()
      return cost
    case .asyncStream:
      let shell = try AsyncStreamShell(configuration: .default, container: CoreWorkloads.phone)
      var consumers: [Task<Int, Never>] = []
      for _ in 0..<configuration.subscribers {
        switch configuration.kind {
        case .states:
          let stream = await shell.states()
          consumers.append(Task { await drainStates(stream.makeAsyncIterator(), expecting: expectedStates) })
        case .snapshots:
          let stream = await shell.snapshots()
          consumers.append(Task { await drainSnapshots(stream.makeAsyncIterator()) })
        }
      }
      let start = clock.now
      let cpuStart = ProcessStatistics.cpuSeconds()
      for input in 0..<inputs { try await shell.setHeight(input.isMultiple(of: 2) ? high : low, animated: false) }
      try await shell.setHeight(sentinel, animated: false)
      var received = 0
      for consumer in consumers { received += await consumer.value }
      let cost = Cost(
        wall: seconds(from: start, to: clock.now) * 1e9 / Double(inputs),
        cpu: (ProcessStatistics.cpuSeconds() - cpuStart) * 1e9 / Double(inputs),
        received: Double(received) / Double(Swift.max(consumers.count, 1) * inputs))
      await shell.finish()
      return cost
    }
  }

  /// Reads states until `count` arrived; returns how many did.
  // Generic over the element only: `AsyncIteratorProtocol`'s `Failure` and `next(isolation:)` need macOS 15.
  static func drainStates<Iterator: AsyncIteratorProtocol>(_ iterator: sending Iterator, expecting count: Int) async
    -> Int
  where Iterator.Element == PullUpState {
    var iterator = iterator
    var received = 0
    while received < count, (try? await iterator.next()) != nil { received += 1 }
    return received
  }

  /// Reads snapshots until the sentinel's arrived; returns how many did.
  static func drainSnapshots<Iterator: AsyncIteratorProtocol>(_ iterator: sending Iterator) async -> Int
  where Iterator.Element == PullUpSnapshot {
    var iterator = iterator
    var received = 0
    while let snapshot = try? await iterator.next() {
      received += 1
      if snapshot.height == sentinel { break }
    }
    return received
  }
}
