import PullUpCore
import PullUpFrontEnd

extension PullUpScenarioRecord {
  /// The record as JSON Lines: one object per line, in order.
  ///
  /// Every line has `t` (seconds), `kind` and the sheet after its step: `state`, `phase`, `height` (on
  /// screen) and `hidden`. By kind:
  /// - `input`: `index` (in the scenario's events), `input` (its type) and the input's values;
  /// - `rawEvent`: `index`, `rawEvent` (the event's object, as the scenario writes it), then what the
  ///   interpreter made of it: `verdict`, `region` with a tap, `inputs` (input objects) and `reason`; the
  ///   inputs follow as `input` lines with the same index;
  /// - `event`: `event` (the `PullUpEvent` case) and its values (`eventHeight`, `heightVelocity`, `target`,
  ///   …); a `settleStarted` after a release adds `projectedHeight`, `candidates` and `reason`;
  /// - `transition`: `from` and `to`;
  /// - `frame`: `heightVelocity`, `restingHeight`, `detent` (an index, or `null` between detents), and the
  ///   scrollable content and the keyboard: `contentOffset`, `contentScrollEnabled` and `keyboardHeight`;
  /// - `final`, the last line: the resting snapshot with the frame's values, its detents, frames, insets,
  ///   dimming and handle.
  ///
  /// Keys are the Swift names of the values they hold. A `heightVelocity` is in points per second, positive
  /// while the sheet's height grows (up), as in `PullUpSnapshot` and `PullUpEvent`; the inputs' values keep
  /// the screen coordinates they were given in (a `dragEnded` input's `velocity`, negative up). Numbers are
  /// written in the shortest form that reads back to the same `Double`.
  ///
  /// - Returns: The lines, each ending with a newline.
  public func jsonLines() -> String {
    written(JSONLinesOutput())
  }

  /// One line of JSON Lines, written as ``jsonLines()`` writes its lines, for a front end's own log (such as
  /// pullup-gtk's `--events`): an object with `members` in the order given, and a newline.
  ///
  /// Each value is written through its own `Encodable`: a number in the shortest form that reads back to the
  /// same `Double` (`null` when it is not finite), `nil` as `null`, a string with JSON's escapes and every
  /// control character escaped, a `PullUpRect` as `{"x":…,"y":…,"width":…,"height":…}`.
  ///
  /// ```swift
  /// let line = try PullUpScenarioRecord.jsonLine(["kind": "clicked", "name": "Open now"])
  /// // {"kind":"clicked","name":"Open now"}
  /// ```
  ///
  /// - Parameter members: The object's keys and values, in order.
  /// - Returns: The line, ending with a newline.
  /// - Throws: What a value's own `encode(to:)` throws.
  public static func jsonLine(_ members: KeyValuePairs<String, any Encodable>) throws -> String {
    JSONWriter.compact(.object(try encoded(members))) + "\n"
  }

  /// A frame's line as ``jsonLines()`` writes it, then `members`, for a front end's log of the frames it draws
  /// (such as pullup-gtk's `--log`), so that what reads `pullup simulate --format jsonl` reads it too: `t`
  /// (the snapshot's time), `kind` (`"frame"`), the sheet, its motion, the content and the keyboard.
  ///
  /// - Parameters:
  ///   - snapshot: The sheet the frame drew.
  ///   - members: The front end's own keys and values, after the frame's, as ``jsonLine(_:)`` writes them.
  /// - Returns: The line, ending with a newline.
  /// - Throws: What a value's own `encode(to:)` throws.
  public static func frameLine(_ snapshot: PullUpSnapshot, adding members: KeyValuePairs<String, any Encodable>)
    throws -> String
  {
    JSONWriter.compact(.object(frameMembers(time: snapshot.time, snapshot) + (try encoded(members)))) + "\n"
  }

  private static func encoded(_ members: KeyValuePairs<String, any Encodable>) throws -> [JSONMember] {
    try members.map { key, value in JSONMember(key, try JSONTreeEncoder.encode(value)) }
  }

  /// The members of a frame's line: its time and kind, then the sheet, its motion and its content.
  static func frameMembers(time: Double, _ snapshot: PullUpSnapshot) -> [JSONMember] {
    [JSONMember("t", .number(time)), JSONMember("kind", .string("frame"))] + sheetMembers(snapshot)
      + motionMembers(snapshot) + contentMembers(snapshot)
  }

  static func sheetMembers(_ snapshot: PullUpSnapshot) -> [JSONMember] {
    [
      JSONMember("state", .string(snapshot.state.rawValue)),
      JSONMember("phase", .string(snapshot.phase.rawValue)),
      JSONMember("height", .number(snapshot.height)),
      JSONMember("hidden", .bool(snapshot.isHidden)),
    ]
  }

  static func motionMembers(_ snapshot: PullUpSnapshot) -> [JSONMember] {
    [
      JSONMember("heightVelocity", .number(snapshot.heightVelocity)),
      JSONMember("restingHeight", .number(snapshot.restingHeight)),
      JSONMember("detent", snapshot.detentIndex.map { .number(Double($0)) } ?? .null),
    ]
  }

  static func contentMembers(_ snapshot: PullUpSnapshot) -> [JSONMember] {
    [
      JSONMember("contentOffset", .number(snapshot.contentOffset)),
      JSONMember("contentScrollEnabled", .bool(snapshot.isContentScrollEnabled)),
      JSONMember("keyboardHeight", .number(snapshot.keyboardHeight)),
    ]
  }

  static func layoutMembers(_ snapshot: PullUpSnapshot) -> [JSONMember] {
    let layout = snapshot.layout
    func rect(_ rect: PullUpRect) -> JSONValue {
      .object([
        JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
        JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
      ])
    }
    return [
      JSONMember("locked", .bool(snapshot.isLocked)),
      JSONMember("detents", .array(snapshot.detents.map(JSONValue.number))),
      JSONMember(
        "container",
        .object([
          JSONMember("width", .number(layout.containerSize.width)),
          JSONMember("height", .number(layout.containerSize.height)),
        ])),
      JSONMember("sheetFrame", rect(layout.sheetFrame)),
      JSONMember("contentFrame", rect(layout.contentFrame)),
      JSONMember("contentInsetBottom", .number(layout.contentInsets.bottom)),
      JSONMember("sheetInsetBottom", .number(layout.sheetInsets.bottom)),
      JSONMember("dimming", .number(layout.dimmingAlpha)),
      JSONMember("handle", layout.handle.map { .string($0.rawValue) } ?? .null),
    ]
  }

  static func inputMembers(_ input: PullUpInput) -> [JSONMember] {
    ScenarioEncoder.input(input).map { $0.key == "type" ? JSONMember("input", $0.value) : $0 }
  }

  static func eventMembers(_ event: PullUpEvent) -> [JSONMember] {
    func named(_ name: String, _ rest: [JSONMember] = []) -> [JSONMember] {
      [JSONMember("event", .string(name))] + rest
    }
    func height(_ value: Double, key: String = "eventHeight") -> JSONMember { JSONMember(key, .number(value)) }
    switch event {
    case .dragBegan(let value): return named("dragBegan", [height(value)])
    case .dragEnded(let value, let heightVelocity):
      return named("dragEnded", [height(value), JSONMember("heightVelocity", .number(heightVelocity))])
    case .dragCancelled(let value): return named("dragCancelled", [height(value)])
    case .targetHeightRequested(let proposed):
      return named("targetHeightRequested", [height(proposed, key: "proposed")])
    case .settleStarted(let settle):
      var members = [
        JSONMember("target", .number(settle.target)), JSONMember("hides", .bool(settle.hides)),
        JSONMember("cause", .string(settle.cause.rawValue)),
      ]
      if let decision = settle.decision {
        members.append(JSONMember("projectedHeight", .number(decision.projectedHeight)))
        members.append(JSONMember("candidates", .array(decision.candidates.map(JSONValue.number))))
        members.append(JSONMember("reason", .string(decision.reason.description)))
      }
      return named("settleStarted", members)
    case .interrupted(let value): return named("interrupted", [height(value)])
    case .settled(let value): return named("settled", [height(value)])
    case .hidden: return named("hidden")
    case .shown: return named("shown")
    case .lockChanged(let isLocked): return named("lockChanged", [JSONMember("locked", .bool(isLocked))])
    case .announcement(let text): return named("announcement", [JSONMember("text", .string(text))])
    }
  }
}

/// JSON Lines, a line per entry, then the `final` line.
package struct JSONLinesOutput: RecordOutput {
  package init() {}

  package func text(for entry: PullUpScenarioRecord.Entry) -> String {
    typealias Record = PullUpScenarioRecord
    var members = [JSONMember("t", .number(entry.time))]
    switch entry.kind {
    case .input(let index, let input):
      members.append(JSONMember("kind", .string("input")))
      members.append(JSONMember("index", .number(Double(index))))
      members += Record.inputMembers(input)
    case .rawEvent(let index, let event, let interpretation):
      members.append(JSONMember("kind", .string("rawEvent")))
      members.append(JSONMember("index", .number(Double(index))))
      members.append(JSONMember("rawEvent", .object(ScenarioEncoder.members(event))))
      members += InterpretationCoding.members(interpretation.verdict)
      members.append(JSONMember("inputs", InterpretationCoding.json(interpretation.inputs)))
      members.append(JSONMember("reason", .string(interpretation.reason.description)))
    case .event(let event):
      members.append(JSONMember("kind", .string("event")))
      members += Record.eventMembers(event)
    case .transition(let transition):
      members.append(JSONMember("kind", .string("transition")))
      members.append(JSONMember("from", .string(transition.from.rawValue)))
      members.append(JSONMember("to", .string(transition.to.rawValue)))
    case .frame:
      return JSONWriter.compact(.object(Record.frameMembers(time: entry.time, entry.snapshot))) + "\n"
    }
    members += Record.sheetMembers(entry.snapshot)
    return JSONWriter.compact(.object(members)) + "\n"
  }

  package func ending(_ end: ReplayEnd) -> String {
    typealias Record = PullUpScenarioRecord
    let final = end.final
    var members = [JSONMember("t", .number(final.time)), JSONMember("kind", .string("final"))]
    members +=
      Record.sheetMembers(final) + Record.motionMembers(final) + Record.contentMembers(final)
      + Record.layoutMembers(final)
    return JSONWriter.compact(.object(members)) + "\n"
  }
}
