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

  @Test("A press on the sheet begins a drag; motion translates by whole rows; the release ends it")
  func drag() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let resting = try snapshot()
    let sheetTop = try #require(renderer.sheetRows(of: resting, rows: rows).first)
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: sheetTop), snapshot: resting, rows: rows) == [
        .dragBegan(inScrollableContent: false)
      ])
    #expect(
      mapper.inputs(for: .mouse(kind: .drag, column: 10, row: sheetTop - 3), snapshot: resting, rows: rows)
        == [.dragChanged(translation: -48)])
    #expect(
      mapper.inputs(for: .mouse(kind: .release, column: 10, row: sheetTop - 3), snapshot: resting, rows: rows) == [
        .dragEnded()
      ])
    #expect(mapper.inputs(for: .mouse(kind: .drag, column: 10, row: 2), snapshot: resting, rows: rows) == [])
  }

  @Test("A press above the sheet is a tap on the background; a press on the sheet is not")
  func tapContent() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let half = try snapshot(.ishPullUp) { _ = try $0.moveRequested(to: .height(300), animated: false, at: 0) }
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: 1), snapshot: half, rows: rows) == [.dimmingTapped])
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: 1), snapshot: try snapshot(), rows: rows) == [
        .dimmingTapped
      ])
  }

  @Test("A hidden sheet that may be dragged into view is taken at the bottom edge")
  func hiddenSheet() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: true)
    let hidden = try snapshot(.splitSheet)
    #expect(hidden.isHidden)
    #expect(
      mapper.inputs(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: hidden, rows: rows) == [
        .dragBegan(inScrollableContent: false)
      ])
    var strict = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(strict.inputs(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: hidden, rows: rows) == [])
  }

  @Test(
    "Keys",
    arguments: [
      (TerminalKey.up, PullUpInput.setHeight(218)), (.down, .setHeight(88)), (.space, .toggleState()),
      (.character("h"), .setHidden(true)), (.character("l"), .setLocked(true)),
      (.character("k"), .keyboardChanged(height: 176)), (.character("m"), .setReducesMotion(true)),
      (.character("1"), .accessibilityActionPerformed(.expand)),
      (.character("2"), .accessibilityActionPerformed(.nextDetent)),
      (.character("+"), .accessibilityActionPerformed(.nextDetent)),
    ])
  func keys(key: TerminalKey, command: PullUpInput) throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(mapper.inputs(for: .key(key), snapshot: try snapshot(), rows: rows) == [command])
  }

  @Test("q and Control-C quit; nothing else does")
  func quits() {
    #expect(TerminalDemoMapper.quits(.key(.character("q"))))
    #expect(TerminalDemoMapper.quits(.key(.character("Q"))))
    #expect(TerminalDemoMapper.quits(.key(.interrupt)))
    #expect(!TerminalDemoMapper.quits(.key(.character("h"))))
    #expect(!TerminalDemoMapper.quits(.mouse(kind: .press, column: 1, row: 1)))
  }

  @Test("m turns reduced motion on, then off again")
  func reducedMotion() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let resting = try snapshot()
    #expect(mapper.inputs(for: .key(.character("m")), snapshot: resting, rows: rows) == [.setReducesMotion(true)])
    #expect(mapper.inputs(for: .key(.character("m")), snapshot: resting, rows: rows) == [.setReducesMotion(false)])
  }

  @Test("Unknown keys, actions that do not apply and wheeling off the sheet do nothing")
  func ignored() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    for key in [TerminalKey.character("z"), .character("3"), .character("0"), .character("-"), .character("٣")] {
      #expect(mapper.inputs(for: .key(key), snapshot: try snapshot(), rows: rows) == [], "\(key)")
    }
    #expect(mapper.inputs(for: .scroll(.up, column: 1, row: 1), snapshot: try snapshot(), rows: rows) == [])
    let locked = try snapshot { _ = try $0.setLocked(true, at: 0) }
    #expect(mapper.inputs(for: .key(.character("1")), snapshot: locked, rows: rows) == [])
  }

  @Test("A press on the list begins a drag in scrollable content; one on the header does not")
  func pressOnList() throws {
    let mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    let top = try #require(renderer.sheetRows(of: expanded, rows: rows).first)
    for (row, inList) in [(top, false), (top + 3, false), (top + 4, true), (rows - 2, true)] {
      var fresh = mapper
      #expect(
        fresh.inputs(for: .mouse(kind: .press, column: 10, row: row), snapshot: expanded, rows: rows) == [
          .dragBegan(inScrollableContent: inList)
        ], "row \(row)")
    }
  }

  @Test("The wheel scrolls the list when it may scroll, and otherwise moves the sheet a detent")
  func wheel() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let collapsed = try snapshot()
    let onSheet = try #require(renderer.sheetRows(of: collapsed, rows: rows).first)
    #expect(!collapsed.isContentScrollEnabled)
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: onSheet), snapshot: collapsed, rows: rows) == [
        .setHeight(218)
      ])
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: onSheet), snapshot: collapsed, rows: rows) == [.setHeight(88)])

    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    let maximum = renderer.scrollMaximum(of: expanded)
    let highest = try #require(expanded.detents.last)
    #expect(maximum > 48)
    #expect(expanded.isContentScrollEnabled)
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: expanded, rows: rows) == [
        .scrollOffsetChanged(48, maximum: maximum)
      ])
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: expanded, rows: rows) == [.setHeight(218)])

    let scrolled = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.scrollOffsetChanged(maximum - 10, maximum: maximum, at: 0)
    }
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: scrolled, rows: rows) == [
        .scrollOffsetChanged(maximum, maximum: maximum)
      ])
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: scrolled, rows: rows) == [
        .scrollOffsetChanged(maximum - 58, maximum: maximum)
      ])
    let atEnd = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.scrollOffsetChanged(maximum, maximum: maximum, at: 0)
    }
    #expect(
      mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: atEnd, rows: rows) == [
        .setHeight(highest)
      ])

    // A list scrolled further than it now can (the keyboard went away): the wheel brings it within range.
    let beyond = try snapshot {
      _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0)
      _ = try $0.scrollOffsetChanged(maximum + 200, maximum: maximum + 200, at: 0)
    }
    #expect(
      mapper.inputs(for: .scroll(.up, column: 5, row: rows - 3), snapshot: beyond, rows: rows) == [
        .scrollOffsetChanged(maximum, maximum: maximum)
      ])

    _ = mapper.inputs(for: .mouse(kind: .press, column: 5, row: rows - 3), snapshot: expanded, rows: rows)
    #expect(mapper.inputs(for: .scroll(.down, column: 5, row: rows - 3), snapshot: expanded, rows: rows) == [])
  }

  @Test("k lowers a raised keyboard, and - walks down from a higher detent")
  func keyboardDownAndDecrement() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    let raised = try snapshot {
      _ = try $0.keyboardChanged(height: 176, animated: false, at: 0)
      _ = try $0.moveRequested(to: .detent(1), animated: false, at: 0)
    }
    #expect(mapper.inputs(for: .key(.character("k")), snapshot: raised, rows: rows) == [.keyboardChanged(height: 0)])
    #expect(
      mapper.inputs(for: .key(.character("-")), snapshot: raised, rows: rows) == [
        .accessibilityActionPerformed(.previousDetent)
      ])
  }
}
