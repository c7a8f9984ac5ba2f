import PullUpCore
import PullUpScenario
import Testing

/// Where a replay rests does not depend on when its frames fall: a recording replays with frames at the
/// scenario's rate from each settle's start, the live session drew them when its toolkit's frame clock
/// ticked, and an input that came once a settle was over must find the sheet at rest in both.
@Suite("A settle's end and the frames' phase")
struct RestPhaseTests {
  static let rates: [Double] = [24, 30, 60, 144]

  /// Expanded from collapsed at 0.1 s, then collapsed again at `collapseAt`, replayed at `rate`.
  func replay(rate: Double, collapseAt: Double? = nil) async throws -> PullUpScenarioRecord {
    var events = [PullUpScenario.Event(at: 0.1, .setState(.expanded))]
    if let collapseAt { events.append(PullUpScenario.Event(at: collapseAt, .setState(.collapsed))) }
    return try await PullUpScenario(
      container: PullUpContainer(width: 390, height: 844), frameRate: rate, until: 2, events: events
    ).replay()
  }

  func settles(_ record: PullUpScenarioRecord) -> [(time: Double, height: Double)] {
    record.events.compactMap { entry in
      if case .settled(let height) = entry.event { return (entry.time, height) }
      return nil
    }
  }

  @Test(
    "An input just after a settle is over finds the sheet at rest at every frame rate, before the frame that shows the rest or after it"
  )
  func inputAfterTheEnd() async throws {
    // The settle is over (the rule holds from then on) within a millisecond before it rests at 1,000 Hz.
    let fine = try #require(settles(try await replay(rate: 1000)).first)
    let collapseAt = fine.time + 0.0005
    var restsAfterTheInput: [Double] = []
    for rate in Self.rates {
      let alone = try #require(settles(try await replay(rate: rate)).first)
      if alone.time > collapseAt { restsAfterTheInput.append(rate) }
      let record = try await replay(rate: rate, collapseAt: collapseAt)
      let heights = settles(record).map(\.height)
      #expect(heights == [fine.height, 88], "at \(rate) Hz the sheet rested at \(heights)")
      #expect(!record.events.contains { if case .interrupted = $0.event { true } else { false } }, "\(rate) Hz")
    }
    // The check means something: at some rates the frame that shows the rest comes after the input.
    #expect(!restsAfterTheInput.isEmpty, "every rate rested before the input at \(collapseAt) s")
    print("input at \(collapseAt) s; rates whose frames show the rest only after it: \(restsAfterTheInput)")
  }

  @Test("An input just before a settle is over redirects it at every frame rate")
  func inputBeforeTheEnd() async throws {
    // A frame at 1,000 Hz before the rest still settled; 0.5 ms before it the rule did not hold yet.
    let fine = try #require(settles(try await replay(rate: 1000)).first)
    let collapseAt = fine.time - 0.0015
    for rate in Self.rates {
      let heights = settles(try await replay(rate: rate, collapseAt: collapseAt)).map(\.height)
      #expect(heights == [88], "at \(rate) Hz the sheet rested at \(heights)")
    }
  }
}
