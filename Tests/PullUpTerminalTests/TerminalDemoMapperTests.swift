import PullUpCore
import Testing

@testable import PullUpTerminal

@Suite("Terminal demo input mapping")
struct TerminalDemoMapperTests {
  let renderer = TerminalSheetRenderer()
  let rows = 30

  func snapshot(
    _ configuration: PullUpConfiguration = .default, _ change: (inout PullUpMachine) throws -> Void = { _ in }
  )
    throws -> PullUpSnapshot
  {
    var machine = try PullUpMachine(
      configuration: configuration, container: renderer.container(columns: 80, rows: rows))
    try change(&machine)
    return machine.snapshot
  }

  @Test("A press on the sheet becomes a drag when it moves a row; motion translates by whole rows; the release ends it")
  func drag() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let resting = try snapshot()
    let sheetTop = try #require(renderer.sheetRows(of: resting, rows: rows).first)
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: sheetTop), snapshot: resting, rows: rows, time: 0) == [])
    #expect(mapper.isDragging)
    #expect(
      mapper.inputs(for: .mouse(kind: .drag, column: 10, row: sheetTop - 1), snapshot: resting, rows: rows, time: 0.02)
        == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -16)])
    #expect(
      mapper.inputs(
        for: .mouse(kind: .drag, column: 10, row: sheetTop - 3), snapshot: tracking(resting), rows: rows, time: 0.05)
        == [.dragChanged(translation: -48)])
    let release = mapper.inputs(
      for: .mouse(kind: .release, column: 10, row: sheetTop - 3), snapshot: tracking(resting), rows: rows, time: 0.06)
    guard case .dragEnded(let velocity?) = try #require(release.first) else {
      Issue.record("expected a release with a velocity, got \(release)")
      return
    }
    // Two rows up in 30 ms after the first: the interpreter's fit over the last 0.1 s, from the events' times.
    #expect(velocity < 0)
    #expect(!mapper.isDragging)
    #expect(mapper.inputs(for: .mouse(kind: .drag, column: 10, row: 2), snapshot: resting, rows: rows, time: 0.1) == [])
  }

  @Test("A click on the sheet without motion is a tap on its content: no drag")
  func click() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let resting = try snapshot()
    let sheetTop = try #require(renderer.sheetRows(of: resting, rows: rows).first)
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: sheetTop + 1), snapshot: resting, rows: rows, time: 0)
        == [])
    #expect(
      mapper.inputs(
        for: .mouse(kind: .release, column: 11, row: sheetTop + 1), snapshot: resting, rows: rows, time: 0.1) == [])
  }

  /// The snapshot as the controller shows it while a finger drags.
  func tracking(_ snapshot: PullUpSnapshot) -> PullUpSnapshot {
    var tracking = snapshot
    tracking.phase = .tracking
    return tracking
  }

  @Test("A click above the sheet is a tap on the background, on release")
  func tapContent() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let half = try snapshot(.ishPullUp) { _ = try $0.moveRequested(to: .height(300), animated: false, at: 0) }
    #expect(mapper.inputs(for: .mouse(kind: .press, column: 10, row: 1), snapshot: half, rows: rows, time: 0) == [])
    #expect(
      mapper.inputs(for: .mouse(kind: .release, column: 10, row: 1), snapshot: half, rows: rows, time: 0.1) == [
        .dimmingTapped
      ])
    // Panning the background is not a tap.
    _ = mapper.inputs(for: .mouse(kind: .press, column: 10, row: 1), snapshot: half, rows: rows, time: 1)
    _ = mapper.inputs(for: .mouse(kind: .drag, column: 10, row: 3), snapshot: half, rows: rows, time: 1.1)
    #expect(mapper.inputs(for: .mouse(kind: .release, column: 10, row: 3), snapshot: half, rows: rows, time: 1.2) == [])
  }

  @Test("A hidden sheet that may be dragged into view is taken at the bottom edge")
  func hiddenSheet() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let hidden = try snapshot(.splitSheet)
    #expect(hidden.isHidden)
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: hidden, rows: rows, time: 0) == [])
    #expect(
      mapper.inputs(for: .mouse(kind: .drag, column: 10, row: rows - 4), snapshot: hidden, rows: rows, time: 0.1) == [
        .dragBegan(inScrollableContent: false), .dragChanged(translation: -32),
      ])
    var strict = TerminalDemoMapper(renderer: renderer)
    let fixed = try snapshot(.default) { _ = try $0.apply(.setHidden(true, animated: false), at: 0) }
    _ = strict.inputs(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: fixed, rows: rows, time: 0)
    #expect(
      strict.inputs(for: .mouse(kind: .drag, column: 10, row: rows - 4), snapshot: fixed, rows: rows, time: 0.1) == [])
  }

  @Test(
    "Keys",
    arguments: [
      (TerminalKey.up, PullUpInput.setHeight(218)), (.space, .toggleState()),
      (.character("h"), .setHidden(true)), (.character("l"), .setLocked(true)),
      (.character("k"), .keyboardChanged(height: 176)), (.character("m"), .setReducesMotion(true)),
      (.character("1"), .accessibilityActionPerformed(.expand)),
      (.character("2"), .accessibilityActionPerformed(.nextDetent)),
      (.character("+"), .accessibilityActionPerformed(.nextDetent)),
    ])
  func keys(key: TerminalKey, command: PullUpInput) throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    #expect(mapper.inputs(for: .key(key), snapshot: try snapshot(), rows: rows, time: 0) == [command])
  }

  @Test("q and Control-C quit; nothing else does")
  func quits() {
    #expect(TerminalDemoMapper.quits(.key(.character("q"))))
    #expect(TerminalDemoMapper.quits(.key(.character("Q"))))
    #expect(TerminalDemoMapper.quits(.key(.interrupt)))
    #expect(!TerminalDemoMapper.quits(.key(.character("h"))))
    #expect(!TerminalDemoMapper.quits(.mouse(kind: .press, column: 1, row: 1)))
  }

  @Test("m turns the configuration's reduced motion on, or off again")
  func reducedMotion() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let resting = try snapshot()
    #expect(
      mapper.inputs(for: .key(.character("m")), snapshot: resting, rows: rows, time: 0, reducesMotion: false) == [
        .setReducesMotion(true)
      ])
    #expect(
      mapper.inputs(for: .key(.character("m")), snapshot: resting, rows: rows, time: 0, reducesMotion: true) == [
        .setReducesMotion(false)
      ])
  }

  @Test("Escape collapses an expanded sheet; ↑ at the top detent does nothing")
  func sheetKeys() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    #expect(mapper.inputs(for: .key(.escape), snapshot: expanded, rows: rows, time: 0) == [.setState(.collapsed)])
    #expect(mapper.inputs(for: .key(.up), snapshot: expanded, rows: rows, time: 0) == [])
  }

  @Test("Unknown keys, actions that do not apply and wheeling off the sheet do nothing")
  func ignored() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    for key in [TerminalKey.character("z"), .character("3"), .character("0"), .character("-"), .character("٣")] {
      #expect(mapper.inputs(for: .key(key), snapshot: try snapshot(), rows: rows, time: 0) == [], "\(key)")
    }
    #expect(mapper.inputs(for: .scroll(.up, column: 1, row: 1), snapshot: try snapshot(), rows: rows, time: 0) == [])
    let locked = try snapshot { _ = try $0.apply(.setLocked(true), at: 0) }
    #expect(mapper.inputs(for: .key(.character("1")), snapshot: locked, rows: rows, time: 0) == [])
  }

  @Test("A drag on the list is a drag in scrollable content; one on the header is not")
  func pressOnList() throws {
    let mapper = TerminalDemoMapper(renderer: renderer)
    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    let top = try #require(renderer.sheetRows(of: expanded, rows: rows).first)
    for (row, inList) in [(top, false), (top + 3, false), (top + 4, true), (rows - 2, true)] {
      var fresh = mapper
      _ = fresh.inputs(for: .mouse(kind: .press, column: 10, row: row), snapshot: expanded, rows: rows, time: 0)
      #expect(
        fresh.inputs(for: .mouse(kind: .drag, column: 10, row: row - 1), snapshot: expanded, rows: rows, time: 0.1)
          == [.dragBegan(inScrollableContent: inList), .dragChanged(translation: -16)], "row \(row)")
    }
  }

  @Test("The wheel scrolls the list when it may scroll, and otherwise moves the sheet a detent")
  func wheel() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let collapsed = try snapshot()
    let onSheet = try #require(renderer.sheetRows(of: collapsed, rows: rows).first)
    #expect(!collapsed.isContentScrollEnabled)
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: onSheet), snapshot: collapsed, rows: rows, time: 0) == [
        .setHeight(218)
      ])
    // At the lowest detent, wheeling up has nothing to move.
    #expect(mapper.inputs(for: .scroll(.up, column: 5, row: onSheet), snapshot: collapsed, rows: rows, time: 0) == [])
    #expect(mapper.inputs(for: .key(.down), snapshot: collapsed, rows: rows, time: 0) == [])

    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    let maximum = renderer.scrollMaximum(of: expanded)
    let highest = try #require(expanded.detents.last)
    #expect(maximum > 48)
    #expect(expanded.isContentScrollEnabled)
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: expanded, rows: rows, time: 0) == [
        .scrollOffsetChanged(48, maximum: maximum)
      ])
    // A new turn of the wheel (a second later) at the list's top steps the sheet; the notch down's turn would
    // have stopped there.
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: expanded, rows: rows, time: 1) == [
        .setHeight(218)
      ])

    let scrolled = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.apply(.scrollOffsetChanged(maximum - 10, maximum: maximum), at: 0)
    }
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: scrolled, rows: rows, time: 0) == [
        .scrollOffsetChanged(maximum, maximum: maximum)
      ])
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: scrolled, rows: rows, time: 0) == [
        .scrollOffsetChanged(maximum - 58, maximum: maximum)
      ])
    let atEnd = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.apply(.scrollOffsetChanged(maximum, maximum: maximum), at: 0)
    }
    // At the list's end and the highest detent, nothing can move.
    #expect(mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: atEnd, rows: rows, time: 0) == [])
    #expect(highest == atEnd.restingHeight)

    // A list scrolled further than it now can (the keyboard went away): the wheel brings it within range.
    let beyond = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.apply(.scrollOffsetChanged(maximum + 200, maximum: maximum + 200), at: 0)
    }
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: beyond, rows: rows, time: 0) == [
        .scrollOffsetChanged(maximum, maximum: maximum)
      ])

    _ = mapper.inputs(for: .mouse(kind: .press, column: 5, row: rows - 3), snapshot: expanded, rows: rows, time: 0)
    #expect(mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: expanded, rows: rows, time: 0) == [])
  }

  @Test("k lowers a raised keyboard, and - walks down from a higher detent")
  func keyboardDownAndDecrement() throws {
    var mapper = TerminalDemoMapper(renderer: renderer)
    let raised = try snapshot {
      _ = try $0.apply(.keyboardChanged(height: 176, animated: false), at: 0)
      _ = try $0.moveRequested(to: .detent(1), animated: false, at: 0)
    }
    #expect(
      mapper.inputs(for: .key(.character("k")), snapshot: raised, rows: rows, time: 0) == [.keyboardChanged(height: 0)])
    #expect(
      mapper.inputs(for: .key(.character("-")), snapshot: raised, rows: rows, time: 0) == [
        .accessibilityActionPerformed(.previousDetent)
      ])
  }
}
