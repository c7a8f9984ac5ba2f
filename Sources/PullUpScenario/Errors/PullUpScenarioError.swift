/// Why a scenario cannot be read or replayed, and where in the JSON document.
///
/// Every problem names the JSON path of the value at fault (`events[3].translation`) and says what is wrong
/// with it (`expected a number, found a string`), so that a person who wrote the file by hand can fix it.
/// ``description`` joins the two: `events[3].translation: expected a number, found a string`.
public struct PullUpScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Indicates that the file could not be read.
    case unreadable
    /// Indicates that the text is not JSON; the message gives the line and column.
    case syntax
    /// Indicates an object key the format does not define.
    case unknownKey
    /// Indicates an object key that appears twice in the same object.
    case duplicateKey
    /// Indicates that a required key is absent.
    case missingKey
    /// Indicates a value of the wrong JSON type, for example a string where a number belongs.
    case wrongType
    /// Indicates a value of the right type that cannot be used: not finite, negative, out of range, or
    /// not one of the names the format allows.
    case invalidValue
    /// Indicates events that are not in time order, or an end time before the last event.
    case outOfOrder
    /// Indicates a configuration that `PullUpConfiguration.validate()` refuses.
    case invalidConfiguration
    /// Indicates an event that the controller refused during a replay, for example a drag change
    /// without a drag that began.
    case rejectedEvent
    /// Indicates a scenario beyond one of the documented limits, which keep one file from running for long
    /// or filling memory: a file larger than 8 MiB, more than 100,000 events, or a replay that needs more than
    /// 100,000 frames (the Scenarios article's table of limits).
    case limitExceeded
    /// Indicates a scenario run as a test (``PullUpScenario/test(plugIns:)``, `pullup test`) that has no
    /// expectations: a test that checks nothing is an error.
    case noExpectations
    /// Indicates a file whose `formatVersion` is newer than this build of PullUp reads: written by a later
    /// PullUp, it needs that PullUp (or a later one), not a fix. The message names the version this build
    /// reads. Files of every earlier version, and files without a version, are read.
    case unsupportedVersion
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The JSON path of the value at fault, such as `events[3].translation`; empty for the whole document.
  public var path: String
  /// What is wrong, such as `expected a number, found a string`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem it is.
  ///   - path: The JSON path of the value at fault; empty for the whole document.
  ///   - message: What is wrong.
  package init(_ kind: Kind, at path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// The path and the message, as `events[3].translation: expected a number, found a string`.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}
