import PullUpCore

extension TerminalSheetRenderer {
  private static let bar = TerminalStyle(foreground: .brightWhite, background: .blue)
  private static let announcementStyle = TerminalStyle(foreground: .brightYellow, background: .blue, isBold: true)

  /// The accessibility actions that apply to a sheet now, in a fixed order (`PullUpAccessibilityAction`'s
  /// cases): the bar numbers them from 1, and the demo's digit keys perform them.
  public static func accessibilityActions(of snapshot: PullUpSnapshot) -> [PullUpAccessibilityAction] {
    PullUpAccessibilityAction.allCases.filter(snapshot.accessibility.actions.contains)
  }

  /// The accessibility bar's parts on the left: the adjustable value, each numbered action with its
  /// label, and the keys that adjust when adjusting does something.
  static func accessibilityParts(of snapshot: PullUpSnapshot) -> [String] {
    let accessibility = snapshot.accessibility
    var parts = [accessibility.value]
    for (index, action) in accessibilityActions(of: snapshot).enumerated() {
      parts.append("\(index + 1) \(accessibility.labels[action])")
    }
    if accessibility.increment != nil || accessibility.decrement != nil { parts.append("+/- adjust") }
    return parts
  }

  /// Draws the accessibility bar across the scene's top row: the parts on the left, as many as fit, and
  /// the announcement on the right (it wins when both do not fit).
  func drawAccessibilityBar(
    into frame: inout TerminalFrame, snapshot: PullUpSnapshot, announcement: String?, columns: Range<Int>
  ) {
    guard !columns.isEmpty else { return }
    frame.fill(columns: columns, rows: 0..<1, with: TerminalCell(" ", style: Self.bar))
    var right = columns.upperBound - 1
    if let announcement, !announcement.isEmpty {
      let text = String("» \(announcement)".prefix(Swift.max(columns.count - 2, 0)))
      right -= text.count
      frame.write(text, column: right, row: 0, style: Self.announcementStyle)
      right -= 2
    }
    var column = columns.lowerBound + 1
    for (index, part) in Self.accessibilityParts(of: snapshot).enumerated() {
      let text = index == 0 ? part : " · " + part
      guard column + text.count <= right else { break }
      frame.write(text, column: column, row: 0, style: Self.bar)
      column += text.count
    }
  }
}
