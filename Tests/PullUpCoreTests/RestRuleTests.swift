import PullUpCore
import PullUpTesting
import Testing

/// The moves a rest is checked on: long and short, both ways, from rest and after flicks both ways.
let restMoves: [PullUpMove] = [
  PullUpMove(start: 122, heightVelocity: 0, target: 785), PullUpMove(start: 785, heightVelocity: 0, target: 122),
  PullUpMove(start: 100, heightVelocity: -2_500, target: 700),
  PullUpMove(start: 300, heightVelocity: 2_500, target: 320),
  PullUpMove(start: 400, heightVelocity: 0, target: 400.3),
]

@Suite("Rest rule")
struct RestRuleTests {
  /// Responses from 0.1 s to 1 s, each from barely damped (0.3) to creeping (3).
  static let springs: [PullUpSpringParameters] = [0.1, 0.2, 0.3, 0.45, 0.6, 1].flatMap { response in
    [0.3, 0.5, 0.86, 1, 1.5, 3].map { PullUpSpringParameters(response: response, dampingRatio: $0) }
  }

  @Test(
    "A spring stopped by the visible rule snaps less than half a point, and would never again have been half a point from its target",
    arguments: springs)
  func nothingVisibleLeft(parameters: PullUpSpringParameters) throws {
    for move in restMoves {
      let spring = PullUpSpring(move, at: 0, parameters: parameters)
      for rate in [30.0, 60, 120, 240] {
        let outcome = try #require(
          PullUpRestCheck.settle(to: move.target, horizon: spring.restHorizon, frameRate: rate) {
            spring.motion(at: $0)
          })
        #expect(outcome.snap < 0.5, "\(move) at \(rate) Hz")
        #expect(outcome.furthestAfterRest < 0.5, "\(move) at \(rate) Hz")
      }
    }
  }

  @Test("The visible rule never stops a spring later than PullUp 0.1's strict rule", arguments: springs)
  func neverLater(parameters: PullUpSpringParameters) throws {
    for move in restMoves {
      let spring = PullUpSpring(move, at: 0, parameters: parameters)
      let visible = try #require(
        PullUpRestCheck.settle(to: move.target, horizon: spring.restHorizon) { spring.motion(at: $0) })
      let strict = try #require(
        PullUpRestCheck.settle(to: move.target, horizon: spring.restHorizon, rule: .strict) { spring.motion(at: $0) })
      #expect(visible.frames <= strict.frames, "\(move)")
    }
  }

  /// Frames at 60 Hz from `move`'s start until the sheet rests, the one that stops it included, and the height
  /// it rests at.
  func settleFrames(reducesMotion: Bool, rule: PullUpRestRule) throws -> (frames: Int, height: Double) {
    var machine = try PullUpMachine.phone(.default.with { $0.movement.reducesMotion = reducesMotion })
    machine.restRule = rule
    _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
    var frames = 0
    while machine.snapshot.phase == .settling, frames < 600 {
      frames += 1
      _ = try machine.advance(to: Double(frames) / 60)
    }
    return (frames, machine.snapshot.height)
  }

  @Test(
    "Issue 40's toggles from collapsed to expanded end markedly earlier, exactly at the target: reduced 27 → 19 frames, animated 49 → 41",
    arguments: [(true, 27, 19), (false, 49, 41)])
  func issueToggles(reducesMotion: Bool, strictFrames: Int, visibleFrames: Int) throws {
    let strict = try settleFrames(reducesMotion: reducesMotion, rule: .strict)
    let visible = try settleFrames(reducesMotion: reducesMotion, rule: .visible)
    print(
      "collapsed → expanded, reduced motion \(reducesMotion): \(strict.frames) frames before, \(visible.frames) now")
    #expect(strict.frames == strictFrames)
    #expect(visible.frames == visibleFrames)
    #expect(visible.height == 785)
    #expect(strict.height == 785)
  }

  @Test(
    "An input's time ends a settle the rule holds at, though no frame showed it yet; never one that still moves visibly, never by the strict rule"
  )
  func endsBeforeAnInput() throws {
    // The first millisecond at which the rule holds, from a settle that no frame advanced.
    var probe = try PullUpMachine.phone()
    _ = try probe.moveRequested(to: .state(.expanded), animated: true, at: 0)
    let over = try #require((1...2_000).map { Double($0) / 1000 }.first { probe.endSettle(ifOverBy: $0) != nil })
    for rule in [PullUpRestRule.visible, .strict] {
      var machine = try PullUpMachine.phone()
      machine.restRule = rule
      _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
      _ = try machine.advance(to: 0.1)
      #expect(machine.endSettle(ifOverBy: over - 0.001) == nil, "\(rule): still visibly moving")
      #expect(machine.snapshot.phase == .settling)
      let ended = machine.endSettle(ifOverBy: over)
      if rule == .visible {
        #expect(ended?.events.contains(.settled(height: 785)) == true)
        #expect(ended?.action == .stopFrames)
        #expect(machine.snapshot.phase == .resting && machine.snapshot.height == 785 && machine.snapshot.time == over)
      } else {
        #expect(ended == nil, "PullUp 0.1's rule leaves the settle to its frames")
        #expect(machine.snapshot.phase == .settling)
      }
    }
    // By the visible rule the settle, once over, stays over: every later time ends it too.
    for later in stride(from: over, through: over + 1, by: 0.01) {
      var machine = try PullUpMachine.phone()
      _ = try machine.moveRequested(to: .state(.expanded), animated: true, at: 0)
      #expect(machine.endSettle(ifOverBy: later) != nil, "\(later) s")
    }
  }

  @Test("A release within half a point of its target, too slow to carry it that far, ends at once")
  func releaseAtTarget() throws {
    var machine = try PullUpMachine.phone(detent: 1)
    _ = try machine.apply(.dragBegan(), at: 1)
    _ = try machine.apply(.dragChanged(translation: 0.2), at: 1.1)
    let output = try machine.apply(.dragEnded(velocity: 0), at: 1.2)
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.snapshot.height == 392.5)
    #expect(output.events.contains(.settled(height: 392.5)))
  }
}
