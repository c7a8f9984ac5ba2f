import PullUpCore
import PullUpSVG
import Testing

/// Recording a run.
@Suite("PullUpTimeline")
struct PullUpTimelineTests {
  @Test("Recording an output adds its events at the snapshot's time, then the snapshot")
  func recordAfterOutput() throws {
    var machine = try PullUpMachine(container: phone)
    var timeline = PullUpTimeline()
    timeline.record(try machine.apply(.dragBegan(), at: 0.5), snapshot: machine.snapshot)
    #expect(timeline.samples.count == 1)
    #expect(timeline.entries == [PullUpTimeline.Entry(time: 0.5, event: .dragBegan(height: 122))])
    timeline.record(.hidden, at: 0.75)
    #expect(timeline.entries.last == PullUpTimeline.Entry(time: 0.75, event: .hidden))
  }

  @Test("The duration runs from the first sample to the last")
  func duration() throws {
    let timeline = try recordFlick()
    let times = timeline.samples.map(\.time)
    #expect(timeline.duration == times.max()! - times.min()!)
    #expect(PullUpTimeline().duration == 0)
  }

  @Test("A flick from collapsed settles at the middle detent, one release and one target on the way")
  func flick() throws {
    let timeline = try recordFlick()
    #expect(timeline.samples.first?.state == .collapsed)
    #expect(timeline.samples.last?.state == .intermediate)
    #expect(timeline.samples.last?.height == 392.5)
    let releases = timeline.entries.filter { if case .dragEnded = $0.event { true } else { false } }
    #expect(releases.count == 1)
  }
}

/// A whole run as a plot, parsed back as XML.
@Suite("PullUpSVGRenderer: timelines")
struct TimelineRenderingTests {
  let renderer = PullUpSVGRenderer()

  @Test("A flick plots its height line, its finger samples, the release, the target and the rest")
  func flick() throws {
    let timeline = try recordFlick()
    let svg = try ParsedSVG(renderer.render(timeline))
    let root = try #require(svg.root)
    #expect(root["width"] == "820")
    #expect(root["height"] == "460")
    let line = try #require(svg.element(id: "height-line"))
    #expect(line.points().count == timeline.samples.count)
    let tracking = timeline.samples.filter { $0.phase == .tracking }
    #expect(svg.elements(class: "gesture-sample").count == tracking.count)
    #expect(tracking.count == 9)
    #expect(svg.elements(class: "release").count == 1)
    #expect(svg.elements(class: "settle-target").count == 1)
    #expect(svg.elements(class: "settled").count == 1)
    #expect(svg.elements(class: "detent").count == 3)
    #expect(svg.texts.contains("release \u{2191} 1800 pt/s"))
    #expect(svg.texts.contains("target 392.5 pt"))
    let summary = try #require(svg.element(id: "summary")?.stringValue)
    #expect(summary.hasPrefix("Released at 212 pt, \u{2191} 1800 pt/s"))
    #expect(summary.contains("settled at 392.5 pt"))
  }

  @Test("Bands follow the phases: at rest, tracking, settling, at rest")
  func bands() throws {
    let svg = try ParsedSVG(renderer.render(try recordFlick()))
    let bands = svg.elements(class: "band").compactMap { $0["class"] }
    #expect(bands == ["band resting", "band tracking", "band settling", "band resting"])
    #expect(svg.texts.contains("collapsed"))
    #expect(svg.texts.contains("intermediate"))
    #expect(svg.element(id: "legend") != nil)
  }

  @Test("The axes have ticks labelled in seconds and points")
  func axes() throws {
    let svg = try ParsedSVG(renderer.render(try recordFlick()))
    let texts = svg.texts
    for label in ["time (s)", "height (pt)", "0", "0.2", "1", "200", "800"] { #expect(texts.contains(label)) }
  }

  @Test(
    "Every preset's drag and release plots one release and renders the same bytes twice", arguments: Preset.allCases)
  func presets(preset: Preset) throws {
    let timeline = try recordFlick(preset)
    let text = renderer.render(timeline)
    let svg = try ParsedSVG(text)
    #expect(svg.elements(class: "release").count == 1)
    #expect(svg.elements(class: "detent").count == timeline.samples.last?.detents.count)
    #expect(text == renderer.render(try recordFlick(preset)))
  }

  @Test("A sheet caught while it settles shows the interruption and a second release")
  func interrupted() throws {
    var machine = try Preset.standard.makeMachine()
    var timeline = PullUpTimeline()
    timeline.record(machine.snapshot)
    timeline.record(try machine.apply(.dragBegan(), at: 0.1), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragChanged(translation: -60), at: 0.2), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragEnded(velocity: -1500), at: 0.25), snapshot: machine.snapshot)
    for frame in 1...6 {
      timeline.record(try machine.advance(to: 0.25 + Double(frame) / 60), snapshot: machine.snapshot)
    }
    timeline.record(try machine.apply(.dragBegan(), at: 0.4), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragEnded(velocity: 2000), at: 0.45), snapshot: machine.snapshot)
    try machine.settle(recordingInto: &timeline)
    let svg = try ParsedSVG(renderer.render(timeline))
    #expect(svg.elements(class: "interrupted").count == 1)
    #expect(svg.elements(class: "release").count == 2)
    #expect(svg.elements(class: "settle-target").count == 2)
  }

  @Test("Hiding and showing are marked as moments")
  func visibility() throws {
    var machine = try Preset.ishPullUp.makeMachine()
    var timeline = PullUpTimeline()
    timeline.record(machine.snapshot)
    timeline.record(try machine.apply(.setHidden(true, animated: true), at: 0.1), snapshot: machine.snapshot)
    try machine.settle(recordingInto: &timeline)
    timeline.record(
      try machine.apply(.setHidden(false, animated: true), at: machine.snapshot.time + 0.2), snapshot: machine.snapshot)
    try machine.settle(recordingInto: &timeline)
    let svg = try ParsedSVG(renderer.render(timeline))
    #expect(svg.elements(class: "moment").count == 2)
    #expect(svg.texts.contains("hidden"))
    #expect(svg.texts.contains("shown"))
    #expect(svg.texts.contains("target: hidden"))
  }

  @Test("An empty timeline renders a valid plot with a note")
  func empty() throws {
    let svg = try ParsedSVG(renderer.render(PullUpTimeline()))
    #expect(svg.element(id: "empty-note")?.stringValue == "no samples recorded")
    #expect(svg.element(id: "height-line") == nil)
    #expect(svg.element(id: "summary")?.stringValue == "No samples recorded.")
  }

  @Test("Samples out of order are plotted in time order; bad numbers are left out")
  func sanitized() throws {
    let timeline = try recordFlick()
    var samples = timeline.samples
    samples.insert(samples.removeLast(), at: 0)
    var shuffled = PullUpTimeline(samples: samples, entries: timeline.entries)
    var broken = timeline.samples[3]
    broken.time = .nan
    shuffled.record(broken)
    broken.time = 0.5
    broken.height = .infinity
    shuffled.record(broken)
    shuffled.record(.settled(height: .nan), at: .infinity)
    let text = renderer.render(shuffled)
    #expect(text == renderer.render(timeline))
  }

  @Test("Tiny and non-finite picture sizes fall back to usable ones")
  func sizes() throws {
    let timeline = try recordFlick()
    let small = try ParsedSVG(renderer.render(timeline, width: 10, height: .nan))
    #expect(small.root?["width"] == "320")
    #expect(small.root?["height"] == "460")
  }
}
