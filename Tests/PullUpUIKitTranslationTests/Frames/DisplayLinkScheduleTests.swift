import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `DisplayLinkSchedule`: the display link runs only while the sheet settles (R7).
@Suite struct DisplayLinkScheduleTests {
  @Test(
    "An input starts the link only when the sheet settles and the link does not run",
    arguments: [
      (PullUpPhase.settling, false, true), (.settling, true, false), (.resting, false, false),
      (.resting, true, false), (.tracking, false, false), (.tracking, true, false), (.awaitingTarget, false, false),
      (.awaitingTarget, true, false),
    ])
  func afterInput(phase: PullUpPhase, running: Bool, starts: Bool) {
    var schedule = DisplayLinkSchedule()
    if running { _ = schedule.afterInput(phase: .settling) }
    #expect(schedule.afterInput(phase: phase) == starts)
    #expect(schedule.isRunning == (running || starts))
  }

  @Test(
    "A tick keeps the link only while the sheet settles",
    arguments: [
      (PullUpPhase.settling, true), (.resting, false), (.tracking, false), (.awaitingTarget, false),
    ])
  func afterTick(phase: PullUpPhase, keeps: Bool) {
    var schedule = DisplayLinkSchedule()
    _ = schedule.afterInput(phase: .settling)
    #expect(schedule.afterTick(phase: phase) == keeps)
    #expect(schedule.isRunning == keeps)
  }

  @Test("A new schedule's link does not run")
  func startsStopped() {
    #expect(!DisplayLinkSchedule().isRunning)
  }

  @Test("A release settles the sheet frame by frame and stops the link in the frame it rests: none at rest")
  func wholeSettle() throws {
    var sheet = try TranslatedSheet(detent: 0)
    var schedule = DisplayLinkSchedule()
    var starting = 0
    for event: PullUpRawEvent in [
      .pointer(.down, x: 200, y: 780, time: 0, device: .touch, region: .body),
      .pointer(.move, x: 200, y: 700, time: 0.02, device: .touch, region: .body),
      .pointer(.move, x: 200, y: 600, time: 0.04, device: .touch, region: .body),
      .pointer(.up, x: 200, y: 600, time: 0.05, device: .touch, region: .body),
    ] {
      try sheet.send(event)
      if schedule.afterInput(phase: sheet.snapshot.phase) { starting += 1 }
    }
    #expect(starting == 1)
    #expect(sheet.snapshot.phase == .settling)
    var ticks = 0
    var time = 0.05
    while schedule.isRunning, ticks < 10_000 {
      time += 1.0 / 60
      _ = try sheet.machine.advance(to: time)
      ticks += 1
      let keeps = schedule.afterTick(phase: sheet.snapshot.phase)
      #expect(keeps == (sheet.snapshot.phase == .settling))
    }
    #expect(sheet.snapshot.phase == .resting)
    #expect(ticks > 1 && ticks < 10_000)
    // At rest, an input that leaves the sheet resting starts nothing.
    _ = try sheet.machine.apply(.setLocked(true), at: time)
    let starts = schedule.afterInput(phase: sheet.snapshot.phase)
    #expect(!starts)
  }

  @Test("Needing frames is settling alone", arguments: PullUpPhase.allCases)
  func needsFrames(phase: PullUpPhase) {
    #expect(DisplayLinkSchedule.needsFrames(phase) == (phase == .settling))
  }
}
