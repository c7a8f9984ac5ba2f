import PullUpCore
import PullUpSVG
import Testing

/// One snapshot as a picture, for every preset in every pose, parsed back as XML.
@Suite("PullUpSVGRenderer: snapshots")
struct SnapshotRenderingTests {
  let renderer = PullUpSVGRenderer()

  func render(_ snapshot: PullUpSnapshot) throws -> ParsedSVG {
    try ParsedSVG(renderer.render(snapshot, safeArea: phone.safeArea))
  }

  @Test("The poses put the machine where the tests expect", arguments: presetPoses)
  func poses(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    #expect(snapshot.isHidden == (pose == .hidden))
    if let state = pose.expectedState { #expect(snapshot.state == state) }
    #expect(snapshot.phase == (pose == .dragging ? .tracking : .resting))
  }

  @Test("The picture is an SVG document sized to hold the container", arguments: presetPoses)
  func document(preset: Preset, pose: Pose) throws {
    let svg = try render(try snapshot(preset, pose))
    let root = try #require(svg.root)
    #expect(root.name == "svg")
    #expect(root.uri == "http://www.w3.org/2000/svg")
    #expect(try #require(root.number("width")) > 390)
    #expect(try #require(root.number("height")) > 844)
    #expect(root["viewBox"]?.hasPrefix("0 0 ") == true)
    #expect(svg.elements(named: "title").first?.stringValue?.hasPrefix("PullUp sheet") == true)
  }

  @Test("The sheet is drawn at the layout's frame, with rounded top corners", arguments: presetPoses)
  func sheet(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    let sheet = try #require(try render(snapshot).element(id: "sheet"))
    let frame = snapshot.layout.sheetFrame
    #expect(sheet.name == "rect")
    #expect(sheet["x"] == SVGNumber.format(frame.x))
    #expect(sheet["y"] == SVGNumber.format(frame.y))
    #expect(sheet["width"] == SVGNumber.format(frame.width))
    #expect(sheet["rx"] == "10")
    // One corner radius taller than the frame, so the bottom corners fall below the container.
    #expect(sheet["height"] == SVGNumber.format(frame.height + 10))
  }

  @Test("The handle is ISHPullUpHandleView's three-point line, pointing as the layout says", arguments: presetPoses)
  func handle(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    let state = try #require(snapshot.layout.handle)
    let handle = try #require(try render(snapshot).element(id: "handle"))
    #expect(handle.name == "polyline")
    #expect(handle["class"] == "handle \(state.rawValue)")
    #expect(handle["stroke-width"] == "6")
    let points = handle.points()
    try #require(points.count == 3)
    let (left, centre, right) = (points[0], points[1], points[2])
    let frame = snapshot.layout.sheetFrame
    #expect(abs(centre.x - (frame.x + frame.width / 2)) < 0.01)
    #expect(abs(right.x - left.x - 30) < 0.01)
    #expect(left.y == right.y)
    switch state {
    case .up: #expect(centre.y == left.y - 5)
    case .neutral: #expect(centre.y == left.y)
    case .down: #expect(centre.y == left.y + 5)
    }
    // The handle's bounds sit 6 points below the sheet's top edge and are 11 points tall.
    #expect(abs((left.y + centre.y) / 2 - (frame.y + 6 + 5.5)) < 0.01)
  }

  @Test("Handles point up when collapsed, down when expanded, and are flat otherwise", arguments: Pose.allCases)
  func handleDirection(pose: Pose) throws {
    let snapshot = try snapshot(.standard, pose)
    let expected: [Pose: PullUpHandleState] = [
      .collapsed: .up, .expanded: .down, .intermediate: .neutral, .dragging: .neutral, .hidden: .up,
    ]
    #expect(snapshot.layout.handle == expected[pose])
  }

  @Test("The dimming layer is drawn only when its alpha is above zero, over the dimming frame", arguments: presetPoses)
  func dimming(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    let svg = try render(snapshot)
    let layout = snapshot.layout
    guard layout.dimmingAlpha > 0 else {
      #expect(svg.element(id: "dimming") == nil)
      return
    }
    let group = try #require(svg.element(id: "dimming"))
    #expect(group["fill-opacity"] == SVGNumber.format(layout.dimmingAlpha))
    #expect(group["fill"] == "#000000")
    let frame = try #require(svg.element(id: "dimming-frame"))
    #expect(frame["y"] == SVGNumber.format(layout.dimmingFrame.y))
    #expect(frame["height"] == SVGNumber.format(layout.dimmingFrame.height))
  }

  @Test("ISHPullUp's expanded sheet dims the content with black at 40 %")
  func ishPullUpDims() throws {
    let svg = try render(try snapshot(.ishPullUp, .expanded))
    #expect(svg.element(id: "dimming")?["fill-opacity"] == "0.4")
  }

  @Test("There is one dashed line per detent, at the container height less the detent", arguments: presetPoses)
  func detents(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    let svg = try render(snapshot)
    let lines = svg.elements(class: "detent")
    #expect(lines.count == snapshot.detents.count)
    let height = snapshot.layout.containerSize.height
    #expect(lines.map { $0["y1"] } == snapshot.detents.map { SVGNumber.format(height - $0) })
    #expect(lines.allSatisfy { $0["stroke-dasharray"] != nil && $0["y1"] == $0["y2"] })
    #expect(svg.elements(class: "detent-label").count == snapshot.detents.count)
  }

  @Test("The label block states the state, phase, height and visibility", arguments: presetPoses)
  func labels(preset: Preset, pose: Pose) throws {
    let snapshot = try snapshot(preset, pose)
    let svg = try render(snapshot)
    func value(_ name: String) -> String? { svg.elements(class: "label-\(name)").first?.stringValue }
    #expect(value("state") == snapshot.state.rawValue)
    #expect(value("phase") == (pose == .dragging ? "tracking" : "resting"))
    #expect(value("height") == "\(SVGNumber.label(snapshot.height)) pt")
    #expect(value("hidden") == (snapshot.isHidden ? "yes" : "no"))
    #expect((svg.element(id: "hidden-note") != nil) == snapshot.isHidden)
  }

  @Test("A hidden sheet lies below the container's bottom edge, and a note says so")
  func hidden() throws {
    let snapshot = try snapshot(.ishPullUp, .hidden)
    let svg = try render(snapshot)
    let sheet = try #require(svg.element(id: "sheet"))
    #expect(try #require(sheet.number("y")) >= 844)
    let note = try #require(svg.element(id: "hidden-note"))
    #expect(note.stringValue?.contains("sheet hidden 10 pt below") == true)
  }

  @Test("The same snapshot renders to the same bytes, even when built again", arguments: presetPoses)
  func deterministic(preset: Preset, pose: Pose) throws {
    let first = renderer.render(try snapshot(preset, pose), safeArea: phone.safeArea)
    let second = renderer.render(try snapshot(preset, pose), safeArea: phone.safeArea)
    #expect(first == second)
    #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
  }

  @Test("Numbers that are not finite are written as 0 and the document stays valid")
  func nonFinite() throws {
    var snapshot = try snapshot(.standard, .intermediate)
    snapshot.height = .nan
    snapshot.heightVelocity = .infinity
    snapshot.detents = [.nan, 122, .infinity]
    snapshot.layout.sheetFrame.y = .nan
    snapshot.layout.sheetFrame.height = -.infinity
    snapshot.layout.dimmingAlpha = .nan
    let text = renderer.render(snapshot)
    let svg = try ParsedSVG(text)
    #expect(svg.element(id: "sheet")?["y"] == "0")
    #expect(svg.element(id: "dimming") == nil)
    #expect(svg.elements(class: "detent").count == 1)
    for word in ["nan", "inf", "\"-0\""] { #expect(!text.lowercased().contains(word)) }
  }

  @Test("A theme's strings are escaped, and ISHPullUp's theme has 8-point corners")
  func theme() throws {
    var theme = PullUpSVGTheme.ishPullUp
    theme.fontFamily = "'Fancy & \"Quoted\"' <Sans>"
    let snapshot = try snapshot(.standard, .collapsed)
    let svg = try ParsedSVG(PullUpSVGRenderer(theme: theme).render(snapshot))
    #expect(svg.element(id: "sheet")?["rx"] == "8")
    #expect(svg.element(id: "labels")?["font-family"] == theme.fontFamily)
  }
}
