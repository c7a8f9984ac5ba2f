import PullUpCore
import PullUpSVG

extension PullUpScenarioRecord {
  /// The most frames ``svg(theme:)`` plots: 2,000. Deprecated: the Scenarios article's table of limits states it.
  @available(*, deprecated, message: "the Scenarios article's table of limits states it: 2,000 frames")
  public static var maximumPlottedFrames: Int { ScenarioLimits.plottedFrames }

  /// The most inputs whose events ``svg(theme:)`` marks (releases, settle targets, rests, interruptions):
  /// two thousand. A longer run is thinned evenly by input, as the frames are, each kept input with every
  /// event it caused, so that the markers of 100,000 events do not make a picture of tens of megabytes.
  static let maximumPlottedInputs = 2_000

  /// A timeline of samples and events, with the final snapshot repeated at the scenario's end when the
  /// sheet came to rest before it.
  static func timeline(
    of scenario: PullUpScenario, samples: [PullUpSnapshot], events: [PullUpTimeline.Entry], final: PullUpSnapshot
  ) -> PullUpTimeline {
    var samples = samples
    if scenario.endTime > final.time {
      var last = final
      last.time = scenario.endTime
      samples.append(last)
    }
    return PullUpTimeline(samples: samples, entries: events)
  }

  /// One SVG document with the timeline plot on the left, the final layout on the right, and the inputs and
  /// releases listed under the plot. The document is well-formed XML and byte-identical from run to run.
  /// The plot shows at most 2,000 frames, thinned evenly over a longer run, and the events
  /// of at most two thousand inputs, thinned the same way.
  ///
  /// - Parameter theme: The colours, sizes and fonts of both drawings.
  /// - Returns: The SVG document.
  public func svg(theme: PullUpSVGTheme = .default) -> String {
    written(SVGOutput(scenario: scenario, theme: theme))
  }
}

/// The SVG: gathered from the entries (the frames thinned to at most
/// 2,000, the events, the first inputs and the releases), drawn at
/// the end.
package struct SVGOutput: RecordOutput {
  let scenario: PullUpScenario
  let theme: PullUpSVGTheme
  private var frames = SampleThinner<PullUpSnapshot>(capacity: ScenarioLimits.plottedFrames)
  /// The events, grouped by the input that caused them, thinned to at most
  /// ``PullUpScenarioRecord/maximumPlottedInputs`` inputs; and those since the latest input.
  private var eventGroups = SampleThinner<[PullUpTimeline.Entry]>(capacity: PullUpScenarioRecord.maximumPlottedInputs)
  private var events: [PullUpTimeline.Entry] = []
  /// The first inputs, in words, as many as are listed; and how many there were.
  private var notes: [String] = []
  private var inputCount = 0
  private var releases = ReleaseExplanation.Collector()

  package init(scenario: PullUpScenario, theme: PullUpSVGTheme = .default) {
    self.scenario = scenario
    self.theme = theme
  }

  package mutating func text(for entry: PullUpScenarioRecord.Entry) -> String {
    releases.add(entry)
    switch entry.kind {
    case .frame:
      frames.add(entry.snapshot)
    case .event(let event):
      events.append(PullUpTimeline.Entry(time: entry.time, event: event))
    case .input(let index, let input):
      eventGroups.add(events)
      events.removeAll(keepingCapacity: true)
      inputCount += 1
      if notes.count < SVGComposer.maximumNotes {
        notes.append("\(TextNumber.seconds(entry.time)) s · events[\(index)] \(RecordWording.input(input))")
      }
    case .rawEvent, .transition:
      // A raw event's inputs are noted as inputs.
      break
    }
    return ""
  }

  package func ending(_ end: ReplayEnd) -> String {
    let final = end.final
    let marked = eventGroups.values.flatMap { $0 } + events
    let timeline = PullUpScenarioRecord.timeline(of: scenario, samples: frames.values, events: marked, final: final)
    let renderer = PullUpSVGRenderer(theme: theme)
    let plot = SVGComposer.Drawing(renderer.render(timeline, width: 820, height: 460), idPrefix: "timeline-")
    let picture = SVGComposer.Drawing(renderer.render(final, safeArea: end.finalContainer.safeArea), idPrefix: "final-")
    var notes = notes
    if inputCount > SVGComposer.maximumNotes {
      notes =
        Array(notes.prefix(SVGComposer.maximumNotes - 1))
        + ["… and \(inputCount - SVGComposer.maximumNotes + 1) more inputs"]
    }
    let releases = releases.found.prefix(6).enumerated().map { number, release in
      let reason = release.settle?.decision?.reason.description ?? (release.outcome ?? "")
      let velocity = TextNumber.velocity(release.heightVelocity)
      return "Release \(number + 1) at \(TextNumber.seconds(release.time)) s, \(velocity): \(reason)"
    }
    let composer = SVGComposer(
      title: scenario.title ?? "PullUp scenario", subtitle: RecordWording.setup(scenario),
      final: "Final at \(TextNumber.seconds(final.time)) s: " + PullUpScenarioRecord.finalSummary(final),
      theme: theme)
    return composer.compose(plot: plot, picture: picture, inputs: notes, releases: Array(releases))
  }
}
