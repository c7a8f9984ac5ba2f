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
      mapper.commands(for: .mouse(kind: .press, column: 10, row: sheetTop), snapshot: resting, rows: rows) == [
        .dragBegan
      ])
    #expect(
      mapper.commands(for: .mouse(kind: .drag, column: 10, row: sheetTop - 3), snapshot: resting, rows: rows)
        == [.dragChanged(translation: -48)])
    #expect(
      mapper.commands(for: .mouse(kind: .release, column: 10, row: sheetTop - 3), snapshot: resting, rows: rows) == [
        .dragEnded
      ])
    #expect(mapper.commands(for: .mouse(kind: .drag, column: 10, row: 2), snapshot: resting, rows: rows) == [])
  }

  @Test("A press above the sheet does nothing, unless the content is dimmed: then it collapses the sheet")
  func tapContent() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(mapper.commands(for: .mouse(kind: .press, column: 10, row: 1), snapshot: try snapshot(), rows: rows) == [])
    let expanded = try snapshot { _ = try $0.moveRequested(to: .state(.expanded), animated: false, at: 0) }
    #expect(expanded.layout.dimmingAlpha > 0)
    let half = try snapshot(.ishPullUp) { _ = try $0.moveRequested(to: .height(300), animated: false, at: 0) }
    #expect(
      mapper.commands(for: .mouse(kind: .press, column: 10, row: 1), snapshot: half, rows: rows) == [
        .setState(.collapsed)
      ])
  }

  @Test("A hidden sheet that may be dragged into view is taken at the bottom edge")
  func hiddenSheet() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: true)
    let hidden = try snapshot(.splitSheet)
    #expect(hidden.isHidden)
    #expect(
      mapper.commands(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: hidden, rows: rows) == [
        .dragBegan
      ])
    var strict = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(strict.commands(for: .mouse(kind: .press, column: 10, row: rows - 2), snapshot: hidden, rows: rows) == [])
  }

  @Test(
    "Keys",
    arguments: [
      (TerminalKey.up, TerminalDemoCommand.setHeight(226)), (.down, .setHeight(88)), (.space, .toggleState),
      (.character("h"), .setHidden(true)), (.character("l"), .setLocked(true)), (.character("q"), .quit),
      (.interrupt, .quit),
    ])
  func keys(key: TerminalKey, command: TerminalDemoCommand) throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(mapper.commands(for: .key(key), snapshot: try snapshot(), rows: rows) == [command])
  }

  @Test("Unknown keys and scrolling do nothing")
  func ignored() throws {
    var mapper = TerminalDemoMapper(renderer: renderer, dragsWhileHidden: false)
    #expect(mapper.commands(for: .key(.character("z")), snapshot: try snapshot(), rows: rows) == [])
    #expect(mapper.commands(for: .scroll(.up, column: 1, row: 1), snapshot: try snapshot(), rows: rows) == [])
  }
}
