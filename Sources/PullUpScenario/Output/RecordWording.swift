import PullUpCore
import PullUpFrontEnd

/// How the text outputs say what happened.
enum RecordWording {
  static func input(_ input: PullUpInput) -> String {
    let name = input.name
    func animation(_ animated: Bool) -> String { animated ? "animated" : "not animated" }
    switch input {
    case .dragBegan(let inScrollableContent):
      return inScrollableContent ? "\(name) in scrollable content" : name
    case .dragCancelled:
      return name
    case .dragChanged(let translation):
      return "\(name) translation \(TextNumber.points(translation)) pt"
    case .dragEnded(let velocity):
      guard let velocity else { return "\(name), velocity from the estimator" }
      return "\(name) velocity \(TextNumber.points(velocity)) pt/s (screen)"
    case .setState(let state, let animated):
      return "\(name) \(state.rawValue), \(animation(animated))"
    case .setHeight(let height, let animated):
      return "\(name) \(TextNumber.points(height)) pt, \(animation(animated))"
    case .moveToDetent(let index, let animated):
      return "\(name) index \(index), \(animation(animated))"
    case .toggleState(let animated):
      return "\(name), \(animation(animated))"
    case .setHidden(let hidden, let animated):
      return "\(name) \(hidden), \(animation(animated))"
    case .setLocked(let locked):
      return "\(name) \(locked)"
    case .setContainer(let container, let animated):
      let (size, safeArea) = (container.size, container.safeArea)
      var text = "\(name) \(TextNumber.points(size.width)) × \(TextNumber.points(size.height)) pt"
      if safeArea != .zero {
        text += ", safe area top \(TextNumber.points(safeArea.top)), bottom \(TextNumber.points(safeArea.bottom))"
      }
      return text + ", \(animation(animated))"
    case .setContentHeight(let height, let animated):
      let content = height.map { "\(TextNumber.points($0)) pt" } ?? "unknown"
      return "\(name) \(content), \(animation(animated))"
    case .scrollOffsetChanged(let offset, let maximum):
      let limit = maximum.map { "maximum \(TextNumber.points($0)) pt" } ?? "maximum unknown"
      return "\(name) offset \(TextNumber.points(offset)) pt, \(limit)"
    case .keyboardChanged(let height, let animated):
      let keyboard = height == 0 ? "gone" : "\(TextNumber.points(height)) pt"
      return "\(name) \(keyboard), \(animation(animated))"
    case .accessibilityActionPerformed(let action):
      return "\(name) \(action.rawValue)"
    case .setReducesMotion(let reducesMotion):
      return "\(name) \(reducesMotion)"
    case .restore(let state, let animated):
      var text = "\(name) the state saved at index \(state.detentIndex) of \(state.detentCount) detents"
      if state.fraction != 0 { text += " + \(TextNumber.points(state.fraction)) of the way to the next" }
      if state.height != 0 { text += " (\(TextNumber.points(state.height)) pt)" }
      if state.isHidden { text += ", hidden" }
      if state.isLocked { text += ", locked" }
      return text + ", \(animation(animated))"
    case .dimmingTapped:
      return "\(name): the dimmed background was tapped"
    }
  }

  /// A raw event in words: `pointer up at (160, 505) on the content`, `scroll 1 notch over the content`,
  /// `key escape on the handle`, `focus moved to 10 to 40 pt below the sheet's top`.
  static func rawEvent(_ event: PullUpRawEvent) -> String {
    let name = event.name
    func at(_ x: Double, _ y: Double) -> String { "at (\(TextNumber.points(x)), \(TextNumber.points(y)))" }
    switch event {
    case .pointer(let phase, let x, let y, _, let device, let region):
      let by = device == .mouse ? "" : " (\(device.rawValue))"
      return "\(name)\(by) \(phase.rawValue) \(at(x, y)) on the \(region.words)"
    case .scroll(let delta, let crossDelta, let unit, let phase, let x, let y, let region, let contentMaximum, _):
      let amount =
        unit == .notches
        ? "\(TextNumber.points(delta)) notch\(abs(delta) == 1 ? "" : "es")" : "\(TextNumber.points(delta)) pt"
      var text = "\(name) \(amount)"
      if crossDelta != 0 { text += " and \(TextNumber.points(crossDelta)) across" }
      text += phase == .none ? "" : " (\(phase.rawValue))"
      if let x, let y { text += " " + at(x, y) }
      text += region.map { " over the \($0.words)" } ?? (x == nil ? " where the pointer was" : "")
      if let contentMaximum { text += ", content maximum \(TextNumber.points(contentMaximum)) pt" }
      return text
    case .key(let key, let region, _):
      return "\(name) \(key.rawValue) on the \(region.words)"
    case .focus(let top, let bottom, _):
      return "\(name) moved to \(TextNumber.points(top)) to \(TextNumber.points(bottom)) pt below the sheet's top"
    }
  }

  /// What the interpreter made of a raw event, in one line: the event, the reason, then the verdict and the
  /// inputs: `pointer up at (160, 505) on the content: moved 5 pt, below the 8 pt threshold: a tap on the
  /// content → tapped (scrollableContent), no input`.
  static func interpretation(_ event: PullUpRawEvent, _ interpretation: PullUpInterpretation) -> String {
    let text = "\(rawEvent(event)): \(interpretation.reason) \u{2192} \(verdict(interpretation.verdict))"
    let inputs = interpretation.inputs
    return text + (inputs.isEmpty ? ", no input" : ": " + self.inputs(inputs))
  }

  /// A verdict by its name, with a tap's region: `claimed`, `tapped (scrollableContent)`.
  static func verdict(_ verdict: PullUpVerdict) -> String {
    verdict.region.map { "\(verdict.name.rawValue) (\($0.rawValue))" } ?? verdict.name.rawValue
  }

  /// Inputs in words, `; ` between them; `none` for none.
  static func inputs(_ inputs: [PullUpInput]) -> String {
    inputs.isEmpty ? "none" : inputs.map(input).joined(separator: "; ")
  }

  static func event(_ event: PullUpEvent) -> String {
    switch event {
    case .dragBegan(let height):
      return "drag began at \(TextNumber.points(height)) pt"
    case .dragEnded(let height, let heightVelocity):
      return "released at \(TextNumber.points(height)) pt, \(TextNumber.velocity(heightVelocity))"
    case .dragCancelled(let height):
      return "drag cancelled at \(TextNumber.points(height)) pt"
    case .targetHeightRequested(let proposed):
      return "asks for a target height, proposing \(TextNumber.points(proposed)) pt"
    case .settleStarted(let settle):
      let target =
        settle.hides ? "hidden (\(TextNumber.points(settle.target)) pt)" : "\(TextNumber.points(settle.target)) pt"
      var text = "settling to \(target), cause \(settle.cause.rawValue)"
      if let decision = settle.decision { text += ": \(decision.reason)" }
      return text
    case .interrupted(let height):
      return "settle interrupted at \(TextNumber.points(height)) pt"
    case .settled(let height):
      return "settled at \(TextNumber.points(height)) pt"
    case .hidden:
      return "hidden"
    case .shown:
      return "shown"
    case .lockChanged(let isLocked):
      return isLocked ? "locked" : "unlocked"
    case .announcement(let text):
      return "announces \"\(text)\""
    }
  }

  static func snapshot(_ snapshot: PullUpSnapshot) -> String {
    var text = "\(pad(snapshot.state.rawValue, 13))\(pad(snapshot.phase.rawValue, 15))"
    text += "\(pad(TextNumber.fixed(snapshot.height, 2) + " pt", 12))"
    if snapshot.heightVelocity != 0 { text += "  \(TextNumber.velocity(snapshot.heightVelocity))" }
    if snapshot.isHidden { text += "  hidden" }
    if snapshot.contentOffset != 0 { text += "  content offset \(TextNumber.points(snapshot.contentOffset)) pt" }
    if snapshot.keyboardHeight != 0 { text += "  keyboard \(TextNumber.points(snapshot.keyboardHeight)) pt" }
    return trimmed(text)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func leftPad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  /// The scenario's setup in one line: preset, container, frame rate, end.
  static func setup(_ scenario: PullUpScenario) -> String {
    let container = scenario.container
    var text = "preset \(scenario.configuration.preset.rawValue)"
    let overrides = scenario.configuration.overriddenKeys.map(\.name)
    if !overrides.isEmpty { text += " (\(overrides.joined(separator: ", ")))" }
    text += " · \(TextNumber.points(container.size.width)) × \(TextNumber.points(container.size.height)) pt"
    let safeArea = container.safeArea
    text += ", safe area top \(TextNumber.points(safeArea.top)), bottom \(TextNumber.points(safeArea.bottom))"
    text += " · \(TextNumber.points(scenario.frameRate)) fps · \(scenario.events.count) events"
    text += " until \(TextNumber.seconds(scenario.endTime)) s"
    return text
  }
}
