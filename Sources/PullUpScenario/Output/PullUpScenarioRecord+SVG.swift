import PullUpCore
import PullUpSVG

extension PullUpScenarioRecord {
  /// The run as a `PullUpTimeline`: every frame, and the controller's events with their times. When the
  /// scenario ends after the sheet came to rest, the final snapshot is repeated at the end time, so that
  /// the plot spans the whole scenario.
  public var timeline: PullUpTimeline {
    var samples = frames
    if scenario.endTime > final.time {
      var last = final
      last.time = scenario.endTime
      samples.append(last)
    }
    return PullUpTimeline(
      samples: samples, entries: events.map { PullUpTimeline.Entry(time: $0.time, event: $0.event) })
  }

  /// One SVG document with the timeline plot on the left, the final layout on the right, and the inputs and
  /// releases listed under the plot. The document is well-formed XML and byte-identical from run to run.
  ///
  /// - Parameter theme: The colours, sizes and fonts of both drawings.
  /// - Returns: The SVG document.
  public func svg(theme: PullUpSVGTheme = .default) -> String {
    let renderer = PullUpSVGRenderer(theme: theme)
    let plot = SVGComposer.Drawing(renderer.render(timeline, width: 820, height: 460), idPrefix: "timeline-")
    let picture = SVGComposer.Drawing(renderer.render(final, safeArea: finalContainer.safeArea), idPrefix: "final-")
    var notes: [String] = []
    for entry in entries {
      if case .input(let index, let input) = entry.kind {
        notes.append("\(TextNumber.seconds(entry.time)) s · events[\(index)] \(RecordWording.input(input))")
      }
    }
    if notes.count > SVGComposer.maximumNotes {
      let more = notes.count - SVGComposer.maximumNotes + 1
      notes = Array(notes.prefix(SVGComposer.maximumNotes - 1)) + ["… and \(more) more inputs"]
    }
    let releases = ReleaseExplanation.all(in: self).enumerated().map { number, release in
      let reason = release.settle?.decision?.reason.description ?? (release.outcome ?? "")
      let velocity = TextNumber.velocity(release.velocity)
      return "Release \(number + 1) at \(TextNumber.seconds(release.time)) s, \(velocity): \(reason)"
    }
    let composer = SVGComposer(
      title: scenario.title ?? "PullUp scenario", subtitle: RecordWording.setup(scenario),
      final: "Final at \(TextNumber.seconds(final.time)) s: " + Self.finalSummary(final), theme: theme)
    return composer.compose(plot: plot, picture: picture, inputs: notes, releases: Array(releases.prefix(6)))
  }
}
