import PullUpCore

extension PullUpInterpreter.Settings: Codable {
  typealias Key = PullUpInput.Key

  /// Reads settings from their JSON object, each key optional (left out, it keeps its default):
  /// `{"dragThresholds": {"mouse": 8, "touch": 16, "pen": 8}, "handleTap": "none", "wheelStep": 48,
  /// "wheelTurnPause": 0.5, "velocityWindow": 0.1}`. `handleTap` is `none`, `toggle` or `nextDetent`. Numbers are read as they are;
  /// the interpreter counts one out of its range as its default.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a key the object does not have or an unknown `handleTap`, at
  ///   the offending key's coding path; the decoder's own errors for wrong types.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    try PullUpInput.allowOnly(
      ["dragThresholds", "handleTap", "wheelStep", "wheelTurnPause", "velocityWindow"], in: object,
      what: "the interpreter")
    let standard = Self()
    self.init(
      dragThresholds: try object.decodeIfPresent(PullUpInterpreter.DragThresholds.self, forKey: Key("dragThresholds"))
        ?? standard.dragThresholds,
      handleTap: try PullUpInput.optionalName(
        PullUpInterpreter.HandleTap.self, "handleTap", in: object, what: "handle tap") ?? standard.handleTap,
      wheelStep: try object.decodeIfPresent(Double.self, forKey: Key("wheelStep")) ?? standard.wheelStep,
      wheelTurnPause: try object.decodeIfPresent(Double.self, forKey: Key("wheelTurnPause")) ?? standard.wheelTurnPause,
      velocityWindow: try object.decodeIfPresent(Double.self, forKey: Key("velocityWindow")) ?? standard.velocityWindow)
  }

  /// Writes every setting, in the order ``init(from:)`` documents.
  public func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(dragThresholds, forKey: Key("dragThresholds"))
    try object.encode(handleTap.rawValue, forKey: Key("handleTap"))
    try object.encode(wheelStep, forKey: Key("wheelStep"))
    try object.encode(wheelTurnPause, forKey: Key("wheelTurnPause"))
    try object.encode(velocityWindow, forKey: Key("velocityWindow"))
  }
}

extension PullUpInterpreter.DragThresholds: Codable {
  typealias Key = PullUpInput.Key

  /// Reads thresholds from their JSON object, `{"mouse": 8, "touch": 16, "pen": 8}`, each key optional (left
  /// out, it keeps its default).
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a key other than the three devices, at its coding path; the
  ///   decoder's own errors for wrong types.
  public init(from decoder: any Decoder) throws {
    let object = try decoder.container(keyedBy: Key.self)
    try PullUpInput.allowOnly(
      PullUpPointerDevice.allCases.map(\.rawValue), in: object, what: "a set of drag thresholds")
    let standard = Self()
    self.init(
      mouse: try object.decodeIfPresent(Double.self, forKey: Key("mouse")) ?? standard.mouse,
      touch: try object.decodeIfPresent(Double.self, forKey: Key("touch")) ?? standard.touch,
      pen: try object.decodeIfPresent(Double.self, forKey: Key("pen")) ?? standard.pen)
  }

  /// Writes the three thresholds: `mouse`, `touch`, `pen`.
  public func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(mouse, forKey: Key("mouse"))
    try object.encode(touch, forKey: Key("touch"))
    try object.encode(pen, forKey: Key("pen"))
  }
}
