import PullUpCore

/// What the demo asks the controller to do.
package enum TerminalDemoCommand: Sendable, Hashable {
  case dragBegan
  case dragChanged(translation: Double)
  case dragEnded
  case setState(PullUpState)
  case setHeight(Double)
  case toggleState
  case setHidden(Bool)
  case setLocked(Bool)
  case quit
}

/// Turns terminal input into demo commands, knowing only the snapshot on screen: pure and testable.
///
/// - A press on the sheet's rows begins a drag; moving with the button held changes it by whole rows
///   (``TerminalScale/translation(rows:)``); the release ends it. A hidden sheet that may be dragged into
///   view is taken by a press on the bottom two rows.
/// - A press on dimmed content collapses the sheet, as a tap on ISHPullUp's dimming view does.
/// - ↑ and ↓ move to the next detent up or down, space toggles collapsed and expanded, `h` hides and
///   shows, `l` locks and unlocks, `q` and Control-C quit.
package struct TerminalDemoMapper: Sendable {
  package let renderer: TerminalSheetRenderer
  package let dragsWhileHidden: Bool
  private var pressRow: Int?

  package init(renderer: TerminalSheetRenderer, dragsWhileHidden: Bool) {
    self.renderer = renderer
    self.dragsWhileHidden = dragsWhileHidden
  }

  /// Whether a mouse drag is in progress.
  package var isDragging: Bool { pressRow != nil }

  package mutating func commands(
    for event: TerminalInputEvent, snapshot: PullUpSnapshot, rows: Int
  ) -> [TerminalDemoCommand] {
    switch event {
    case .mouse(.press, _, let row):
      let sheetRows = renderer.sheetRows(of: snapshot, rows: rows)
      let grabsHidden = snapshot.isHidden && dragsWhileHidden && row >= rows - 3 && row < rows - 1
      if sheetRows.contains(row) || grabsHidden {
        pressRow = row
        return [.dragBegan]
      }
      if snapshot.layout.dimmingAlpha > 0, row < sheetRows.lowerBound { return [.setState(.collapsed)] }
      return []
    case .mouse(.drag, _, let row):
      guard let pressRow else { return [] }
      return [.dragChanged(translation: renderer.scale.translation(rows: row - pressRow))]
    case .mouse(.release, _, _):
      guard pressRow != nil else { return [] }
      pressRow = nil
      return [.dragEnded]
    case .scroll:
      return []
    case .key(let key):
      return commands(for: key, snapshot: snapshot)
    }
  }

  private func commands(for key: TerminalKey, snapshot: PullUpSnapshot) -> [TerminalDemoCommand] {
    switch key {
    case .up, .down:
      guard !snapshot.detents.isEmpty else { return [] }
      let current =
        snapshot.detentIndex ?? snapshot.detents.indices.min {
          abs(snapshot.detents[$0] - snapshot.restingHeight) < abs(snapshot.detents[$1] - snapshot.restingHeight)
        } ?? 0
      let next = key == .up ? Swift.min(current + 1, snapshot.detents.count - 1) : Swift.max(current - 1, 0)
      return [.setHeight(snapshot.detents[next])]
    case .space:
      return [.toggleState]
    case .character("h"), .character("H"):
      return [.setHidden(!snapshot.isHidden)]
    case .character("l"), .character("L"):
      return [.setLocked(!snapshot.isLocked)]
    case .character("q"), .character("Q"), .interrupt:
      return [.quit]
    default:
      return []
    }
  }
}
