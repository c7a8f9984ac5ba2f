import PullUpCore
import PullUpScenario

// The plug-ins this target's scenario files name. The PullUpScenarioTests plugin finds this file by its name
// and replays the generated tests with `scenarioPlugIns`.

/// A snap policy and a motion of this target's own, by the names `plug-ins.pullup.json` gives them.
let scenarioPlugIns: PullUpScenario.PlugIns = {
  var plugIns = PullUpScenario.PlugIns()
  plugIns.register(ToTheTop(), as: "toTheTop")
  plugIns.register(Linear(duration: 0.5), as: "linear")
  return plugIns
}()

/// Every release goes to the highest detent.
struct ToTheTop: PullUpSnapping {
  var name: String { "to the top" }

  func decide(_ release: PullUpRelease) -> PullUpSnapDecision {
    PullUpSnapDecision(
      target: .height(release.detents.maximum), projectedHeight: release.height,
      candidates: release.detents.heights, reason: .custom("every release goes to the top"))
  }
}

/// Every move goes at one speed, taking `duration` seconds.
struct Linear: PullUpMotion {
  var duration: Double
  var name: String { "linear" }

  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard elapsed < duration else { return (move.target, 0) }
    let speed = (move.target - move.start) / duration
    return (move.start + speed * elapsed, speed)
  }
}
