import FoundationEssentials
import PullUpSystem

extension PullUpScenario {
  /// Reads a scenario from JSON text.
  ///
  /// The reader is strict: unknown keys, duplicate keys, wrong types, numbers too large to represent,
  /// negative sizes, values out of range and events out of time order are all errors that name the JSON
  /// path of the value at fault.
  ///
  /// - Parameter json: The JSON document.
  /// - Throws: ``PullUpScenarioError``.
  public init(json: String) throws(PullUpScenarioError) {
    self = try ScenarioDecoder.scenario(JSONParser.parse(Array(json.utf8)))
  }

  /// Reads a scenario from JSON bytes (UTF-8).
  ///
  /// - Parameter data: The JSON document.
  /// - Throws: ``PullUpScenarioError``.
  package init(data: Data) throws(PullUpScenarioError) {
    self = try ScenarioDecoder.scenario(JSONParser.parse(Array(data)))
  }

  /// Reads a scenario from a file.
  ///
  /// The file is read with `open` and `read`, so anything readable works: a FIFO or a pipe (`/dev/stdin`),
  /// or `/dev/null` (an empty document, a syntax error). At most 8 MiB are read: a
  /// larger file, or an endless one such as `/dev/zero`, is refused after one byte more.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``PullUpScenarioError``; kind ``PullUpScenarioError/Kind/unreadable`` when the file cannot be
  ///   read, with a message that names the path and says why (`cannot read /tmp: is a directory`); kind
  ///   ``PullUpScenarioError/Kind/limitExceeded`` for a file larger than 8 MiB.
  public init(contentsOfFile path: String) throws(PullUpScenarioError) {
    try self.init(contentsOfFile: RawPath(path))
  }

  /// Reads a scenario from a file whose path is bytes that need not be UTF-8, as a command line gives them.
  package init(contentsOfFile path: RawPath) throws(PullUpScenarioError) {
    let bytes: [UInt8]
    do {
      bytes = try SystemFile.contents(of: path, limit: ScenarioLimits.fileSize)
    } catch {
      throw PullUpScenarioError(.unreadable, at: "", "cannot read \(path): \(error)")
    }
    guard bytes.count <= ScenarioLimits.fileSize else {
      throw PullUpScenarioError(
        .limitExceeded, at: "",
        "cannot read \(path): larger than \(ScenarioLimits.fileSize) bytes (\(ScenarioLimits.fileSize >> 20) MiB), the most a scenario file may hold"
      )
    }
    self = try ScenarioDecoder.scenario(JSONParser.parse(bytes))
  }

  /// The scenario as JSON a person can read: two-space indentation, keys in the documented order, one
  /// event per line, defaults left out, and numbers in the shortest form that reads back exactly.
  ///
  /// - Returns: The JSON document, ending with a newline.
  public func json() -> String {
    JSONWriter.pretty(ScenarioEncoder.scenario(self))
  }

  /// Expectations as the JSON array of a scenario's `expect` key, one per line, for
  /// `pullup simulate --suggest-expectations`.
  package static func json(expect: [Expectation]) -> String {
    JSONWriter.pretty(.array(expect.map(ExpectationCoding.json)))
  }
}

extension PullUpScenario: Codable {
  /// Reads a scenario through any decoder, with the rules of ``init(json:)``.
  ///
  /// A `Decoder` does not report the order of an object's keys, so when several are wrong, the error
  /// names the first in alphabetical order rather than in document order.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: ``PullUpScenarioError``, or the decoder's own errors.
  public init(from decoder: any Decoder) throws {
    self = try ScenarioDecoder.scenario(JSONValue(from: decoder))
  }

  /// Writes the scenario through any encoder, in the format ``json()`` writes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    try ScenarioEncoder.scenario(self).encode(to: encoder)
  }
}
