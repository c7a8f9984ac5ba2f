import PullUpCore
import PullUpPresets
import PullUpTesting
import Testing

/// The rest rule on every preset's motion: the core's springs by their own horizon, the plug-ins' by a
/// custom motion's.
@Suite("Rest rule on the presets")
struct PresetRestTests {
  static let configurations: [(name: String, configuration: PullUpConfiguration)] = [
    ("default", .default), ("ishPullUp", .ishPullUp), ("splitSheet", .splitSheet), ("splitView", .splitView()),
    ("floatingPanel", .floatingPanel), ("materialBottomSheet", .materialBottomSheet()),
    ("reduced motion", reducedMotion),
  ]

  static let reducedMotion: PullUpConfiguration = {
    var configuration = PullUpConfiguration.default
    configuration.movement.reducesMotion = true
    return configuration
  }()

  /// The moves tried: long and short, both ways, from rest and after flicks both ways.
  static let moves: [PullUpMove] = [
    PullUpMove(start: 122, heightVelocity: 0, target: 785), PullUpMove(start: 785, heightVelocity: 0, target: 122),
    PullUpMove(start: 100, heightVelocity: -2_500, target: 700),
    PullUpMove(start: 300, heightVelocity: 2_500, target: 320),
    PullUpMove(start: 400, heightVelocity: 0, target: 400.3),
  ]

  @Test(
    "Each preset's settle snaps less than half a point, and would never again have been half a point from its target",
    arguments: 0..<configurations.count)
  func nothingVisibleLeft(index: Int) throws {
    let (name, configuration) = Self.configurations[index]
    let motion: any PullUpMotion =
      configuration.movement.reducesMotion ? PullUpSpringParameters.reducedMotion : configuration.movement.motion.motion
    for move in Self.moves {
      let horizon: Double
      if let spring = motion as? PullUpSpringParameters {
        horizon = PullUpSpring(move, at: 0, parameters: spring).restHorizon
      } else {
        horizon = PullUpRestRule.customHorizon
      }
      for rate in [30.0, 60, 120, 240] {
        let outcome = try #require(
          PullUpRestCheck.settle(to: move.target, horizon: horizon, frameRate: rate) {
            motion.state(of: move, after: $0)
          })
        #expect(outcome.snap < 0.5, "\(name): \(move) at \(rate) Hz")
        #expect(outcome.furthestAfterRest < 0.5, "\(name): \(move) at \(rate) Hz")
      }
    }
  }

  @Test(
    "Each preset's move to another detent ends sooner than by PullUp 0.1's rule, exactly at the target",
    arguments: 0..<configurations.count)
  func endsSooner(index: Int) throws {
    let (name, configuration) = Self.configurations[index]
    var counts: [PullUpRestRule: Int] = [:]
    for rule in [PullUpRestRule.strict, .visible] {
      var machine = try PullUpMachine(configuration: configuration, container: PullUpContainer(width: 390, height: 844))
      machine.restRule = rule
      // A sheet that starts hidden (SplitSheet's) shows; any other goes to the detent furthest away.
      if machine.isHidden {
        _ = try machine.apply(.setHidden(false, animated: true), at: 0)
      } else {
        let start = machine.snapshot.height
        let furthest = try #require(machine.snapshot.detents.max { abs($0 - start) < abs($1 - start) })
        _ = try machine.moveRequested(to: .height(furthest), animated: true, at: 0)
      }
      let target = machine.snapshot.restingHeight
      var frames = 0
      while machine.snapshot.phase == .settling, frames < 600 {
        frames += 1
        _ = try machine.advance(to: Double(frames) / 60)
      }
      #expect(machine.snapshot.height == target, "\(name), \(rule)")
      counts[rule] = frames
    }
    print("\(name): \(counts[.strict] ?? 0) frames by the strict rule, \(counts[.visible] ?? 0) now")
    #expect((counts[.visible] ?? .max) < (counts[.strict] ?? 0), "\(name)")
  }
}
