import Foundation
import PullUpCore
import PullUpSVG
import PullUpScenario
import PullUpTesting
import Testing

/// Replaying scenarios through a controller on a test clock: what happens, and that it happens the same
/// way every time.
@Suite("Replaying scenarios", .timeLimit(.minutes(5 * TestSlowness.factor)))
struct ReplayTests {
  @Test("A flick from the peek: released at 212 pt, one detent up, frames every 1/60 s of the settle")
  func flick() async throws {
    let record = try await PullUpScenario(json: flickJSON).replay()
    #expect(record.frames.first?.time == 0)
    #expect(record.frames.first?.state == .collapsed)
    #expect(record.final.state == .intermediate)
    #expect(record.final.phase == .resting)
    #expect(record.final.height == 392.5)
    #expect(record.snapshotsAfterInputs.count == 6)
    #expect(
      record.transitions.map(\.transition) == [
        .init(from: .collapsed, to: .dragging), .init(from: .dragging, to: .intermediate),
      ])
    let events = record.events.map(\.event)
    #expect(events.first == .dragBegan(height: 122))
    #expect(events.contains(.dragEnded(height: 212, heightVelocity: 1800)))
    #expect(events.suffix(2) == [.settled(height: 392.5), .announcement("Sheet at detent 2 of 3")])
    let settleTimes = record.frames.filter { $0.phase == .settling }.map(\.time)
    let gaps = zip(settleTimes.dropFirst(), settleTimes).map { $0 - $1 }
    #expect(gaps.dropFirst().allSatisfy { abs($0 - 1.0 / 60) < 1e-9 }, "one frame per 1/60 s: \(gaps)")
  }

  @Test(
    "Each example replays twice to byte-identical outputs, ends at rest, and draws its committed SVG",
    arguments: exampleScenarioFiles)
  func examples(file: URL) async throws {
    let scenario = try PullUpScenario(contentsOfFile: file.path)
    let first = try await scenario.replay()
    let second = try await scenario.replay()
    #expect(first == second)
    #expect(first.text() == second.text())
    #expect(first.jsonLines() == second.jsonLines())
    #expect(first.explanation() == second.explanation())
    let svg = first.svg()
    #expect(svg == second.svg())
    #expect(first.final.phase == .resting)
    #expect(isWellFormedXML(svg))
    let picture = file.deletingLastPathComponent()
      .appendingPathComponent(file.lastPathComponent.replacingOccurrences(of: ".pullup.json", with: ".svg"))
    let committed = try String(contentsOf: picture, encoding: .utf8)
    #expect(svg == committed, "regenerate with: swift package --allow-writing-to-package-directory pullup-preview")
  }

  @Test(
    "Each example plots the list's offset exactly when it scrolls, and shades the keyboard exactly when it is up",
    arguments: exampleScenarioFiles)
  func scrollAndKeyboardInPictures(file: URL) async throws {
    let record = try await PullUpScenario(contentsOfFile: file.path).replay()
    let svg = record.svg()
    let scrolls = record.frames.contains { $0.contentOffset > 0 }
    let keyboard = record.frames.contains { $0.keyboardHeight > 0 }
    #expect(svg.contains(#"id="timeline-content-offset-line""#) == scrolls)
    #expect(svg.contains(">list scrolled (offset)</text>") == scrolls)
    #expect(svg.contains(#"class="keyboard-span""#) == keyboard)
    #expect(svg.contains(">keyboard up</text>") == keyboard)
    #expect(svg.contains(#"id="final-keyboard""#) == (record.final.keyboardHeight > 0))
    switch file.lastPathComponent {
    case "scroll-handoff.pullup.json": #expect(scrolls && !keyboard)
    case "keyboard.pullup.json": #expect(keyboard && !scrolls)
    default: break
    }
  }

  @Test("JSON Lines: every line an object with t, kind, state, height and hidden; the last is final")
  func jsonLines() async throws {
    let lines = try await PullUpScenario(json: flickJSON).replay().jsonLines().split(separator: "\n")
    var kinds: Set<String> = []
    for line in lines {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["t"] is Double || object["t"] is Int)
      #expect(object["state"] is String && object["height"] != nil && object["hidden"] is Bool)
      kinds.insert(try #require(object["kind"] as? String))
    }
    #expect(kinds == ["frame", "input", "event", "transition", "final"])
    #expect(lines.last?.contains(#""kind":"final""#) == true)
    #expect(lines.last?.contains(#""sheetFrame""#) == true)
  }

  @Test("JSON Lines: an input keeps its screen velocity; events and frames report heightVelocity, positive up")
  func jsonLinesSigns() async throws {
    let lines = try await PullUpScenario(json: flickJSON).replay().jsonLines().split(separator: "\n")
    let objects = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let input = try #require(objects.first { $0["input"] as? String == "dragEnded" })
    func number(_ value: Any?) -> Double? { (value as? Double) ?? (value as? Int).map(Double.init) }
    #expect(number(input["velocity"]) == -1800)
    let event = try #require(objects.first { $0["event"] as? String == "dragEnded" })
    #expect(number(event["heightVelocity"]) == 1800)
    #expect(event["velocity"] == nil && event["releaseVelocity"] == nil)
    let frames = objects.filter { $0["kind"] as? String == "frame" }
    #expect(!frames.isEmpty && frames.allSatisfy { number($0["heightVelocity"]) != nil && $0["velocity"] == nil })
  }

  @Test("An event the controller refuses stops the replay with an error naming it")
  func rejectedEvent() async throws {
    let scenario = try PullUpScenario(
      json: scenarioJSON(events: #"[{"at": 0.1, "type": "dragChanged", "translation": -5}]"#))
    let error = await #expect(throws: PullUpScenarioError.self) { try await scenario.replay() }
    #expect(error?.kind == .rejectedEvent)
    #expect(error?.path == "events[0]")
    #expect(error?.message.contains("drag changed cannot happen while resting") == true)
  }

  @Test("A hidden SplitSheet swiped up shows; a finger still down at the end keeps the sheet tracking")
  func splitSheetAndHeldFinger() async throws {
    let json = scenarioJSON(
      configuration: #"{"preset": "splitSheet", "sheetHeight": 640}"#,
      events: """
        [{"at": 0.1, "type": "dragBegan"}, {"at": 0.2, "type": "dragChanged", "translation": -300},
         {"at": 0.25, "type": "dragEnded", "velocity": -100}, {"at": 1.5, "type": "dragBegan"}]
        """)
    let record = try await PullUpScenario(json: json).replay()
    #expect(record.frames.first?.isHidden == true)
    #expect(record.events.map(\.event).contains(.shown))
    #expect(record.final.phase == .tracking)
    #expect(record.final.height == 400)
  }

  @Test("The explanation shows each release's velocity, projection, candidates, target and reason")
  func explanation() async throws {
    let text = try await PullUpScenario(json: flickJSON).replay().explanation()
    #expect(text.contains("snap policy: momentum projection (deceleration rate 0.998, at most 1 detent per flick"))
    #expect(text.contains("Release 1: events[5] dragEnded at 0.270 s"))
    #expect(text.contains("velocity    ↑ 1800 pt/s, given by the scenario"))
    #expect(
      text.contains("projection  212 + 898.2 (momentum at deceleration rate 0.998) = 1110.2 pt, limited to 392.5 pt"))
    #expect(text.contains("candidates  122, 392.5, 785 pt"))
    #expect(text.contains("target      392.5 pt (candidate 2 of 3)"))
    #expect(text.contains("settled at 392.5 pt"))
  }

  @Test("A resize keeps the sheet at its detent, and the picture uses the new container")
  func rotation() async throws {
    let json = scenarioJSON(
      events: """
        [{"at": 0.1, "type": "moveToDetent", "index": 1, "animated": false},
         {"at": 0.5, "type": "resize", "width": 844, "height": 390, "safeArea": {"top": 0, "bottom": 21}}]
        """)
    let record = try await PullUpScenario(json: json).replay()
    #expect(record.final.detentIndex == 1)
    #expect(record.final.layout.containerSize == PullUpSize(width: 844, height: 390))
    #expect(record.finalContainer.safeArea.bottom == 21)
  }
}
