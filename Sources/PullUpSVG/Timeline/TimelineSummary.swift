import PullUpCore

/// The line under a timeline's title that tells how the run ended: for the last release, where and how
/// fast the finger let go, the target, and when and where the sheet came to rest.
struct TimelineSummary {
  var samples: [PullUpSnapshot]
  var entries: [PullUpTimeline.Entry]

  /// The summary.
  var text: String {
    guard let last = samples.last else { return "No samples recorded." }
    guard let releaseIndex = entries.lastIndex(where: { Self.isRelease($0.event) }) else {
      let span = SVGNumber.label((samples.last?.time ?? 0) - (samples.first?.time ?? 0), decimals: 2)
      return
        "\(samples.count) samples over \(span) s; ends \(last.state.rawValue) at \(SVGNumber.label(last.height)) pt."
    }
    let release = entries[releaseIndex]
    var parts: [String] = []
    if case .dragEnded(let height, let heightVelocity) = release.event {
      parts.append("Released at \(SVGNumber.label(height)) pt, \(Self.velocity(heightVelocity))")
    } else if let height = release.event.height {
      parts.append("Drag cancelled at \(SVGNumber.label(height)) pt")
    }
    let later = entries[(releaseIndex + 1)...]
    for entry in later {
      guard case .settleStarted(let settle) = entry.event else { continue }
      parts.append(settle.hides ? "target: hidden" : "target \(SVGNumber.label(settle.target)) pt")
      break
    }
    if let rest = later.first(where: { if case .settled = $0.event { true } else { false } }),
      let height = rest.event.height
    {
      let delay = SVGNumber.label(rest.time - release.time, decimals: 2)
      parts.append("settled at \(SVGNumber.label(height)) pt \(delay) s later (\(last.state.rawValue))")
    } else {
      parts.append("still \(LabelBlock.words(last.phase)) at the end")
    }
    return parts.joined(separator: " \u{00B7} ")
  }

  /// A height velocity (positive up) in words: an arrow for the direction and the speed, `↑ 1800 pt/s`.
  static func velocity(_ velocity: Double) -> String {
    let speed = SVGNumber.label(abs(velocity), decimals: 0)
    if speed == "0" { return "at rest" }
    return "\(velocity > 0 ? "\u{2191}" : "\u{2193}") \(speed) pt/s"
  }

  static func isRelease(_ event: PullUpEvent) -> Bool {
    switch event {
    case .dragEnded, .dragCancelled: return true
    default: return false
    }
  }
}
