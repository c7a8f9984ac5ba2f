import PullUpCore
import PullUpFrontEnd
import PullUpTesting
import Testing

/// Rule 4 of `PullUpInterpreter` at the content's edges (issue 40, item 4): a turn of the wheel that scrolled
/// the content stops at its edge, and only a new turn, after `Settings.wheelTurnPause`, moves the sheet; a
/// touchpad swipe whose first motion is mostly across the sheet is not the sheet's, to its end. The notches'
/// times come from a test clock, as a toolkit stamps its events.
@Suite struct ScrollEdgeRuleTests {
  /// A sheet at its highest detent with the content scrolled 96 points (two notches) down, and a test clock
  /// that stamps each notch.
  struct ScrolledSheet {
    var sheet: InterpretedSheet
    let clock = PullUpTestClock()

    init(settings: PullUpInterpreter.Settings = PullUpInterpreter.Settings()) throws {
      sheet = try InterpretedSheet(detent: 2, settings: settings)
      _ = try sheet.machine.apply(.scrollOffsetChanged(96, maximum: 400), at: 0.5)
    }

    /// The clock's time, in seconds: the next event's time.
    var now: Double {
      let (seconds, attoseconds) = clock.now.offset.components
      return 1 + Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// `count` notches over the content, `gap` apart, the first `gap` from now.
    mutating func notches(_ count: Int, _ notches: Double, every gap: Duration) async throws -> [PullUpInterpretation] {
      var interpretations: [PullUpInterpretation] = []
      for _ in 0..<count {
        await clock.advance(by: gap)
        interpretations.append(try sheet.wheel(notches, over: .scrollableContent, at: now))
      }
      return interpretations
    }
  }

  @Test func aTurnThatScrollsTheContentToItsTopStopsThereHoweverManyNotchesFollow() async throws {
    var scrolled = try ScrolledSheet()
    let turn = try await scrolled.notches(8, -1, every: .milliseconds(50))
    #expect(turn[0].inputs == [.scrollOffsetChanged(48, maximum: 400)])
    #expect(turn[1].inputs == [.scrollOffsetChanged(0, maximum: 400)])
    for stopped in turn.dropFirst(2) {
      #expect(stopped.inputs.isEmpty)
      #expect(stopped.verdict == .claimed, "the wheel stops at the edge, as a scrolled window's does")
      #expect(stopped.reason.description.hasPrefix("the wheel scrolled the content to its edge in this turn"))
    }
    #expect(scrolled.sheet.snapshot.height == phoneDetents[2], "the sheet stayed at its detent")
    #expect(scrolled.sheet.snapshot.contentOffset == 0)
  }

  @Test(
    "A notch after the pause is a new turn, which steps the sheet; one just before it is still the old turn",
    arguments: [(milliseconds: 490, steps: false), (milliseconds: 500, steps: true), (milliseconds: 900, steps: true)])
  func aNewTurnAtTheEdgeStepsTheSheet(milliseconds: Int, steps: Bool) async throws {
    var scrolled = try ScrolledSheet()
    _ = try await scrolled.notches(4, -1, every: .milliseconds(50))
    let next = try await scrolled.notches(1, -1, every: .milliseconds(milliseconds))[0]
    #expect(next.inputs == (steps ? [.setHeight(phoneDetents[1])] : []))
    #expect(next.verdict == .claimed)
  }

  @Test func notchesThatKeepComingWithinThePauseKeepTheTurnGoingPastThePauseInAll() async throws {
    var scrolled = try ScrolledSheet()
    // Twenty notches 300 ms apart: six seconds of one slow turn, each notch within the pause of the last.
    let turn = try await scrolled.notches(20, -1, every: .milliseconds(300))
    #expect(turn.dropFirst(2).allSatisfy { $0.inputs.isEmpty })
    #expect(scrolled.sheet.snapshot.height == phoneDetents[2])
  }

  @Test func theTurnAlsoStopsAtTheContentsEnd() async throws {
    var scrolled = try ScrolledSheet()
    // 96 to 400 takes seven notches; the eighth and later find the end.
    let turn = try await scrolled.notches(10, 1, every: .milliseconds(40))
    #expect(turn[6].inputs == [.scrollOffsetChanged(400, maximum: 400)])
    #expect(turn.dropFirst(7).allSatisfy { $0.inputs.isEmpty && $0.verdict == .claimed })
  }

  @Test func aTurnThatBeganAtTheEdgeMovesTheSheetAtOnce() async throws {
    var scrolled = try ScrolledSheet()
    _ = try await scrolled.notches(2, -1, every: .milliseconds(50))
    // A pause, then a turn at the edge: its first notch steps, and so do the next, as before the edge rule.
    let turn = try await scrolled.notches(2, -1, every: .seconds(1))
    #expect(turn[0].inputs == [.setHeight(phoneDetents[1])])
  }

  @Test(
    "The pause is a setting; one that is not positive and finite counts as 0.5 s",
    arguments: [
      (pause: 0.2, gap: 250, steps: true), (pause: 0.2, gap: 150, steps: false), (pause: -1, gap: 450, steps: false),
      (pause: .nan, gap: 500, steps: true),
    ])
  func thePauseIsASetting(pause: Double, gap: Int, steps: Bool) async throws {
    var scrolled = try ScrolledSheet(settings: PullUpInterpreter.Settings(wheelTurnPause: pause))
    _ = try await scrolled.notches(3, -1, every: .milliseconds(50))
    let next = try await scrolled.notches(1, -1, every: .milliseconds(gap))[0]
    #expect(next.inputs == (steps ? [.setHeight(phoneDetents[1])] : []))
  }

  @Test func aNotchStampedEarlierThanTheLastIsTheSameTurn() throws {
    var sheet = try InterpretedSheet(detent: 2)
    _ = try sheet.machine.apply(.scrollOffsetChanged(48, maximum: 400), at: 0.5)
    #expect(try sheet.wheel(-1, over: .scrollableContent, at: 5).inputs == [.scrollOffsetChanged(0, maximum: 400)])
    #expect(try sheet.wheel(-1, over: .scrollableContent, at: 1).inputs.isEmpty, "a clock that went back is no pause")
  }

  // MARK: A touchpad swipe across the sheet

  /// A touchpad scroll's events over the sheet's body: deltas along (`delta`) and across (`crossDelta`).
  static func swipe(_ phase: PullUpScrollPhase, _ delta: Double, across: Double, at time: Double) -> PullUpRawEvent {
    .scroll(
      delta: delta, crossDelta: across, unit: .points, phase: phase, x: 200, y: 780, region: .body,
      contentMaximum: nil, time: time)
  }

  @Test func aSwipeMostlyAcrossTheSheetIsNotTheSheetsToItsEnd() throws {
    var sheet = try InterpretedSheet()
    #expect(try sheet.send(Self.swipe(.begin, 0, across: 0, at: 0)).verdict == .claimed)
    let first = try sheet.send(Self.swipe(.update, 3, across: -12, at: 0.01))
    #expect(first.verdict == .yielded, "a carousel's swipe")
    #expect(first.inputs.isEmpty)
    #expect(first.reason.description == "moved 12 pt across and 3 pt along the sheet: the content's")
    // Later motions along the sheet do not take the gesture back.
    for step in 2...5 {
      let later = try sheet.send(Self.swipe(.update, 20, across: 0, at: Double(step) / 100))
      #expect(later.verdict == .yielded)
      #expect(later.inputs.isEmpty)
    }
    let end = try sheet.send(Self.swipe(.end, 0, across: 0, at: 0.06))
    #expect(end.inputs.isEmpty)
    #expect(sheet.snapshot.phase == .resting)
    #expect(sheet.states.isEmpty, "the sheet never moved")
  }

  @Test func aSwipeMostlyAlongTheSheetDragsItAndKeepsItWhenItTurnsAcross() throws {
    var sheet = try InterpretedSheet()
    _ = try sheet.send(Self.swipe(.begin, 0, across: 0, at: 0))
    // A first motion with no delta decides nothing.
    let still = try sheet.send(Self.swipe(.update, 0, across: 0, at: 0.005))
    #expect(still.inputs.isEmpty)
    #expect(still.verdict == .claimed)
    let first = try sheet.send(Self.swipe(.update, 10, across: 6, at: 0.01))
    #expect(first.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -10)])
    let across = try sheet.send(Self.swipe(.update, 1, across: 30, at: 0.02))
    #expect(across.inputs == [.dragChanged(translation: -11)], "the verdict holds for the whole gesture")
    #expect(across.verdict == .claimed)
  }

  @Test func aCrossDeltaThatIsNotFiniteMakesTheEventInvalid() throws {
    var sheet = try InterpretedSheet()
    #expect(try sheet.send(Self.swipe(.update, 1, across: .infinity, at: 0)).reason.description.hasPrefix("a value"))
  }
}
