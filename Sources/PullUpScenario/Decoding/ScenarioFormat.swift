import PullUpCore

/// The version of the scenario format, the JSON key `formatVersion`, and the rules that depend on it.
///
/// Every writer (``PullUpScenario/json()``, and so every recording) writes the version this build writes.
/// Reading, the key is optional: a file without it is version 1, the form of every file written before
/// versions existed, all of whose spellings are still read. A file of a version newer than this build reads is
/// refused with an error of kind ``PullUpScenarioError/Kind/unsupportedVersion`` before anything else in it is
/// read, so that its new keys are not reported as mistakes. A change that gives a name a new meaning, or
/// makes the same raw events mean another thing, raises the version and keeps the old meaning for files of
/// the versions before it; the corpus in Tests/PullUpScenarioTests/Corpus keeps a file in each past form,
/// replayed by `ScenarioCorpusTests`. A scenario keeps the version it was read with
/// (`PullUpScenario.formatVersion`) and is written with it, so that a file rewritten keeps its meaning.
///
/// | version | since | what it changed |
/// |---|---|---|
/// | 1 | the first release | every form before versions (no `formatVersion`) |
/// | 2 | issue 40 | a raw press that drags the handle or the divider is measured from where it went down, so the point grabbed stays under the pointer; version 1 measures it from the threshold's edge, as the sheet's body (``measuresGrabsFromThresholdEdge(version:)``); a settle stops when nothing visible is left (within half a point, with a velocity that cannot carry it that far), also at an input that comes once that holds; version 1 stops it at its frames only, within 0.01 points and below 0.5 points per second (``restRule(version:)``) |
package enum ScenarioFormat {
  /// The key of the version, written first.
  static let key = "formatVersion"
  /// The version this build writes, and the newest it reads.
  static let current = 2
  /// The version of a file without the key: every file written before versions (PullUp before 2026-12-03).
  static let unversioned = 1

  /// The version of a document, from its `formatVersion`; ``unversioned`` when it has none.
  ///
  /// - Throws: ``PullUpScenarioError/Kind/unsupportedVersion`` for a version newer than ``current``; a wrong
  ///   type or a version that is not a whole number from 1 as the reader's other values are.
  static func version(of root: JSONObjectReader) throws(PullUpScenarioError) -> Int {
    guard let reader = root.optional(key) else { return unversioned }
    let number = try reader.number()
    guard number == number.rounded(), number >= 1 else {
      throw reader.failure(.invalidValue, "expected a whole number from 1, found \(JSONWriter.number(number))")
    }
    guard number <= Double(current) else {
      throw reader.failure(
        .unsupportedVersion,
        "format version \(JSONWriter.number(number)) is newer than this build of PullUp reads (version \(current)); "
          + "update PullUp to read this file")
    }
    return Int(number)
  }

  /// Whether the raw events of a file of `version` are interpreted with a grabbed handle or divider measured
  /// from the threshold's edge, as the sheet's body is: the interpreter's rule when version 1 was current,
  /// so that a raw recording of those days replays to where it rested (a split view's divider 8 points
  /// short of where the pointer let go).
  package static func measuresGrabsFromThresholdEdge(version: Int) -> Bool { version < 2 }

  /// When settles of a file of `version` stop: version 1 by PullUp 0.1's strict rule (within 0.01 points and
  /// slower than 0.5 points per second), under which its expectations were written, so that a state checked
  /// while that rule still said settling still is; later versions when nothing visible is left.
  package static func restRule(version: Int) -> PullUpRestRule { version < 2 ? .strict : .visible }

  /// The input type an event of a file of `version` is read as, for the one old name whose meaning moved:
  /// `scroll` with an `offset` (and no `delta`) is the old name of `scrollOffsetChanged` in version 1, where
  /// `scroll` is otherwise a raw scroll event (a raw scroll has no `offset`, so the two never mix). Every other
  /// old name is an alias in `PullUpInput`'s own decoding.
  ///
  /// - Returns: The input type to read the event as, or `nil` to read it by its own `type`.
  static func legacyInputType(_ type: String, in object: JSONObjectReader, version: Int) -> String? {
    guard version == 1, type == "scroll", object.contains("offset"), !object.contains("delta") else { return nil }
    return PullUpInput.Kind.scrollOffsetChanged.rawValue
  }
}
