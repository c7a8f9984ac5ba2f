import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `ScrollPanTranslation`: a scroll pan's translations to scroll events whose deltas are positive towards
/// the content's end (R9).
@Suite struct ScrollPanTranslationTests {
  /// A pan's action: the recognizer's state and its translation.
  typealias Step = (state: RecognizerState, translationY: Double)

  /// The events of a pan, `nil` where there is none; position and region as a trackpad over the content.
  static func events(of steps: [Step], continuous: Bool) -> [PullUpRawEvent?] {
    var translation = ScrollPanTranslation()
    return steps.enumerated().map { index, step in
      translation.event(
        state: step.state, translationY: step.translationY, continuous: continuous, x: 100, y: 500,
        region: .scrollableContent, contentMaximum: 400, time: Double(index))
    }
  }

  static func scroll(_ delta: Double, _ phase: PullUpScrollPhase, at time: Double) -> PullUpRawEvent {
    .scroll(
      delta: delta, unit: .points, phase: phase, x: 100, y: 500, region: .scrollableContent, contentMaximum: 400,
      time: time)
  }

  @Test("A trackpad's pan begins, updates by the translation's change since began negated, and ends as a release")
  func trackpad() {
    let steps: [Step] = [(.began, -3), (.changed, -10), (.changed, -25), (.changed, -20), (.ended, -20)]
    #expect(
      Self.events(of: steps, continuous: true) == [
        Self.scroll(0, .begin, at: 0), Self.scroll(7, .update, at: 1), Self.scroll(15, .update, at: 2),
        Self.scroll(-5, .update, at: 3), Self.scroll(0, .end, at: 4),
      ])
  }

  @Test(
    "The deltas of a trackpad's pan add up to its translation since began negated: the points at began are the list's, counted once in the offset reported then"
  )
  func deltasAddUp() {
    let translations = [-7.0, -12.5, -40, -33, 10, 25.25]
    let steps: [Step] = [(.began, translations[0])] + translations.dropFirst().map { (.changed, $0) }
    let deltas = Self.events(of: steps, continuous: true).compactMap { event -> Double? in
      guard case .scroll(let delta, _, _, _, _, _, _, _, _)? = event else { return nil }
      return delta
    }
    #expect(deltas.reduce(0, +) == -(25.25 - -7))
  }

  @Test("A mouse wheel's pan is points without phases, its began included, and nothing at its end")
  func wheel() {
    let steps: [Step] = [(.began, -10), (.changed, -30), (.changed, -30), (.ended, -30)]
    #expect(
      Self.events(of: steps, continuous: false) == [
        Self.scroll(10, .none, at: 0), Self.scroll(20, .none, at: 1), nil, nil,
      ])
  }

  @Test("A cancelled trackpad pan ends as a release; a cancelled wheel pan says nothing")
  func cancelled() {
    let steps: [Step] = [(.began, 0), (.changed, 8), (.cancelled, 8)]
    #expect(Self.events(of: steps, continuous: true).last == Self.scroll(0, .end, at: 2))
    #expect(Self.events(of: steps, continuous: false).last == .some(nil))
  }

  @Test("Possible and failed say nothing", arguments: [RecognizerState.possible, .failed])
  func nothing(state: RecognizerState) {
    #expect(Self.events(of: [(state, 10)], continuous: true) == [nil])
    #expect(Self.events(of: [(state, 10)], continuous: false) == [nil])
  }

  @Test("A change that did not move says nothing")
  func stillChange() {
    let steps: [Step] = [(.began, 0), (.changed, -5), (.changed, -5)]
    #expect(
      Self.events(of: steps, continuous: true) == [Self.scroll(0, .begin, at: 0), Self.scroll(5, .update, at: 1), nil])
  }

  @Test(
    "A translation that is not finite says nothing and the next change counts from the last finite one",
    arguments: [Double.nan, .infinity, -.infinity])
  func notFinite(bad: Double) {
    let steps: [Step] = [(.began, 0), (.changed, -5), (.changed, bad), (.changed, -9)]
    #expect(
      Self.events(of: steps, continuous: true) == [
        Self.scroll(0, .begin, at: 0), Self.scroll(5, .update, at: 1), nil, Self.scroll(4, .update, at: 3),
      ])
  }

  @Test("A new pan counts from its own began again")
  func newPan() {
    let steps: [Step] = [(.began, 0), (.changed, -50), (.ended, -50), (.began, -2), (.changed, -6)]
    #expect(Self.events(of: steps, continuous: true)[4] == Self.scroll(4, .update, at: 4))
    #expect(Self.events(of: steps, continuous: false)[4] == Self.scroll(4, .none, at: 4))
  }

  @Test("Two translations too far apart to subtract say nothing")
  func overflow() {
    let steps: [Step] = [(.began, 0), (.changed, 1.7e308), (.changed, -1.7e308)]
    #expect(Self.events(of: steps, continuous: true)[2] == nil)
  }

  @Test("The interpreter takes a trackpad's pan up over the expanded sheet's content as a drag of the content")
  func interpreted() throws {
    var sheet = try TranslatedSheet(detent: 2)
    _ = try sheet.machine.apply(.scrollOffsetChanged(0, maximum: 400), at: 0)
    for event in Self.events(of: [(.began, 0), (.changed, -30), (.changed, -70)], continuous: true) {
      try sheet.send(try #require(event))
    }
    #expect(sheet.snapshot.contentOffset == 70)
    #expect(sheet.snapshot.height == 785)
  }
}
