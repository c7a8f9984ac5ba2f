import PullUpCore
import PullUpFrontEnd
import PullUpHost
import PullUpUIKitTranslation
import Testing

/// `RecognizerState.next(verdict:phase:)`: the interpreter's verdicts to the recognizer's states (R2), row by
/// row of the type's table, and the transitions UIKit allows.
@Suite struct RecognizerStateTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var state: RecognizerState
    var verdict: PullUpVerdict
    var phase: PullUpPointerPhase
    var next: RecognizerState
    var testDescription: String { "\(state) + \(verdict) at \(phase) → \(next)" }

    init(_ state: RecognizerState, _ verdict: PullUpVerdict, _ phase: PullUpPointerPhase, _ next: RecognizerState) {
      (self.state, self.verdict, self.phase, self.next) = (state, verdict, phase, next)
    }
  }

  /// From `possible`, every verdict at every phase.
  static let fromPossible: [Row] = [
    Row(.possible, .undecided, .down, .possible),
    Row(.possible, .undecided, .move, .possible),
    Row(.possible, .undecided, .up, .failed),
    Row(.possible, .undecided, .cancel, .failed),
    Row(.possible, .claimed, .down, .began),
    Row(.possible, .claimed, .move, .began),
    Row(.possible, .claimed, .up, .ended),
    Row(.possible, .claimed, .cancel, .failed),
    Row(.possible, .yielded, .down, .failed),
    Row(.possible, .yielded, .move, .failed),
    Row(.possible, .yielded, .up, .failed),
    Row(.possible, .yielded, .cancel, .failed),
    Row(.possible, .tapped(.body), .up, .failed),
    Row(.possible, .tapped(.dimming), .up, .failed),
    Row(.possible, .tapped(.handle), .up, .failed),
    Row(.possible, .tapped(.scrollableContent), .up, .failed),
    Row(.possible, .tapped(.child), .down, .failed),
    Row(.possible, .tapped(.body), .move, .failed),
    Row(.possible, .tapped(.body), .cancel, .failed),
  ]

  /// From `began` and `changed` (the same rows), every verdict at every phase.
  static let fromRecognizing: [Row] = [RecognizerState.began, .changed].flatMap { state in
    [
      Row(state, .claimed, .down, .changed),
      Row(state, .claimed, .move, .changed),
      Row(state, .claimed, .up, .ended),
      Row(state, .claimed, .cancel, .cancelled),
      Row(state, .undecided, .down, state),
      Row(state, .undecided, .move, state),
      Row(state, .undecided, .up, .cancelled),
      Row(state, .undecided, .cancel, .cancelled),
      Row(state, .yielded, .down, state),
      Row(state, .yielded, .move, .cancelled),
      Row(state, .yielded, .up, .cancelled),
      Row(state, .yielded, .cancel, .cancelled),
      Row(state, .tapped(.body), .up, .ended),
      Row(state, .tapped(.body), .down, .cancelled),
      Row(state, .tapped(.body), .move, .cancelled),
      Row(state, .tapped(.body), .cancel, .cancelled),
    ]
  }

  @Test(
    "From possible: undecided waits, a claim begins, anything else fails and the child keeps the press",
    arguments: fromPossible)
  func possible(row: Row) {
    #expect(row.state.next(verdict: row.verdict, phase: row.phase) == row.next)
  }

  @Test(
    "While recognizing: claims change and end, a cancel or a drag taken away cancels, a second finger does not",
    arguments: fromRecognizing)
  func recognizing(row: Row) {
    #expect(row.state.next(verdict: row.verdict, phase: row.phase) == row.next)
  }

  static let everyVerdict: [PullUpVerdict] =
    [.undecided, .claimed, .yielded] + PullUpRegion.allCases.map { .tapped($0) }

  @Test(
    "A terminal state stays until the recognizer is reset",
    arguments: [RecognizerState.ended, .cancelled, .failed])
  func terminalStays(state: RecognizerState) {
    #expect(state.isTerminal)
    for verdict in Self.everyVerdict {
      for phase in PullUpPointerPhase.allCases {
        #expect(state.next(verdict: verdict, phase: phase) == state, "\(verdict) at \(phase)")
      }
    }
  }

  @Test("Possible, began and changed are not terminal", arguments: [RecognizerState.possible, .began, .changed])
  func notTerminal(state: RecognizerState) {
    #expect(!state.isTerminal)
  }

  /// The transitions UIKit allows a continuous recognizer (`UIGestureRecognizer.State`'s documentation),
  /// plus staying in place.
  static func isAllowed(from state: RecognizerState, to next: RecognizerState) -> Bool {
    if state == next { return true }
    switch state {
    case .possible: return [.began, .ended, .failed].contains(next)
    case .began: return [.changed, .ended, .cancelled].contains(next)
    case .changed: return [.ended, .cancelled].contains(next)
    case .ended, .cancelled, .failed: return false
    }
  }

  @Test("Every state, verdict and phase leads to a transition UIKit allows", arguments: RecognizerState.allCases)
  func onlyAllowedTransitions(state: RecognizerState) {
    for verdict in Self.everyVerdict {
      for phase in PullUpPointerPhase.allCases {
        let next = state.next(verdict: verdict, phase: phase)
        #expect(Self.isAllowed(from: state, to: next), "\(state) + \(verdict) at \(phase) → \(next)")
      }
    }
  }

  @Test("The end of a press (up or cancel) always leaves the recognizer terminal", arguments: RecognizerState.allCases)
  func pressEndIsTerminal(state: RecognizerState) {
    for verdict in Self.everyVerdict {
      for phase in [PullUpPointerPhase.up, .cancel] {
        #expect(state.next(verdict: verdict, phase: phase).isTerminal, "\(state) + \(verdict) at \(phase)")
      }
    }
  }

  /// The states a press's touches lead to, through the glue's path: the hit view's chain to a region, each
  /// touch to a raw event, the interpreter's verdict to the next state.
  static func states(
    of touches: [(phase: TouchPhase, y: Double)], chain: [PullUpHitPart], on sheet: inout TranslatedSheet
  ) throws -> [RecognizerState] {
    var state = RecognizerState.possible
    var states: [RecognizerState] = []
    let region = PullUpHost.region(ofChain: chain, whenEmpty: .body)
    for (index, touch) in touches.enumerated() {
      let sample = TouchSample(x: 200, y: touch.y, time: 0.02 * Double(index), kind: .direct, phase: touch.phase)
      let event = try #require(sample.rawEvent(region: region))
      guard case .pointer(let phase, _, _, _, _, _) = event else { continue }
      state = state.next(verdict: try sheet.send(event).verdict, phase: phase)
      states.append(state)
    }
    return states
  }

  @Test("A press on a slider in the list fails the recognizer at once: the slider keeps it, even as it moves")
  func sliderInTheList() throws {
    var sheet = try TranslatedSheet(detent: 2)
    let states = try Self.states(
      of: [(.began, 400), (.moved, 300), (.ended, 300)],
      chain: [.keepsPresses, .other, .scrollableContent, .sheet], on: &sheet)
    #expect(states == [.failed, .failed, .failed])
    #expect(sheet.snapshot.height == 785)
  }

  @Test("A drag on the list waits below the threshold, then begins, changes and ends")
  func dragOnTheList() throws {
    var sheet = try TranslatedSheet(detent: 0)
    let states = try Self.states(
      of: [(.began, 780), (.moved, 770), (.moved, 740), (.moved, 600), (.ended, 600)],
      chain: [.other, .scrollableContent, .sheet], on: &sheet)
    #expect(states == [.possible, .possible, .began, .changed, .ended])
  }

  @Test("A tap on the dimming fails the recognizer, and its inputs collapse the sheet")
  func tapOnTheDimming() throws {
    var sheet = try TranslatedSheet(detent: 2)
    let region = PullUpHost.region(ofChain: [.dimming], whenEmpty: .body)
    #expect(
      try sheet.send(.pointer(.down, x: 200, y: 30, time: 0, device: .touch, region: region)).verdict == .undecided)
    let up = try sheet.send(.pointer(.up, x: 200, y: 30, time: 0.05, device: .touch, region: region))
    #expect(RecognizerState.possible.next(verdict: up.verdict, phase: .up) == .failed)
    #expect(up.inputs == [.dimmingTapped])
  }
}
