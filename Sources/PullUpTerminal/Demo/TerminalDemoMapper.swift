import PullUpCore
import PullUpFrontEnd

/// Turns terminal input into raw events for a `PullUpInterpreter`, which decides what they mean, and adds the
/// demo's own letter keys: pure and testable.
///
/// The mapper only translates. It hit-tests a cell (``region(row:snapshot:rows:)``: the sheet's top row is
/// its handle, the list of places below the header is its scrollable content, the rest of the sheet is its
/// body, and above the sheet is the dimming), converts cells to points with the renderer's scale, and maps
/// keys. Every rule is the interpreter's: a press becomes a drag once it moves a row (a row is the terminal's
/// smallest motion, so the mouse's threshold is zero), a release without motion is a tap (on the dimming it
/// collapses a dimmed sheet), the wheel scrolls the list while it may scroll and otherwise steps a detent,
/// ↑ and ↓ step a detent and Escape collapses, and a hidden sheet that may be dragged into view is taken in
/// the strip its layout gives. Which terminal key gives which of the sheet's keys is one exhaustive switch,
/// ``terminalKeys(for:)``.
///
/// The demo's letters: space toggles collapsed and expanded, `h` hides and shows, `l` locks and unlocks, `k`
/// raises and lowers the keyboard (``TerminalSheetRenderer/keyboardHeight(containerHeight:)``), `m` toggles
/// reduced motion (the configuration's, which the caller passes), the digits perform the accessibility
/// actions as the bar numbers them (``TerminalSheetRenderer/accessibilityActions(of:)``), `+` and `-` adjust
/// (the adjustable element's increment and decrement), `q` and Control-C quit.
package struct TerminalDemoMapper: Sendable {
  package let renderer: TerminalSheetRenderer
  private var interpreter: PullUpInterpreter

  /// Creates a mapper.
  ///
  /// - Parameters:
  ///   - renderer: The renderer whose geometry the cells are hit-tested with.
  ///   - velocityWindow: The configuration's velocity window, for the interpreter's release velocity.
  package init(renderer: TerminalSheetRenderer, velocityWindow: Double = 0.1) {
    self.renderer = renderer
    interpreter = PullUpInterpreter(
      settings: .init(dragThresholds: .init(mouse: 0), velocityWindow: velocityWindow))
  }

  /// Whether an event ends the demo: `q` or Control-C.
  package static func quits(_ event: TerminalInputEvent) -> Bool {
    switch event {
    case .key(.character("q")), .key(.character("Q")), .key(.interrupt): return true
    default: return false
    }
  }

  /// Whether a mouse press is held.
  package var isDragging: Bool { interpreter.isFollowingGesture }

  /// The inputs an event asks for.
  ///
  /// - Parameters:
  ///   - event: What the terminal reported.
  ///   - snapshot: The sheet on screen.
  ///   - rows: The terminal's height in rows.
  ///   - time: The event's time, in seconds on the controller's clock.
  ///   - reducesMotion: Whether motion is reduced now (the configuration's), for `m`.
  package mutating func inputs(
    for event: TerminalInputEvent, snapshot: PullUpSnapshot, rows: Int, time: Double, reducesMotion: Bool = false
  ) -> [PullUpInput] {
    let raw: PullUpRawEvent
    switch event {
    case .mouse(let kind, let column, let row):
      let phase: PullUpPointerPhase
      switch kind {
      case .press: phase = .down
      case .drag: phase = .move
      case .release: phase = .up
      }
      raw = .pointer(
        phase, x: x(column: column), y: renderer.scale.y(row: row), time: time, device: .mouse,
        region: region(row: row, snapshot: snapshot, rows: rows))
    case .scroll(let direction, let column, let row):
      raw = .scroll(
        delta: direction == .down ? 1 : -1, unit: .notches, phase: .none, x: x(column: column),
        y: renderer.scale.y(row: row), region: region(row: row, snapshot: snapshot, rows: rows),
        contentMaximum: renderer.scrollMaximum(of: snapshot), time: time)
    case .key(let key):
      guard let sheetKey = Self.sheetKey(key) else {
        return demoInputs(for: key, snapshot: snapshot, reducesMotion: reducesMotion)
      }
      raw = .key(sheetKey, region: .handle, time: time)
    }
    return interpreter.interpret(raw, on: snapshot).inputs
  }

  /// Where a row is, for the interpreter: the sheet's top row is its handle, the list its scrollable
  /// content, the rest of its rows its body, above it the dimming, and below it (the status line) outside.
  package func region(row: Int, snapshot: PullUpSnapshot, rows: Int) -> PullUpRegion {
    let sheetRows = renderer.sheetRows(of: snapshot, rows: rows)
    guard !snapshot.isHidden, !sheetRows.isEmpty else { return row < rows - 1 ? .dimming : .outside }
    if row < sheetRows.lowerBound { return .dimming }
    guard sheetRows.contains(row) else { return .outside }
    if renderer.listRows(of: snapshot, rows: rows).contains(row) { return .scrollableContent }
    return row == sheetRows.lowerBound ? .handle : .body
  }

  private func x(column: Int) -> Double {
    renderer.scale.width(columns: column) + renderer.scale.pointsPerColumn / 2
  }

  /// The terminal's keys for one of the sheet's keys (the interpreter's): an exhaustive switch, so that a key
  /// added to `PullUpKey` does not compile here until the demo maps it or says why it cannot. The help
  /// (`pullup demo --help`), the status line and PullUpTerminal's article name exactly the keys this maps
  /// (`KeyListTests`).
  ///
  /// - Parameter key: The interpreter's key.
  /// - Returns: The terminal keys that give it; empty for a key the demo does not give.
  package static func terminalKeys(for key: PullUpKey) -> [TerminalKey] {
    switch key {
    case .escape: return [.escape]
    case .up: return [.up]
    case .down: return [.down]
    // The decoder reads these keys' sequences (`ESC [ 5 ~`, `ESC [ H`, …) and drops them: `TerminalKey` has no
    // case for them.
    case .pageUp, .pageDown, .home, .end: return []
    // Space and Return are the demo's own (space toggles, as the handle's tap would), and the demo's handle
    // takes no focus to activate.
    case .activate: return []
    }
  }

  /// The sheet's key a terminal key gives, if it is one rather than one of the demo's letters.
  private static func sheetKey(_ key: TerminalKey) -> PullUpKey? {
    PullUpKey.allCases.first { terminalKeys(for: $0).contains(key) }
  }

  private func demoInputs(for key: TerminalKey, snapshot: PullUpSnapshot, reducesMotion: Bool) -> [PullUpInput] {
    switch key {
    case .space:
      return [.toggleState()]
    case .character("h"), .character("H"):
      return [.setHidden(!snapshot.isHidden)]
    case .character("l"), .character("L"):
      return [.setLocked(!snapshot.isLocked)]
    case .character("k"), .character("K"):
      let height =
        snapshot.keyboardHeight > 0 ? 0 : renderer.keyboardHeight(containerHeight: snapshot.layout.containerSize.height)
      return [.keyboardChanged(height: height)]
    case .character("m"), .character("M"):
      return [.setReducesMotion(!reducesMotion)]
    case .character("+"), .character("="):
      return snapshot.accessibility.increment.map { [.accessibilityActionPerformed($0)] } ?? []
    case .character("-"), .character("_"):
      return snapshot.accessibility.decrement.map { [.accessibilityActionPerformed($0)] } ?? []
    case .character(let character) where character.isWholeNumber:
      let actions = TerminalSheetRenderer.accessibilityActions(of: snapshot)
      guard let digit = character.wholeNumberValue, digit >= 1, digit <= actions.count else { return [] }
      return [.accessibilityActionPerformed(actions[digit - 1])]
    default:
      return []
    }
  }
}
