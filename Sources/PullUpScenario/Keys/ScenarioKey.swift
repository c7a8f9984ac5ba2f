import PullUpCore
import PullUpFrontEnd
import PullUpPresets

/// What a scenario's configuration makes: the `PullUpConfiguration`, the content height the controller
/// starts with (SplitSheet's `sheetHeight`, which is not part of a configuration) and the settings of the
/// interpreter of raw events; with the plug-ins the configuration may name, and those it names that are
/// missing.
package struct ScenarioSetup: Sendable, Equatable {
  /// The configuration.
  package var configuration: PullUpConfiguration
  /// The content height, for fit-to-content detents; `nil` when unknown.
  package var contentHeight: Double?
  /// The plug-ins that `snapPolicy` and `motion` name.
  package var plugIns: PullUpScenario.PlugIns
  /// The settings of the interpreter that reads the scenario's raw events: the defaults, with the
  /// configuration's velocity window, so that a release's velocity is estimated as the machine estimates it.
  package var interpreter: PullUpInterpreter.Settings
  /// The keys whose value names a plug-in that ``plugIns`` does not have, with the name: a setup with
  /// any cannot be replayed.
  package var unregistered: [(key: String, name: String)] = []

  /// The preset's own setup, before overrides: its configuration (SplitView with its default middle and
  /// range), no content height, and the plug-ins the overrides may name.
  package init(preset: PullUpScenario.Configuration.Preset, plugIns: PullUpScenario.PlugIns = .init()) {
    self.plugIns = plugIns
    switch preset {
    case .default: configuration = .default
    case .ishPullUp: configuration = .ishPullUp
    case .splitSheet: configuration = .splitSheet
    case .splitView: configuration = .splitView()
    case .floatingPanel: configuration = .floatingPanel
    case .materialBottomSheet: configuration = .materialBottomSheet()
    }
    interpreter = PullUpInterpreter.Settings(velocityWindow: configuration.movement.velocityWindow)
  }

  package static func == (lhs: ScenarioSetup, rhs: ScenarioSetup) -> Bool {
    lhs.configuration == rhs.configuration && lhs.contentHeight == rhs.contentHeight && lhs.plugIns == rhs.plugIns
      && lhs.interpreter == rhs.interpreter && lhs.unregistered.elementsEqual(rhs.unregistered) { $0 == $1 }
  }
}

extension PullUpScenario.Configuration {
  /// One override key of a scenario's configuration: its JSON name, the presets it applies to, and, made
  /// together by ``key(_:_:_:coding:check:apply:)`` from the property that holds the value, how the value
  /// is read, written, checked and applied.
  ///
  /// ``keys`` is the one table of keys: the reader, the writer, the checks, the mapping onto
  /// `PullUpConfiguration` and the tests of the docs all go through it, so a key is added as one row, and a
  /// key that is read is always applied.
  package struct Key: Sendable {
    /// The key, as JSON names it.
    package let name: String
    /// The presets the key applies to.
    package let presets: [Preset]
    /// Whether the configuration overrides this key.
    let isSet: @Sendable (PullUpScenario.Configuration) -> Bool
    /// Reads the key's JSON value into the configuration; the preset's setup gives what a partial value
    /// leaves out.
    let read:
      @Sendable (JSONReader, ScenarioSetup, inout PullUpScenario.Configuration) throws(PullUpScenarioError) -> Void
    /// The key's JSON value, or `nil` when the configuration does not override it.
    let write: @Sendable (PullUpScenario.Configuration) -> JSONValue?
    /// Checks the value at its JSON path, as the reader would.
    let check: @Sendable (PullUpScenario.Configuration, _ path: String) throws(PullUpScenarioError) -> Void
    /// Applies the value, when set, onto the setup.
    let apply: @Sendable (PullUpScenario.Configuration, inout ScenarioSetup) -> Void
  }

  /// How a key's value is read from JSON and written to it.
  enum Coding<Value: Codable & Sendable>: Sendable {
    /// Through the value's own `Codable`, whole.
    case codable
    /// Through the value's own `Codable`, an object whose keys the file may leave out: those come from the
    /// preset's value, which the closure reads from the preset's setup.
    case overPreset(@Sendable (ScenarioSetup) -> Value)
    /// A reader and a writer of the key's own, for a value whose type is not the file's (a range) or whose
    /// names need a message in words.
    case custom(
      read: @Sendable (JSONReader) throws(PullUpScenarioError) -> Value, write: @Sendable (Value) -> JSONValue)

    /// A name among `Value`'s cases, spelled as its raw value (as its `Codable` spells it), with a message
    /// that lists the names when a file gives another.
    static func named(_ what: String) -> Coding
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
      .custom(
        read: { reader throws(PullUpScenarioError) in try reader.name(Value.self, what: what) },
        write: { .string($0.rawValue) })
    }

    /// Reads the value of the key `name` (for the message about an unknown key in a partial value).
    func read(_ reader: JSONReader, preset: ScenarioSetup, name: String) throws(PullUpScenarioError) -> Value {
      switch self {
      case .codable:
        return try JSONTreeDecoder.decode(Value.self, from: reader)
      case .overPreset(let base):
        let members = try reader.object().members
        guard case .object(var merged) = Self.json(base(preset)) else {
          return try JSONTreeDecoder.decode(Value.self, from: reader)
        }
        let allowed = merged.map(\.key)
        for member in members {
          guard let index = allowed.firstIndex(of: member.key) else {
            try JSONObjectReader(members: [member], path: reader.path).allowOnly(allowed, what: "\"\(name)\"")
            continue
          }
          merged[index] = member
        }
        return try JSONTreeDecoder.decode(Value.self, from: JSONReader(.object(merged), at: reader.path))
      case .custom(let read, _):
        return try read(reader)
      }
    }

    func write(_ value: Value) -> JSONValue {
      switch self {
      case .codable, .overPreset: return Self.json(value)
      case .custom(_, let write): return write(value)
      }
    }

    /// The value as its own `Codable` writes it. Every value a scenario holds encodes (only a custom detent
    /// or policy cannot, and a scenario holds neither).
    private static func json(_ value: Value) -> JSONValue {
      (try? JSONTreeEncoder.encode(value)) ?? .null
    }
  }

  /// A row of ``keys``: the key `name`, for `presets`, whose value the configuration keeps at `field`.
  ///
  /// - Parameters:
  ///   - name: The key, as JSON names it.
  ///   - presets: The presets it applies to.
  ///   - field: Where ``PullUpScenario/Configuration`` keeps the value.
  ///   - coding: How the value is read and written; its own `Codable` by default.
  ///   - check: Checks the value at its path (with the whole configuration, for keys that depend on others).
  ///   - apply: Applies the value onto the setup.
  static func key<Value: Codable & Sendable>(
    _ name: String, _ presets: [Preset], _ field: any WritableKeyPath<Self, Value?> & Sendable,
    coding: Coding<Value> = .codable,
    check: @escaping @Sendable (Value, _ path: String, Self) throws(PullUpScenarioError) -> Void = { _, _, _ in },
    apply: @escaping @Sendable (Value, inout ScenarioSetup) -> Void
  ) -> Key {
    Key(
      name: name, presets: presets,
      isSet: { $0[keyPath: field] != nil },
      read: { reader, preset, configuration throws(PullUpScenarioError) in
        configuration[keyPath: field] = try coding.read(reader, preset: preset, name: name)
      },
      write: { configuration in configuration[keyPath: field].map(coding.write) },
      check: { configuration, path throws(PullUpScenarioError) in
        if let value = configuration[keyPath: field] { try check(value, path, configuration) }
      },
      apply: { configuration, setup in
        if let value = configuration[keyPath: field] { apply(value, &setup) }
      })
  }

  /// A row of ``keys`` whose value replaces the setup's value at `target`.
  static func key<Value: Codable & Sendable>(
    _ name: String, _ presets: [Preset], _ field: any WritableKeyPath<Self, Value?> & Sendable,
    onto target: any WritableKeyPath<ScenarioSetup, Value> & Sendable,
    coding: Coding<Value> = .codable,
    check: @escaping @Sendable (Value, _ path: String, Self) throws(PullUpScenarioError) -> Void = { _, _, _ in }
  ) -> Key {
    key(name, presets, field, coding: coding, check: check) { value, setup in setup[keyPath: target] = value }
  }

  /// The overrides that are set, in table order.
  package var overriddenKeys: [Key] {
    Self.keys.filter { $0.isSet(self) }
  }

  /// The error for a key used with a preset it does not apply to.
  static func misplaced(_ key: Key, preset: Preset, at path: String) -> PullUpScenarioError {
    let presets = key.presets.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
    return PullUpScenarioError(
      .invalidValue, at: path,
      "applies to the preset\(key.presets.count == 1 ? "" : "s") \(presets) only, not to \"\(preset.rawValue)\"")
  }
}
