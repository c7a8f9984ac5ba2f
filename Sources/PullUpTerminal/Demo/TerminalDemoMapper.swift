import PullUpCore

/// Turns terminal input into the controller's inputs (`PullUpInput`), knowing only the snapshot on screen and
/// whether motion is reduced: pure and testable.
///
/// - A press on the sheet's rows begins a drag; moving with the button held changes it by whole rows
///   (``TerminalScale/translation(rows:)``); the release ends it. A press on the list of places (below the
///   header) begins a drag in scrollable content, so that the sheet and the list share the finger by the
///   scroll policy. A hidden sheet that may be dragged into view is taken by a press on the bottom two
///   rows.
/// - A press above the sheet is a tap on the background (`dimmingTapped`): where it is dimmed, the sheet
///   collapses, as a tap on ISHPullUp's dimming view does.
/// - The mouse wheel over the sheet scrolls the list by three rows when the snapshot lets it scroll by
///   itself; otherwise, as a trackpad does in the Maps app, wheeling down (further into the list) moves
///   the sheet to the next detent up, and wheeling up moves it to the next detent down.
/// - ↑ and ↓ move to the next detent up or down, space toggles collapsed and expanded, `h` hides and
///   shows, `l` locks and unlocks, `k` raises and lowers the keyboard
///   (``TerminalSheetRenderer/keyboardHeight(containerHeight:)``), `m` toggles reduced motion, the digits
///   perform the accessibility actions as the bar numbers them
///   (``TerminalSheetRenderer/accessibilityActions(of:)``), `+` and `-` adjust (the adjustable element's
///   increment and decrement), `q` and Control-C quit.
package struct TerminalDemoMapper: Sendable {
  package let renderer: TerminalSheetRenderer
  package let dragsWhileHidden: Bool
  /// Whether motion is reduced, as the last `setReducesMotion` the mapper produced said.
  package private(set) var reducesMotion: Bool
  private var pressRow: Int?

  /// How far one notch of the mouse wheel scrolls the list.
  package static let wheelRows = 3

  package init(renderer: TerminalSheetRenderer, dragsWhileHidden: Bool, reducesMotion: Bool = false) {
    self.renderer = renderer
    self.dragsWhileHidden = dragsWhileHidden
    self.reducesMotion = reducesMotion
  }

  /// Whether an event ends the demo: `q` or Control-C.
  package static func quits(_ event: TerminalInputEvent) -> Bool {
    switch event {
    case .key(.character("q")), .key(.character("Q")), .key(.interrupt): return true
    default: return false
    }
  }

  /// Whether a mouse drag is in progress.
  package var isDragging: Bool { pressRow != nil }

  /// The inputs an event asks for, given the snapshot on screen and the terminal's height in rows.
  package mutating func inputs(
    for event: TerminalInputEvent, snapshot: PullUpSnapshot, rows: Int
  ) -> [PullUpInput] {
    switch event {
    case .mouse(.press, _, let row):
      let sheetRows = renderer.sheetRows(of: snapshot, rows: rows)
      let grabsHidden = snapshot.isHidden && dragsWhileHidden && row >= rows - 3 && row < rows - 1
      if grabsHidden || (sheetRows.contains(row) && !snapshot.isHidden) {
        pressRow = row
        let onList = !grabsHidden && renderer.listRows(of: snapshot, rows: rows).contains(row)
        return [.dragBegan(inScrollableContent: onList)]
      }
      // Above the sheet is the background: the machine decides whether it is dimmed and the tap collapses.
      if row < sheetRows.lowerBound { return [.dimmingTapped] }
      return []
    case .mouse(.drag, _, let row):
      guard let pressRow else { return [] }
      return [.dragChanged(translation: renderer.scale.translation(rows: row - pressRow))]
    case .mouse(.release, _, _):
      guard pressRow != nil else { return [] }
      pressRow = nil
      return [.dragEnded()]
    case .scroll(let direction, _, let row):
      guard !isDragging, renderer.sheetRows(of: snapshot, rows: rows).contains(row) else { return [] }
      return wheel(direction, snapshot: snapshot)
    case .key(let key):
      return inputs(for: key, snapshot: snapshot)
    }
  }

  private func wheel(_ direction: TerminalScrollDirection, snapshot: PullUpSnapshot) -> [PullUpInput] {
    let maximum = renderer.scrollMaximum(of: snapshot)
    let step = renderer.scale.height(rows: Self.wheelRows)
    let offset = snapshot.contentOffset
    switch direction {
    case .down where snapshot.isContentScrollEnabled && offset < maximum:
      return [.scrollOffsetChanged(Swift.min(offset + step, maximum), maximum: maximum)]
    case .up where snapshot.isContentScrollEnabled && offset > 0:
      // The list may have shrunk (the keyboard went away) before the controller heard of the new maximum.
      return [.scrollOffsetChanged(Swift.min(Swift.max(offset - step, 0), maximum), maximum: maximum)]
    case .down:
      return snapshot.detentStep(up: true).map { [$0] } ?? []
    case .up:
      return snapshot.detentStep(up: false).map { [$0] } ?? []
    }
  }

  private mutating func inputs(for key: TerminalKey, snapshot: PullUpSnapshot) -> [PullUpInput] {
    switch key {
    case .up, .down:
      return snapshot.detentStep(up: key == .up).map { [$0] } ?? []
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
      reducesMotion.toggle()
      return [.setReducesMotion(reducesMotion)]
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
