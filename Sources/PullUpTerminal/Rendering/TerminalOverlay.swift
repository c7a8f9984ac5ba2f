/// What a terminal frame shows besides the snapshot: things a front end learns from the events stream or
/// keeps itself.
package struct TerminalOverlay: Sendable, Hashable {
  /// The last `PullUpEvent.announcement`, shown at the right of the accessibility bar.
  package var announcement: String?
  /// Extra flags for the status line, after the snapshot's own (the demo's "reduce motion").
  package var flags: [String]

  /// Creates an overlay.
  ///
  /// - Parameters:
  ///   - announcement: The last announcement, if any.
  ///   - flags: Extra flags for the status line.
  package init(announcement: String? = nil, flags: [String] = []) {
    self.announcement = announcement
    self.flags = flags
  }
}
