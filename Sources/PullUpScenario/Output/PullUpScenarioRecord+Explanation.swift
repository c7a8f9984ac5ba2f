import PullUpCore
import PullUpFrontEnd

extension PullUpScenarioRecord {
  /// For every release (a `dragEnded`, a `dragCancelled`, or a lock that cancelled a drag): the height and
  /// the velocity (given or estimated, with the estimator's own measure), the momentum projection, the
  /// candidate detents, the snap policy, the target and why the policy chose it, and what followed. Then
  /// every other input (a request from code, the keyboard, an accessibility action, a scroll, a restore)
  /// with the events that followed it until the next input: settles with their cause, announcements,
  /// visibility and lock changes. Then every raw event with what the interpreter made of it: `0.120 s
  /// events[4] pointer up at (160, 505) on the content: moved 5 pt, below the 8 pt threshold: a tap on the
  /// content → tapped (scrollableContent), no input`. The inputs a raw event gave are explained with the
  /// releases and the other inputs, under the raw event's index.
  ///
  /// The decision comes from the controller's `PullUpEvent.settleStarted` event, whose
  /// `PullUpSnapDecision` carries the projected height, the candidates and the reason.
  ///
  /// - Returns: The text, ending with a newline.
  public func explanation() -> String {
    written(ExplanationOutput(scenario: scenario))
  }

  /// The explanation of the releases and the other inputs found in a replay.
  static func explanation(
    of scenario: PullUpScenario, releases: [ReleaseExplanation], others: [InputEffects], raw: [String],
    end: ReplayEnd
  ) -> String {
    let configuration = end.configuration
    var lines: [String] = []
    if let title = scenario.title { lines.append(title) }
    lines.append(RecordWording.setup(scenario))
    lines.append("snap policy: " + Self.describe(configuration.movement.snapPolicy))
    if releases.isEmpty {
      lines.append("")
      lines.append("No releases: no dragEnded or dragCancelled event let go of the sheet.")
    }
    for (number, release) in releases.enumerated() {
      lines.append("")
      lines += Self.lines(for: release, number: number + 1, configuration: configuration)
    }
    if !others.isEmpty {
      lines.append("")
      lines.append("Other inputs:")
      lines += others.map { "  " + $0.line }
    }
    if !raw.isEmpty {
      lines.append("")
      lines.append("Raw events, as the interpreter read them:")
      lines += raw.map { "  " + $0 }
    }
    lines.append("")
    lines.append("final at \(TextNumber.seconds(end.final.time)) s: " + Self.finalSummary(end.final))
    return TerminalText.lines(lines)
  }

  private static func lines(for release: ReleaseExplanation, number: Int, configuration: PullUpConfiguration)
    -> [String]
  {
    func row(_ label: String, _ text: String) -> String { "  " + RecordWording.pad(label, 12) + text }
    var source = release.input.map { "events[\($0.index)] \($0.input.name)" } ?? "a release"
    if let raw = release.rawEvent { source += " from a \(raw.name) event" }
    var lines = ["Release \(number): \(source) at \(TextNumber.seconds(release.time)) s"]
    lines.append(row("height", "\(TextNumber.points(release.height)) pt on screen"))
    if release.inScrollableContent {
      let offset = TextNumber.points(release.contentOffset)
      lines.append(
        row(
          "content",
          release.contentOffset > 0
            ? "the drag began in scrollable content, scrolled \(offset) pt at the release"
            : "the drag began in scrollable content, at its top at the release"))
    }
    lines.append(row("velocity", velocityText(release, configuration: configuration)))
    guard let settle = release.settle, let decision = settle.decision else {
      lines.append(row("then", release.outcome ?? "no settle followed"))
      return lines
    }
    lines.append(
      row("projection", projectionText(release, decision: decision, policy: configuration.movement.snapPolicy)))
    lines.append(row("candidates", decision.candidates.map(TextNumber.points).joined(separator: ", ") + " pt"))
    var target =
      settle.hides ? "hidden (\(TextNumber.points(settle.target)) pt)" : "\(TextNumber.points(settle.target)) pt"
    if !settle.hides, let index = decision.candidates.firstIndex(where: { abs($0 - settle.target) <= 0.01 }) {
      target += " (candidate \(index + 1) of \(decision.candidates.count))"
    } else if !settle.hides {
      target += " (between candidates: the policy lets the sheet rest where it is)"
    }
    lines.append(row("target", target))
    lines.append(row("why", decision.reason.description))
    lines.append(row("then", release.outcome ?? "no settle followed"))
    return lines
  }

  private static func velocityText(_ release: ReleaseExplanation, configuration: PullUpConfiguration) -> String {
    let estimated = release.estimated.map { "; the estimator measured \(TextNumber.velocity($0)) at the last sample" }
    if release.cancelled {
      return "none: a cancelled drag settles as a release without velocity" + (estimated ?? "")
    }
    if release.inScrollableContent, release.contentOffset > 0, release.heightVelocity == 0,
      configuration.movement.scrollPolicy != .never
    {
      var text = "none: the scrolled content carries the momentum, so the sheet is released at rest"
      if case .dragEnded(let given?) = release.input?.input {
        let whose = release.rawEvent == nil ? "the scenario's" : "the interpreter's"
        text += " (\(whose) \(TextNumber.points(given)) pt/s on screen go to the content)"
      }
      return text + (estimated ?? "")
    }
    if case .dragEnded(let given?) = release.input?.input {
      let by = release.rawEvent == nil ? "given by the scenario" : "estimated by the interpreter from the events' times"
      return
        "\(TextNumber.velocity(release.heightVelocity)), \(by) (\(TextNumber.points(given)) pt/s on screen)"
        + (estimated ?? "")
    }
    let window = TextNumber.points(configuration.movement.velocityWindow)
    return
      "\(TextNumber.velocity(release.heightVelocity)), estimated by least squares over the last \(window) s of samples"
  }

  private static func projectionText(
    _ release: ReleaseExplanation, decision: PullUpSnapDecision, policy: PullUpSnapPolicy
  ) -> String {
    let rate: Double
    switch policy.policy {
    case let projected as PullUpProjectedSnapping: rate = projected.decelerationRate
    case let directional as PullUpDirectionalSnapping: rate = directional.decelerationRate
    case is PullUpThresholdSnapping:
      return
        "none: the position alone decides (clipped into the range: \(TextNumber.points(decision.projectedHeight)) pt)"
    case is PullUpFreeSnapping:
      return "none: the sheet rests where it is released (\(TextNumber.points(decision.projectedHeight)) pt)"
    default:
      return "the policy's own: \(TextNumber.points(decision.projectedHeight)) pt"
    }
    let momentum = PullUpProjection.distance(velocity: release.heightVelocity, decelerationRate: rate)
    let raw = release.height + momentum
    let sign = momentum < 0 ? "−" : "+"
    var text =
      "\(TextNumber.points(release.height)) \(sign) \(TextNumber.points(abs(momentum))) (momentum at deceleration "
      + "rate \(rate)) = \(TextNumber.points(raw)) pt"
    if abs(raw - decision.projectedHeight) > 0.005 {
      text += ", limited to \(TextNumber.points(decision.projectedHeight)) pt"
    }
    return text
  }

  /// The snap policy and its parameters, in words.
  static func describe(_ policy: PullUpSnapPolicy) -> String {
    switch policy.policy {
    case let projected as PullUpProjectedSnapping:
      let limit = projected.maximumDetentsPerFlick.map { "at most \($0) detent\($0 == 1 ? "" : "s") per flick" }
      return "momentum projection (deceleration rate \(projected.decelerationRate), "
        + "\(limit ?? "no limit on detents per flick"), redirection threshold \(projected.redirectionThreshold))"
    case let directional as PullUpDirectionalSnapping:
      return "SplitSheet's direction of travel (deceleration rate \(directional.decelerationRate), "
        + "snapping distance \(TextNumber.points(directional.snappingDistance)) pt)"
    case let thresholds as PullUpThresholdSnapping:
      return "ISHPullUp's position thresholds (snapToEnds \(thresholds.snapToEnds), "
        + "snapThreshold \(thresholds.threshold) of the maximum height)"
    case is PullUpFreeSnapping:
      return "free positioning (SplitView: no snapping, the sheet rests where it is released)"
    default:
      return "\(policy.name) (your own policy)"
    }
  }
}

/// The explanation: gathered from the entries, written at the end (it is as long as the scenario's inputs,
/// not as its frames).
package struct ExplanationOutput: RecordOutput {
  let scenario: PullUpScenario
  private var releases = ReleaseExplanation.Collector()
  private var others = InputEffects.Collector()
  /// A line per raw event: what the interpreter made of it.
  private var raw: [String] = []

  package init(scenario: PullUpScenario) {
    self.scenario = scenario
  }

  package mutating func text(for entry: PullUpScenarioRecord.Entry) -> String {
    releases.add(entry)
    others.add(entry)
    if case .rawEvent(let index, let event, let interpretation) = entry.kind {
      raw.append(
        "\(TextNumber.seconds(entry.time)) s  events[\(index)] "
          + RecordWording.interpretation(event, interpretation))
    }
    return ""
  }

  package func ending(_ end: ReplayEnd) -> String {
    PullUpScenarioRecord.explanation(
      of: scenario, releases: releases.found, others: others.found, raw: raw, end: end)
  }
}
