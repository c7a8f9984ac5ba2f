import PullUpCore
import PullUpSVG
import Testing

// The examples of the PullUpSVG module: its DocC article (Sources/PullUpSVG/PullUpSVG.docc) and the `///`
// comments of its sources.

// MARK: - PullUpSVG.md

enum SVGArticleOverview {
  /// The article's two examples in a row: the second continues with the first one's machine.
  static func run() throws -> (svg: String, plot: String, timeline: PullUpTimeline) {
    // example: Sources/PullUpSVG/PullUpSVG.docc/PullUpSVG.md "Overview", a snapshot
    var machine = try PullUpMachine(configuration: .default, container: PullUpContainer(width: 390, height: 844))
    _ = try machine.apply(.moveToDetent(1, animated: false), at: 0)
    let svg = PullUpSVGRenderer().render(machine.snapshot)
    // end of example

    // example: Sources/PullUpSVG/PullUpSVG.docc/PullUpSVG.md "Overview", a timeline
    var timeline = PullUpTimeline()
    timeline.record(machine.snapshot)
    timeline.record(try machine.apply(.dragBegan(), at: 1), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragChanged(translation: -90), at: 1.1), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragEnded(velocity: -1800), at: 1.12), snapshot: machine.snapshot)
    while machine.snapshot.phase == .settling {
      timeline.record(try machine.advance(to: machine.snapshot.time + 1.0 / 60), snapshot: machine.snapshot)
    }
    let plot = PullUpSVGRenderer().render(timeline)
    // end of example
    return (svg, plot, timeline)
  }
}

// MARK: - Symbol documentation

enum SVGRendererSymbol {
  static func run() throws -> String {
    // example: Sources/PullUpSVG/PullUpSVGRenderer.swift "PullUpSVGRenderer"
    let machine = try PullUpMachine(configuration: .default, container: PullUpContainer(width: 390, height: 844))
    let svg = PullUpSVGRenderer().render(machine.snapshot)
    // end of example
    return svg
  }
}

enum SVGThemeSymbol {
  static func run() -> PullUpSVGRenderer {
    // example: Sources/PullUpSVG/Theme/PullUpSVGTheme.swift "PullUpSVGTheme"
    var theme = PullUpSVGTheme.default
    theme.sheetCornerRadius = 12
    let renderer = PullUpSVGRenderer(theme: theme)
    // end of example
    return renderer
  }
}

enum TimelineSymbol {
  static func run() throws -> (svg: String, timeline: PullUpTimeline) {
    // example: Sources/PullUpSVG/Timeline/PullUpTimeline.swift "PullUpTimeline"
    var timeline = PullUpTimeline()
    var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
    timeline.record(machine.snapshot)
    timeline.record(try machine.apply(.dragBegan(), at: 0), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragChanged(translation: -40), at: 0.05), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragEnded(velocity: -3000), at: 0.06), snapshot: machine.snapshot)
    while machine.snapshot.phase == .settling {
      timeline.record(try machine.advance(to: machine.snapshot.time + 1.0 / 60), snapshot: machine.snapshot)
    }
    let svg = PullUpSVGRenderer().render(timeline)
    // end of example
    return (svg, timeline)
  }

  static func record(_ timeline: inout PullUpTimeline, releasing machine: inout PullUpMachine, at time: Double) throws {
    // example: Sources/PullUpSVG/Timeline/PullUpTimeline.swift "record(_:snapshot:)"
    timeline.record(try machine.apply(.dragEnded(), at: time), snapshot: machine.snapshot)
    // end of example
  }
}

// MARK: - Tests

@Suite("Documentation examples: PullUpSVG")
struct SVGDocExampleTests {
  @Test("PullUpSVG.md: the snapshot and the timeline render, the same bytes on every run")
  func overview() throws {
    let first = try SVGArticleOverview.run()
    let second = try SVGArticleOverview.run()
    #expect(first.svg.contains("<svg"))
    #expect(first.plot.contains("<svg"))
    #expect(first.svg == second.svg)
    #expect(first.plot == second.plot)
    #expect(first.timeline.samples.last?.phase == .resting)
  }

  @Test("PullUpSVGRenderer: a snapshot as SVG")
  func renderer() throws {
    #expect(try SVGRendererSymbol.run().contains("<svg"))
  }

  @Test("PullUpSVGTheme: the theme's corner radius reaches the renderer")
  func theme() {
    #expect(SVGThemeSymbol.run().theme.sheetCornerRadius == 12)
  }

  @Test("PullUpTimeline: a flick, recorded frame by frame, until the sheet rests")
  func timeline() throws {
    let (svg, timeline) = try TimelineSymbol.run()
    #expect(svg.contains("<svg"))
    #expect(timeline.samples.last?.phase == .resting)
    #expect(timeline.entries.contains { if case .settled = $0.event { true } else { false } })
  }

  @Test("PullUpTimeline.record(_:snapshot:): a release's events at the snapshot's time")
  func recordRelease() throws {
    var timeline = PullUpTimeline()
    var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -40), at: 0.05)
    try TimelineSymbol.record(&timeline, releasing: &machine, at: 0.1)
    #expect(timeline.samples == [machine.snapshot])
    #expect(timeline.entries.first?.time == 0.1)
    #expect(timeline.entries.contains { if case .dragEnded = $0.event { true } else { false } })
  }
}
