import Foundation
import PullUpCore
import Testing

@testable import PullUpScenario

/// One way a scenario can be wrong: the document, and the error it must give.
struct BadScenario: CustomTestStringConvertible, Sendable {
  var name: String
  var json: String
  var kind: PullUpScenarioError.Kind
  var path: String
  /// A part of the message.
  var message: String

  var testDescription: String { name }

  init(_ name: String, _ json: String, _ kind: PullUpScenarioError.Kind, _ path: String, _ message: String) {
    self.name = name
    self.json = json
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// A scenario whose configuration is `configuration`.
  static func configuration(
    _ name: String, _ configuration: String, _ kind: PullUpScenarioError.Kind, _ path: String, _ message: String
  ) -> BadScenario {
    BadScenario(name, scenarioJSON(configuration: configuration, events: "[]"), kind, path, message)
  }

  /// A scenario whose `frameRate` is `literal`.
  static func frameRate(_ literal: String, _ message: String) -> BadScenario {
    BadScenario(
      "frame rate \(literal)", scenarioJSON(events: "[]", extra: "\"frameRate\": \(literal),"), .invalidValue,
      "frameRate", message)
  }

  /// A scenario whose events are `events`.
  static func events(
    _ name: String, _ events: String, _ kind: PullUpScenarioError.Kind, _ path: String, _ message: String
  ) -> BadScenario {
    BadScenario(name, scenarioJSON(events: events), kind, path, message)
  }
}

/// Every way a scenario can be wrong is an error that names the JSON path and the problem; nothing crashes.
@Suite("Scenario errors")
struct DecodingErrorTests {
  static let container = #""container": {"width": 390, "height": 844}"#

  static let cases: [BadScenario] = [
    // The document.
    BadScenario("not JSON", "{\"container\": ", .syntax, "container", "line 1, column 15"),
    BadScenario("trailing comma", "{\(container), \"events\": [],}", .syntax, "", "expected a key"),
    BadScenario("a comment", "// scenario\n{}", .syntax, "", "line 1, column 1"),
    // An unpaired surrogate is reported at its escape's backslash (column 14 here), wherever the parser
    // noticed it: at the closing quote, at the next escape, or at once.
    BadScenario(
      "a high surrogate alone", #"{"title": "ab\ud800", \#(container)}"#, .syntax, "title",
      "unpaired surrogate (line 1, column 14)"),
    BadScenario(
      "a high surrogate before text", #"{"title": "ab\ud800cd", \#(container)}"#, .syntax, "title",
      "unpaired surrogate (line 1, column 14)"),
    BadScenario(
      "a high surrogate before another escape", #"{"title": "ab\ud800\n", \#(container)}"#, .syntax, "title",
      "unpaired surrogate (line 1, column 14)"),
    BadScenario(
      "two high surrogates", #"{"title": "ab\ud800\ud800", \#(container)}"#, .syntax, "title",
      "unpaired surrogate (line 1, column 14)"),
    BadScenario(
      "a low surrogate alone", #"{"title": "é\udc00", \#(container)}"#, .syntax, "title",
      "unpaired surrogate (line 1, column 13)"),
    BadScenario("not an object", "[1, 2]", .wrongType, "", "expected an object, found an array"),
    BadScenario(
      "nested too deep", String(repeating: "[", count: 100), .syntax, String(repeating: "[0]", count: 64),
      "nested more than 64"),
    BadScenario("unknown key", "{\(container), \"events\": [], \"colour\": 1}", .unknownKey, "colour", "unknown key"),
    BadScenario(
      "duplicate key", #"{"container": {"width": 1, "width": 2}, "events": []}"#, .duplicateKey,
      "container.width", "appears twice"),
    BadScenario("missing container", #"{"events": []}"#, .missingKey, "container", "required key is missing"),
    BadScenario("missing events", "{\(container)}", .missingKey, "events", "required key is missing"),
    BadScenario(
      "missing height", #"{"container": {"width": 390}, "events": []}"#, .missingKey, "container.height",
      "missing"),
    BadScenario(
      "negative width", #"{"container": {"width": -390, "height": 844}, "events": []}"#, .invalidValue,
      "container.width", "must be greater than zero, found -390"),
    BadScenario(
      "zero height", #"{"container": {"width": 390, "height": 0}, "events": []}"#, .invalidValue,
      "container.height", "greater than zero"),
    BadScenario(
      "huge width", #"{"container": {"width": 1e400, "height": 844}, "events": []}"#, .invalidValue,
      "container.width", "too large"),
    BadScenario(
      "negative safe area", #"{"container": {"width": 390, "height": 844, "safeArea": {"top": -1}}, "events": []}"#,
      .invalidValue, "container.safeArea.top", "must not be negative"),
    BadScenario(
      "width as a string", #"{"container": {"width": "390", "height": 844}, "events": []}"#, .wrongType,
      "container.width", "expected a number, found a string"),
    // Frame rates outside PullUpError.frameRateRange; the tiny ones trapped in the replay's time conversions.
    .frameRate("0", "must lie from 1 to 1000, found 0"),
    .frameRate("5000", "must lie from 1 to 1000, found 5000"),
    .frameRate("1e-19", "must lie from 1 to 1000, found 1e-19"),
    .frameRate("1e-30", "must lie from 1 to 1000, found 1e-30"),
    .frameRate("1e-320", "must lie from 1 to 1000, found 1e-320"),
    .frameRate("-60", "must lie from 1 to 1000, found -60"),
    .frameRate("0.5", "must lie from 1 to 1000, found 0.5"),
    .frameRate("1e300", "must lie from 1 to 1000, found 1e+300"),
    .frameRate("1e400", "the number is too large to represent (inf)"),
    BadScenario(
      "title a number", "{\(container), \"title\": 3, \"events\": []}", .wrongType, "title", "expected a string"),
    BadScenario("events an object", "{\(container), \"events\": {}}", .wrongType, "events", "expected an array"),

    // The configuration.
    .configuration(
      "unknown preset", #"{"preset": "bottomSheet"}"#, .invalidValue, "configuration.preset",
      #"unknown preset "bottomSheet""#),
    .configuration(
      "unknown configuration key", #"{"preset": "default", "snapToEdges": true}"#, .unknownKey,
      "configuration.snapToEdges", "unknown key"),
    .configuration(
      "a key of another preset", #"{"preset": "default", "middle": 0.5}"#, .invalidValue,
      "configuration.middle", #"applies to the preset "splitView" only"#),
    .configuration(
      "ISHPullUp key on SplitSheet", #"{"preset": "splitSheet", "snapThreshold": 0.3}"#, .invalidValue,
      "configuration.snapThreshold", #"not to "splitSheet""#),
    .configuration(
      "snap threshold 1.5", #"{"preset": "ishPullUp", "snapThreshold": 1.5}"#, .invalidValue,
      "configuration.snapThreshold", "strictly between 0 and 1"),
    .configuration(
      "snap threshold as text", #"{"preset": "ishPullUp", "snapThreshold": "0.3"}"#, .wrongType,
      "configuration.snapThreshold", "expected a number"),
    .configuration(
      "negative minimum height", #"{"preset": "ishPullUp", "minimumHeight": -5}"#, .invalidValue,
      "configuration.minimumHeight", "must not be negative"),
    .configuration(
      "snapToEnds as a number", #"{"preset": "ishPullUp", "snapToEnds": 1}"#, .wrongType,
      "configuration.snapToEnds", "expected true or false"),
    .configuration(
      "layout mode displace", #"{"preset": "ishPullUp", "layoutMode": "displace"}"#, .invalidValue,
      "configuration.layoutMode", #"expected one of "shift", "resize""#),
    .configuration(
      "dimming threshold 2", #"{"preset": "ishPullUp", "dimmingThreshold": 2}"#, .invalidValue,
      "configuration.dimmingThreshold", "from 0 to 1"),
    .configuration(
      "negative sheet height", #"{"preset": "splitSheet", "sheetHeight": -1}"#, .invalidValue,
      "configuration.sheetHeight", "must not be negative"),
    .configuration(
      "negative snapping distance", #"{"preset": "splitSheet", "snappingDistance": -150}"#,
      .invalidValue, "configuration.snappingDistance", "must not be negative"),
    .configuration(
      "range reversed", #"{"preset": "splitView", "range": [0.8, 0.2]}"#, .invalidValue,
      "configuration.range", "above the upper bound"),
    .configuration(
      "range of three", #"{"preset": "splitView", "range": [0.1, 0.5, 0.9]}"#, .invalidValue,
      "configuration.range", "expected two numbers"),
    .configuration(
      "range above 1", #"{"preset": "splitView", "range": [0.2, 1.2]}"#, .invalidValue,
      "configuration.range[1]", "from 0 to 1"),
    .configuration(
      "middle outside the range", #"{"preset": "splitView", "middle": 0.9}"#, .invalidValue,
      "configuration.middle", "within the range 0.2...0.8"),
    .configuration(
      "no detents", #"{"preset": "default", "detents": []}"#, .invalidValue, "configuration.detents",
      "at least one detent"),
    .configuration(
      "unknown detent", #"{"preset": "default", "detents": [{"height": 100}, "half"]}"#, .invalidValue,
      "configuration.detents[1]", #"unknown detent "half""#),
    .configuration(
      "detent fraction 2", #"{"preset": "default", "detents": [{"fraction": 2}]}"#, .invalidValue,
      "configuration.detents[0].fraction", "from 0 to 1"),
    .configuration(
      "detent with two keys", #"{"preset": "default", "detents": [{"height": 1, "fraction": 0.5}]}"#,
      .invalidValue, "configuration.detents[0]", "exactly one key"),
    .configuration(
      "detent a number", #"{"preset": "default", "detents": [120]}"#, .wrongType,
      "configuration.detents[0]", "expected a detent"),
    .configuration(
      "detent unknown key", #"{"preset": "default", "detents": [{"points": 120}]}"#, .unknownKey,
      "configuration.detents[0].points", "unknown key"),
    .configuration(
      "spring response zero", #"{"preset": "default", "spring": {"response": 0}}"#, .invalidValue,
      "configuration.spring.response", "greater than zero"),
    // The core's own rule, at the field's path: the core requires at least 1 ms.
    .configuration(
      "spring response under a millisecond", #"{"preset": "default", "spring": {"response": 0.0001}}"#,
      .invalidValue, "configuration.spring.response", "at least 0.001"),
    .configuration(
      "spring damping under 0.05", #"{"preset": "default", "spring": {"dampingRatio": 0.01}}"#, .invalidValue,
      "configuration.spring.dampingRatio", "at least 0.05"),
    // Two keys that say whether a drag hides the sheet, and disagree: both paths are named.
    .configuration(
      "hideable against hidesByDragging",
      #"{"preset": "materialBottomSheet", "hideable": true, "hidesByDragging": false}"#, .invalidValue,
      "configuration.hidesByDragging", "configuration.hideable is true"),
    .configuration(
      "removalInteraction against hidesByDragging",
      #"{"preset": "floatingPanel", "removalInteraction": true, "hidesByDragging": false}"#, .invalidValue,
      "configuration.hidesByDragging", "configuration.removalInteraction is true"),
    .configuration(
      "spring unknown key", #"{"preset": "default", "spring": {"stiffness": 300}}"#, .unknownKey,
      "configuration.spring.stiffness", "unknown key"),
    .configuration(
      "deceleration rate 1", #"{"preset": "default", "projection": {"decelerationRate": 1}}"#,
      .invalidValue, "configuration.projection.decelerationRate", "must lie in 0..<1"),
    .configuration(
      "no detents per flick", #"{"preset": "default", "projection": {"maximumDetentsPerFlick": 0}}"#,
      .invalidValue, "configuration.projection.maximumDetentsPerFlick", "at least 1"),
    .configuration(
      "half a detent per flick", #"{"preset": "default", "projection": {"maximumDetentsPerFlick": 1.5}}"#,
      .invalidValue, "configuration.projection.maximumDetentsPerFlick", "whole number"),
    .configuration(
      "negative top margin", #"{"preset": "default", "topMargin": -12}"#, .invalidValue,
      "configuration.topMargin", "must not be negative"),
    .configuration(
      "unknown scroll policy", #"{"preset": "splitSheet", "scrollPolicy": "sometimes"}"#, .invalidValue,
      "configuration.scrollPolicy", #"unknown scroll policy "sometimes"; expected one of "whenExpanded", "always""#),
    .configuration(
      "unknown keyboard policy", #"{"preset": "ishPullUp", "keyboardPolicy": "hide"}"#, .invalidValue,
      "configuration.keyboardPolicy",
      #"unknown keyboard policy "hide"; expected one of "liftAboveKeyboard", "expandToLargest", "temporaryDetent""#),
    .configuration(
      "scroll policy as a boolean", #"{"preset": "default", "scrollPolicy": true}"#, .wrongType,
      "configuration.scrollPolicy", "expected a string, found"),
    .configuration(
      "reducesMotion as text", #"{"preset": "splitView", "reducesMotion": "yes"}"#, .wrongType,
      "configuration.reducesMotion", "expected true or false"),

    // The events.
    .events("an event that is not an object", "[3]", .wrongType, "events[0]", "expected an object, found a number"),
    .events(
      "unknown event type", #"[{"at": 0, "type": "tap"}]"#, .invalidValue, "events[0].type",
      #"unknown event type "tap"; expected an input ("dragBegan", "#),
    .events("missing type", #"[{"at": 0}]"#, .missingKey, "events[0].type", "missing"),
    .events("missing time", #"[{"type": "dragBegan"}]"#, .missingKey, "events[0].at", "missing"),
    .events(
      "missing translation", #"[{"at": 0, "type": "dragBegan"}, {"at": 1, "type": "dragChanged"}]"#,
      .missingKey, "events[1].translation", "missing"),
    .events(
      "translation as text", #"[{"at": 0, "type": "dragChanged", "translation": "up"}]"#, .wrongType,
      "events[0].translation", "expected a number, found a string"),
    .events(
      "huge translation", #"[{"at": 0, "type": "dragChanged", "translation": -1e400}]"#, .invalidValue,
      "events[0].translation", "too large"),
    .events(
      "key of another event type", #"[{"at": 0, "type": "dragBegan", "velocity": 10}]"#, .unknownKey,
      "events[0].velocity", #"a dragBegan input has the keys "type", "inScrollableContent""#),
    .events(
      "negative time", #"[{"at": -1, "type": "dragBegan"}]"#, .invalidValue, "events[0].at",
      "must not be negative"),
    .events("time too late", #"[{"at": 7200, "type": "dragBegan"}]"#, .invalidValue, "events[0].at", "at most 3600"),
    .events(
      "out of order", #"[{"at": 1, "type": "dragBegan"}, {"at": 0.5, "type": "dragCancelled"}]"#, .outOfOrder,
      "events[1].at", "before the previous event's time 1"),
    .events(
      "state intermediate", #"[{"at": 0, "type": "setState", "state": "intermediate"}]"#, .invalidValue,
      "events[0].state", #"expected "collapsed" or "expanded""#),
    .events(
      "animated as text", #"[{"at": 0, "type": "setState", "state": "expanded", "animated": "yes"}]"#,
      .wrongType, "events[0].animated", "expected true or false"),
    .events(
      "negative height", #"[{"at": 0, "type": "setHeight", "height": -10}]"#, .invalidValue,
      "events[0].height", "must not be negative"),
    .events(
      "negative detent index", #"[{"at": 0, "type": "moveToDetent", "index": -1}]"#, .invalidValue,
      "events[0].index", "must not be negative"),
    .events(
      "hidden as a number", #"[{"at": 0, "type": "setHidden", "hidden": 1}]"#, .wrongType, "events[0].hidden",
      "expected true or false"),
    .events(
      "negative resize", #"[{"at": 0, "type": "resize", "width": 390, "height": -844}]"#, .invalidValue,
      "events[0].height", "greater than zero"),
    .events(
      "resize safe area", #"[{"at": 0, "type": "resize", "width": 1, "height": 1, "safeArea": {"left": 1}}]"#,
      .unknownKey, "events[0].safeArea.left", "unknown key"),
    .events(
      "negative content height", #"[{"at": 0, "type": "contentHeight", "height": -1}]"#, .invalidValue,
      "events[0].height", "must not be negative"),

    // Scroll hand-off, the keyboard, accessibility, reduced motion and restoration.
    .events(
      "inScrollableContent as a number", #"[{"at": 0, "type": "dragBegan", "inScrollableContent": 1}]"#,
      .wrongType, "events[0].inScrollableContent", "expected true or false"),
    .events(
      "inScrollableContent on a drag change",
      #"[{"at": 0, "type": "dragBegan"}, {"at": 1, "type": "dragChanged", "translation": 1, "inScrollableContent": true}]"#,
      .unknownKey, "events[1].inScrollableContent", #"a dragChanged input has the keys "type", "translation""#),
    .events(
      "scroll without an offset", #"[{"at": 0, "type": "scrollOffsetChanged", "maximum": 400}]"#, .missingKey,
      "events[0].offset", "required key is missing"),
    .events(
      "huge scroll offset", #"[{"at": 0, "type": "scrollOffsetChanged", "offset": 1e400}]"#, .invalidValue,
      "events[0].offset",
      "too large"),
    .events(
      "scroll offset as text", #"[{"at": 0, "type": "scrollOffsetChanged", "offset": "top"}]"#, .wrongType,
      "events[0].offset",
      "expected a number, found a string"),
    .events(
      "negative scroll maximum", #"[{"at": 0, "type": "scrollOffsetChanged", "offset": 0, "maximum": -1}]"#,
      .invalidValue,
      "events[0].maximum", "must not be negative, found -1"),
    .events(
      "huge scroll maximum", #"[{"at": 0, "type": "scrollOffsetChanged", "offset": 0, "maximum": -1e999}]"#,
      .invalidValue,
      "events[0].maximum", "too large"),
    .events(
      "animated on a scroll", #"[{"at": 0, "type": "scrollOffsetChanged", "offset": 0, "animated": true}]"#,
      .unknownKey,
      "events[0].animated", #"a scrollOffsetChanged input has the keys "type", "offset", "maximum""#),
    .events(
      "negative keyboard", #"[{"at": 0, "type": "keyboard", "height": -300}]"#, .invalidValue,
      "events[0].height", "must not be negative, found -300"),
    .events(
      "huge keyboard", #"[{"at": 0, "type": "keyboard", "height": 1e309}]"#, .invalidValue, "events[0].height",
      "too large"),
    .events(
      "keyboard without a height", #"[{"at": 0, "type": "keyboard", "animated": false}]"#, .missingKey,
      "events[0].height", "required key is missing"),
    .events(
      "keyboard with a width", #"[{"at": 0, "type": "keyboard", "height": 300, "width": 390}]"#, .unknownKey,
      "events[0].width", #"a keyboardChanged input has the keys "type", "height", "animated""#),
    .events(
      "unknown accessibility action", #"[{"at": 0, "type": "accessibility", "action": "zoom"}]"#, .invalidValue,
      "events[0].action",
      #"unknown action "zoom"; expected one of "expand", "collapse", "nextDetent", "previousDetent", "hide", "show""#),
    .events(
      "accessibility action as a number", #"[{"at": 0, "type": "accessibility", "action": 2}]"#, .wrongType,
      "events[0].action", "expected a string, found a number"),
    .events(
      "accessibility with animated", #"[{"at": 0, "type": "accessibility", "action": "expand", "animated": false}]"#,
      .unknownKey, "events[0].animated", #"an accessibilityActionPerformed input has the keys "type", "action""#),
    .events(
      "setReducesMotion without a value", #"[{"at": 0, "type": "setReducesMotion"}]"#, .missingKey,
      "events[0].reducesMotion", "required key is missing"),
    .events(
      "setReducesMotion as a number", #"[{"at": 0, "type": "setReducesMotion", "reducesMotion": 0}]"#, .wrongType,
      "events[0].reducesMotion", "expected true or false"),
    .events(
      "restore without a state", #"[{"at": 0, "type": "restore"}]"#, .missingKey, "events[0].state",
      "required key is missing"),
    .events(
      "restore without a detent count", #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0}}]"#,
      .missingKey, "events[0].state.detentCount", "required key is missing"),
    .events(
      "restore with no detents", #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 0}}]"#,
      .invalidValue, "events[0].state.detentCount", "must be at least 1, found 0"),
    .events(
      "restore index out of range", #"[{"at": 0, "type": "restore", "state": {"detentIndex": 3, "detentCount": 3}}]"#,
      .invalidValue, "events[0].state.detentIndex", "must lie in 0..<3, found 3"),
    .events(
      "restore negative index", #"[{"at": 0, "type": "restore", "state": {"detentIndex": -1, "detentCount": 3}}]"#,
      .invalidValue, "events[0].state.detentIndex", "must lie in 0..<3, found -1"),
    .events(
      "restore half an index", #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0.5, "detentCount": 3}}]"#,
      .invalidValue, "events[0].state.detentIndex", "expected a whole number, found 0.5"),
    .events(
      "restore index too large to be an index",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 9223372036854775807, "detentCount": 3}}]"#,
      .invalidValue, "events[0].state.detentIndex",
      "whole number out of range: expected at most 1000000000, found 9.223372036854776e+18"),
    .events(
      "restore count far below zero",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": -1e10}}]"#,
      .invalidValue, "events[0].state.detentCount",
      "whole number out of range: expected at least -1000000000, found -10000000000"),
    .events(
      "restore fraction 1",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 3, "fraction": 1}}]"#,
      .invalidValue, "events[0].state.fraction", "must be below 1, found 1"),
    .events(
      "restore negative fraction",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 3, "fraction": -0.5}}]"#,
      .invalidValue, "events[0].state.fraction", "must not be negative, found -0.5"),
    .events(
      "restore fraction above the highest detent",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 2, "detentCount": 3, "fraction": 0.5}}]"#,
      .invalidValue, "events[0].state.fraction", "must be 0 at the highest detent, found 0.5"),
    .events(
      "restore huge height",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 1, "height": 1e8}}]"#,
      .invalidValue, "events[0].state.height", "must not exceed"),
    .events(
      "restore with an unknown state key",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 1, "hidden": true}}]"#,
      .unknownKey, "events[0].state.hidden", #"a saved state has the keys "detentIndex", "detentCount""#),
    .events(
      "restore state as an array", #"[{"at": 0, "type": "restore", "state": [0, 3]}]"#, .wrongType,
      "events[0].state", "expected an object, found an array"),
    .events(
      "restore isLocked as text",
      #"[{"at": 0, "type": "restore", "state": {"detentIndex": 0, "detentCount": 1, "isLocked": "no"}}]"#,
      .wrongType, "events[0].state.isLocked", "expected true or false"),
    BadScenario(
      "until before the last event",
      scenarioJSON(events: #"[{"at": 2, "type": "dragBegan"}]"#, extra: #""until": 1,"#), .outOfOrder, "until",
      "before the last event's time 2"),
  ]

  @Test("The error names the JSON path and the problem", arguments: cases + RawEventTests.badScenarios)
  func error(_ bad: BadScenario) {
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(json: bad.json) }
    #expect(error?.kind == bad.kind)
    #expect(error?.path == bad.path)
    #expect(error?.message.contains(bad.message) == true, "\(error?.description ?? "no error")")
    if let error, !bad.path.isEmpty { #expect(error.description.hasPrefix(bad.path + ": ")) }
  }

  /// Overrides whose values `PullUpConfiguration.validate()` refuses, built in code.
  static let refusedByTheCore: [(String, PullUpScenario.Configuration)] = {
    func configuration(
      _ preset: PullUpScenario.Configuration.Preset, _ change: (inout PullUpScenario.Configuration) -> Void
    )
      -> PullUpScenario.Configuration
    {
      var configuration = PullUpScenario.Configuration(preset: preset)
      change(&configuration)
      return configuration
    }
    return [
      ("configuration.snapThreshold", configuration(.ishPullUp) { $0.snapThreshold = 1 }),
      ("configuration.topMargin", configuration(.default) { $0.topMargin = -1 }),
      ("configuration.detents[0].fraction", configuration(.default) { $0.detents = [.fraction(1.5)] }),
      ("configuration.detents", configuration(.default) { $0.detents = [] }),
      (
        "configuration.spring.dampingRatio", configuration(.default) { $0.spring = .init(response: 1, dampingRatio: 0) }
      ),
      (
        "configuration.projection.redirectionThreshold",
        configuration(.default) { $0.projection = .init(redirectionThreshold: 1) }
      ),
      ("configuration.minimumSheetHeight", configuration(.splitSheet) { $0.minimumSheetHeight = .infinity }),
      ("configuration.snappingDistance", configuration(.splitSheet) { $0.snappingDistance = -1 }),
    ]
  }()

  @Test(
    "A configuration PullUpConfiguration.validate() refuses is an error naming the field", arguments: refusedByTheCore)
  func refusedConfiguration(path: String, configuration: PullUpScenario.Configuration) {
    #expect(throws: PullUpError.self) { try configuration.mapped().validate() }
    let error = #expect(throws: PullUpScenarioError.self) { try configuration.makeConfiguration() }
    #expect(error?.path == path)
  }

  @Test("A file that does not exist is unreadable")
  func missingFile() {
    let error = #expect(throws: PullUpScenarioError.self) {
      try PullUpScenario(contentsOfFile: "/nonexistent/scenario.pullup.json")
    }
    #expect(error?.kind == .unreadable)
    #expect(error?.description.contains("no such file") == true)
  }

  @Test("A directory is unreadable, and the message says so in words")
  func directoryFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = #expect(throws: PullUpScenarioError.self) { try PullUpScenario(contentsOfFile: directory.path) }
    #expect(error?.kind == .unreadable)
    #expect(error?.description == "cannot read \(directory.path): is a directory")
  }

  @Test("Invalid UTF-8 and control characters in strings are syntax errors")
  func invalidText() {
    #expect(throws: PullUpScenarioError.self) { try PullUpScenario(data: .init([0x7B, 0x22, 0xFF, 0x22, 0x7D])) }
    #expect(throws: PullUpScenarioError.self) { try PullUpScenario(json: "{\"title\": \"a\u{01}b\"}") }
  }
}
