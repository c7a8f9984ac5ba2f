import Foundation
import PullUpCore
import PullUpSVG
import Testing

/// The content offset as a second line and the keyboard as a shaded area in timelines, the keyboard in
/// the final picture, and pictures without either left as they were.
@Suite("PullUpSVGRenderer: content offset and keyboard")
struct ScrollAndKeyboardTests {
  let renderer = PullUpSVGRenderer()

  /// A drag in the list of the default sheet: it expands the sheet, then scrolls the list 237 points; at
  /// rest, a drag down scrolls the list back, then collapses the sheet.
  func recordHandOff() throws -> PullUpTimeline {
    var machine = try Preset.standard.makeMachine()
    var timeline = PullUpTimeline()
    timeline.record(machine.snapshot)
    timeline.record(try machine.apply(.scrollOffsetChanged(0, maximum: 400), at: 0.1), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragBegan(inScrollableContent: true), at: 0.3), snapshot: machine.snapshot)
    for (step, translation) in [-200.0, -450, -700, -850, -900].enumerated() {
      timeline.record(
        try machine.apply(.dragChanged(translation: translation), at: 0.35 + Double(step) * 0.05),
        snapshot: machine.snapshot)
    }
    timeline.record(try machine.apply(.dragEnded(velocity: 0), at: 0.6), snapshot: machine.snapshot)
    timeline.record(try machine.apply(.dragBegan(inScrollableContent: true), at: 2), snapshot: machine.snapshot)
    for (step, translation) in [150.0, 350, 550, 750].enumerated() {
      timeline.record(
        try machine.apply(.dragChanged(translation: translation), at: 2.05 + Double(step) * 0.05),
        snapshot: machine.snapshot)
    }
    timeline.record(try machine.apply(.dragEnded(velocity: 1500), at: 2.25), snapshot: machine.snapshot)
    try machine.settle(recordingInto: &timeline)
    return timeline
  }

  /// The default sheet with a temporary keyboard detent; the keyboard comes up and goes away once for
  /// each span, 336 points tall.
  func recordKeyboard(spans: Int) throws -> PullUpTimeline {
    var configuration = PullUpConfiguration.default
    configuration.movement.keyboardPolicy = .temporaryDetent
    var machine = try PullUpMachine(configuration: configuration, container: phone, contentHeight: 600)
    _ = try machine.apply(.setHidden(false, animated: false), at: 0)
    var timeline = PullUpTimeline()
    timeline.record(machine.snapshot)
    for _ in 0..<spans {
      timeline.record(
        try machine.apply(.keyboardChanged(height: 336, animated: true), at: machine.snapshot.time + 0.2),
        snapshot: machine.snapshot)
      try machine.settle(recordingInto: &timeline)
      timeline.record(
        try machine.apply(.keyboardChanged(height: 0, animated: true), at: machine.snapshot.time + 0.5),
        snapshot: machine.snapshot)
      try machine.settle(recordingInto: &timeline)
    }
    timeline.record(try machine.advance(to: machine.snapshot.time + 0.3), snapshot: machine.snapshot)
    return timeline
  }

  // MARK: - Content offset

  @Test("A drag handing over to the list plots the offset as a second line, labelled, with a legend entry")
  func handOff() throws {
    let timeline = try recordHandOff()
    let offsets = timeline.samples.map(\.contentOffset)
    let furthest = try #require(offsets.max())
    #expect(furthest == 237)
    // The hand-off itself: the list scrolls only while the sheet is at its top detent.
    let top = try #require(timeline.samples.last?.detents.last)
    #expect(timeline.samples.allSatisfy { $0.contentOffset == 0 || $0.height == top })
    let svg = try ParsedSVG(renderer.render(timeline))
    let line = try #require(svg.element(id: "content-offset-line"))
    #expect(line.name == "polyline")
    #expect(svg.elements(class: "content-offset").count == 1)
    #expect(line["stroke"] == PullUpSVGTheme.default.contentOffsetLineColor)
    let points = line.points()
    #expect(points.count == timeline.samples.count)
    let heights = try #require(svg.element(id: "height-line")).points()
    // Both lines share the axis: where the list is not scrolled, its line lies below every height.
    let zero = try #require(points.first?.y)
    #expect(zip(points, offsets).allSatisfy { $1 == 0 ? $0.y == zero : $0.y < zero })
    #expect(heights.allSatisfy { $0.y < zero })
    #expect(svg.texts.contains("list scrolled (offset)"))
    #expect(svg.texts.contains("list scrolled 237 pt"))
    #expect(svg.texts.contains("Sheet height and list scroll over time"))
    #expect(svg.texts.contains("height, scroll offset (pt)"))
  }

  @Test("Without a scroll there is no offset line, no legend entry, and the old title", arguments: Preset.allCases)
  func noScroll(preset: Preset) throws {
    let svg = try ParsedSVG(renderer.render(try recordFlick(preset)))
    #expect(svg.element(id: "content-offset-line") == nil)
    #expect(svg.elements(class: "content-offset").isEmpty)
    #expect(!svg.texts.contains { $0.hasPrefix("list scrolled") })
    #expect(svg.texts.contains("Sheet height over time"))
    #expect(svg.texts.contains("height (pt)"))
  }

  // MARK: - Keyboard

  @Test("Each span with the keyboard up is one shaded area as tall as the keyboard", arguments: [1, 2])
  func keyboard(spans: Int) throws {
    let timeline = try recordKeyboard(spans: spans)
    #expect(timeline.samples.contains { $0.height > 400 }, "the temporary detent lifts the sheet")
    let svg = try ParsedSVG(renderer.render(timeline))
    let areas = svg.elements(class: "keyboard-span")
    #expect(areas.count == spans)
    #expect(svg.element(id: "keyboard") != nil)
    #expect(svg.texts.contains("keyboard up"))
    #expect(svg.texts.filter { $0 == "keyboard 336 pt" }.count == spans)
    // Each area starts and ends on the bottom edge (height 0) and reaches up to the keyboard's top.
    for area in areas {
      let points = area.points()
      let bottom = try #require(points.first?.y)
      #expect(points.last?.y == bottom)
      #expect(Set(points.map(\.y)).count == 2, "one height held over the span: \(points)")
    }
  }

  @Test("Without a keyboard nothing is shaded and the legend has no keyboard entry", arguments: Preset.allCases)
  func noKeyboard(preset: Preset) throws {
    let svg = try ParsedSVG(renderer.render(try recordFlick(preset)))
    #expect(svg.element(id: "keyboard") == nil)
    #expect(svg.elements(class: "keyboard-span").isEmpty)
    #expect(!svg.texts.contains("keyboard up"))
  }

  @Test("A snapshot with the keyboard up draws it over the layout's keyboard frame")
  func finalKeyboard() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.keyboardPolicy = .temporaryDetent
    var machine = try PullUpMachine(configuration: configuration, container: phone, contentHeight: 600)
    _ = try machine.apply(.keyboardChanged(height: 336, animated: false), at: 0)
    let frame = machine.snapshot.layout.keyboardFrame
    #expect(frame.height == 336)
    let svg = try ParsedSVG(renderer.render(machine.snapshot, safeArea: phone.safeArea))
    #expect(svg.element(id: "keyboard") != nil)
    let block = try #require(svg.elements(named: "rect").first { $0["fill"] == PullUpSVGTheme.default.keyboardColor })
    #expect(block["y"] == SVGNumber.format(frame.y))
    #expect(block["height"] == "336")
    #expect(svg.texts.contains("keyboard 336 pt"))
  }

  @Test("A snapshot without a keyboard draws none", arguments: presetPoses)
  func noFinalKeyboard(preset: Preset, pose: Pose) throws {
    let svg = try ParsedSVG(renderer.render(try snapshot(preset, pose), safeArea: phone.safeArea))
    #expect(svg.element(id: "keyboard") == nil)
  }

  // MARK: - Pictures without either

  @Test("The README's pictures, which neither scroll nor use the keyboard, render to their committed bytes")
  func unchanged() throws {
    let directory = ExamplePictures.directory
    let timeline = try String(contentsOf: directory.appendingPathComponent("timeline.svg"), encoding: .utf8)
    #expect(renderer.render(try recordFlick()) == timeline)
    var machine = try PullUpMachine(configuration: .default, container: phone)
    _ = try machine.moveRequested(to: .detent(1), animated: false, at: 0)
    let sheet = try String(contentsOf: directory.appendingPathComponent("sheet.svg"), encoding: .utf8)
    #expect(renderer.render(machine.snapshot, safeArea: phone.safeArea) == sheet)
  }
}
