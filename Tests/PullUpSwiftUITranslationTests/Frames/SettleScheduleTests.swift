import PullUpCore
import PullUpSwiftUITranslation
import Testing

/// `SettleSchedule` and `ScenePhaseKind`: the timeline runs only while the sheet settles in an active scene;
/// the restoration state is saved on entering the background.
@Suite struct SettleScheduleTests {
  @Test(
    "The timeline runs exactly while the sheet settles in an active scene",
    arguments: PullUpPhase.allCases, ScenePhaseKind.allCases)
  func paused(phase: PullUpPhase, scene: ScenePhaseKind) {
    let runs = phase == .settling && scene == .active
    #expect(SettleSchedule.paused(phase: phase, scenePhase: scene) == !runs)
  }

  @Test(
    "Frames run in the active phase only",
    arguments: [(ScenePhaseKind.active, true), (.inactive, false), (.background, false)])
  func runsFrames(scene: ScenePhaseKind, runs: Bool) {
    #expect(scene.runsFrames == runs)
  }

  @Test(
    "The restoration state is saved on entering the background, once",
    arguments: [
      (ScenePhaseKind?.none, ScenePhaseKind.background, true),
      (.active, .background, true),
      (.inactive, .background, true),
      (.background, .background, false),
      (.background, .inactive, false),
      (.background, .active, false),
      (.active, .inactive, false),
      (nil, .active, false),
      (nil, .inactive, false),
    ])
  func savesRestoration(old: ScenePhaseKind?, new: ScenePhaseKind, saves: Bool) {
    #expect(ScenePhaseKind.savesRestoration(from: old, to: new) == saves)
  }

  @Test("A release that settles runs the timeline, and the frame that ends the settle pauses it")
  func aSettleRunsThenPauses() throws {
    var machine = try PullUpMachine(container: phone)
    #expect(SettleSchedule.paused(phase: machine.snapshot.phase, scenePhase: .active))
    _ = try machine.apply(.setState(.expanded), at: 0)
    #expect(!SettleSchedule.paused(phase: machine.snapshot.phase, scenePhase: .active))
    #expect(SettleSchedule.paused(phase: machine.snapshot.phase, scenePhase: .inactive))
    var time = 0.0
    while !SettleSchedule.paused(phase: machine.snapshot.phase, scenePhase: .active), time < 10 {
      time += 1.0 / 60
      _ = try machine.advance(to: time)
    }
    #expect(machine.snapshot.phase == .resting)
    #expect(machine.snapshot.state == .expanded)
    #expect(time < 10)
  }
}
