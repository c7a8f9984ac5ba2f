import PullUpTerminal

/// The keys random sessions press: the demo's keys, digits for the accessibility actions, and a few it
/// ignores.
let randomSessionKeys: [TerminalKey] =
  [.up, .down, .space, .enter, .escape, .left, .right]
  + "hlkmq+-=_0123456789xé".map { TerminalKey.character($0) }

/// A random mouse press, drag, release, wheel or key, anywhere on a terminal of `columns` × `rows` and a
/// little outside it.
func randomTerminalEvent(rows: Int, columns: Int, using random: inout SeededGenerator) -> TerminalInputEvent {
  let row = Int.random(in: -3...(rows + 3), using: &random)
  let column = Int.random(in: -3...(columns + 3), using: &random)
  switch Int.random(in: 0..<10, using: &random) {
  case 0, 1: return .mouse(kind: .press, column: column, row: row)
  case 2, 3: return .mouse(kind: .drag, column: column, row: row)
  case 4: return .mouse(kind: .release, column: column, row: row)
  case 5: return .scroll(.up, column: column, row: row)
  case 6: return .scroll(.down, column: column, row: row)
  default: return .key(randomSessionKeys.randomElement(using: &random)!)
  }
}
