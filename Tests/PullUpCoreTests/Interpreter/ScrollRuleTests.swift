import PullUpCore
import PullUpFrontEnd
import Testing

/// Rule 4 of `PullUpInterpreter`: wheel notches scroll the content while it may scroll and has room, and
/// otherwise step a detent; surface scrolls with phases are drags.
@Suite struct ScrollRuleTests {
  @Test func aNotchOverScrollableContentScrollsItWhileItMay() throws {
    var sheet = try InterpretedSheet(detent: 2)
    #expect(sheet.snapshot.isContentScrollEnabled)
    let down = try sheet.wheel(1, over: .scrollableContent, at: 1)
    #expect(down.inputs == [.scrollOffsetChanged(48, maximum: 400)])
    #expect(down.verdict == .claimed)
    #expect(sheet.snapshot.contentOffset == 48)
    let up = try sheet.wheel(-2, over: .scrollableContent, at: 1.1)
    #expect(up.inputs == [.scrollOffsetChanged(0, maximum: 400)])
  }

  @Test func aNotchAtTheContentsEndStepsADetentAndAtTheSheetsEndIsYielded() throws {
    var sheet = try InterpretedSheet(detent: 2)
    // At offset 0, a notch up steps the sheet down a detent.
    let up = try sheet.wheel(-1, over: .scrollableContent, at: 1)
    #expect(up.inputs == [.setHeight(phoneDetents[1])])
    #expect(up.reason.description == "the scroll stepped the sheet a detent down")

    var end = try InterpretedSheet(detent: 2)
    _ = try end.machine.apply(.scrollOffsetChanged(400, maximum: 400), at: 0.5)
    // At the content's end and the highest detent, nothing can move: the app gets the event.
    let down = try end.wheel(1, over: .scrollableContent, at: 1)
    #expect(down.inputs.isEmpty)
    #expect(down.verdict == .yielded)
  }

  @Test func contentThatShrankIsClampedToTheExtentReportedNow() throws {
    var sheet = try InterpretedSheet(detent: 2)
    _ = try sheet.machine.apply(.scrollOffsetChanged(400, maximum: 400), at: 0.5)
    let up = try sheet.wheel(-1, over: .scrollableContent, contentMaximum: 100, at: 1)
    #expect(up.inputs == [.scrollOffsetChanged(100, maximum: 100)])
  }

  @Test func aNotchOverTheSheetsBodyStepsADetent() throws {
    var sheet = try InterpretedSheet()
    let down = try sheet.wheel(1, over: .body, at: 1)
    #expect(down.inputs == [.setHeight(phoneDetents[1])])
    // The content of a collapsed sheet may not scroll by itself (whenExpanded): the notch steps instead.
    var collapsed = try InterpretedSheet()
    #expect(!collapsed.snapshot.isContentScrollEnabled)
    #expect(try collapsed.wheel(1, over: .scrollableContent, at: 1).inputs == [.setHeight(phoneDetents[1])])
  }

  @Test(arguments: [PullUpRegion.dimming, .outside, .child])
  func aNotchAwayFromTheSheetIsTheApps(region: PullUpRegion) throws {
    var sheet = try InterpretedSheet()
    let notch = try sheet.wheel(1, over: region, at: 1)
    #expect(notch.inputs.isEmpty)
    #expect(notch.verdict == .yielded)
  }

  @Test func fractionsOfANotchAddUpToAStepAndAChangeOfDirectionStartsAgain() throws {
    var sheet = try InterpretedSheet()
    let half = try sheet.wheel(0.5, over: .body, at: 1)
    #expect(half.inputs.isEmpty)
    #expect(half.verdict == .claimed)
    #expect(try sheet.wheel(-0.5, over: .body, at: 1.01).inputs.isEmpty)
    #expect(try sheet.wheel(0.5, over: .body, at: 1.02).inputs.isEmpty)
    #expect(try sheet.wheel(0.5, over: .body, at: 1.03).inputs == [.setHeight(phoneDetents[1])])
  }

  @Test func aScrollWithoutAPositionIsWhereThePointerWasLast() throws {
    var sheet = try InterpretedSheet(detent: 2)
    try sheet.pointer(.move, y: 400, at: 0.5, on: .scrollableContent)
    let notch = try sheet.send(
      .scroll(
        delta: 1, unit: .notches, phase: .none, x: nil, y: nil, region: nil, contentMaximum: 400, time: 1))
    #expect(notch.inputs == [.scrollOffsetChanged(48, maximum: 400)])
    // With no pointer ever seen, a scroll without a position is nobody's.
    var fresh = try InterpretedSheet()
    let unknown = try fresh.send(
      .scroll(delta: 1, unit: .notches, phase: .none, x: nil, y: nil, region: nil, contentMaximum: nil, time: 1))
    #expect(unknown.verdict == .yielded)
  }

  @Test func aNotchWhileAPressIsHeldIsIgnored() throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0)
    #expect(try sheet.wheel(1, over: .body, at: 0.01).verdict == .yielded)
  }

  @Test func aTouchpadScrollIsADragWithTheScrollsVelocity() throws {
    var sheet = try InterpretedSheet()
    func scroll(_ delta: Double, _ phase: PullUpScrollPhase, at time: Double, over region: PullUpRegion? = .body)
      throws -> PullUpInterpretation
    {
      try sheet.send(
        .scroll(
          delta: delta, unit: .points, phase: phase, x: 200, y: 780, region: region, contentMaximum: nil, time: time))
    }
    let begin = try scroll(0, .begin, at: 0)
    #expect(begin.verdict == .claimed)
    #expect(begin.inputs.isEmpty)
    let first = try scroll(10, .update, at: 0.01)
    #expect(first.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -10)])
    for step in 2...5 {
      #expect(try scroll(10, .update, at: Double(step) / 100).inputs == [.dragChanged(translation: -10 * Double(step))])
    }
    #expect(sheet.snapshot.height == 172)
    let end = try scroll(0, .end, at: 0.05)
    guard case .dragEnded(let velocity?) = try #require(end.inputs.first) else {
      Issue.record("expected a release with a velocity, got \(end.inputs)")
      return
    }
    // 10 points every 10 ms, content towards its end: a finger moving up at 1000 pt/s.
    #expect(abs(velocity + 1000) < 1e-6)
  }

  @Test func aTouchpadScrollThatNeverMovesIsNoDragAndOneAwayFromTheSheetIsTheApps() throws {
    var sheet = try InterpretedSheet()
    func scroll(_ phase: PullUpScrollPhase, over region: PullUpRegion, at time: Double) throws -> PullUpInterpretation {
      try sheet.send(
        .scroll(delta: 5, unit: .points, phase: phase, x: 200, y: 100, region: region, contentMaximum: nil, time: time))
    }
    _ = try scroll(.begin, over: .body, at: 0)
    #expect(try scroll(.end, over: .body, at: 0.01).inputs.isEmpty)
    #expect(try scroll(.begin, over: .dimming, at: 1).verdict == .yielded)
    #expect(try scroll(.update, over: .dimming, at: 1.01).inputs.isEmpty)
    #expect(try scroll(.end, over: .dimming, at: 1.02).verdict == .yielded)
    #expect(sheet.states.isEmpty)
  }

  @Test func aSurfaceScrollWithoutPhasesStepsOnceAWheelStepHasAddedUp() throws {
    var sheet = try InterpretedSheet()
    func scroll(_ delta: Double, at time: Double) throws -> PullUpInterpretation {
      try sheet.send(
        .scroll(
          delta: delta, unit: .points, phase: .none, x: 200, y: 780, region: .body, contentMaximum: nil, time: time))
    }
    #expect(try scroll(30, at: 0).inputs.isEmpty)
    #expect(try scroll(30, at: 0.01).inputs == [.setHeight(phoneDetents[1])])
  }
}
