/// When a finger on the sheet's scrollable content scrolls the content, and when it moves the sheet.
///
/// A sheet that holds a scroll view (a list of search results, as in the Maps app) receives one drag for
/// both. The front end reports such a drag with
/// ``PullUpInput/dragBegan(inScrollableContent:)`` and `inScrollableContent: true`; on every sample
/// the machine splits the finger's movement since the previous sample between the sheet and the content
/// offset (``PullUpSnapshot/contentOffset``), so the hand-over happens mid-gesture without a jump. The
/// sheet's movement and the content's scroll always add up to the finger's movement.
///
/// In every policy a sheet stretched past one of its ends by the rubber band relaxes first, and a finger
/// moving down scrolls the content back to its top before it moves the sheet.
public enum PullUpScrollPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// The Maps app's rule, and the default: moving up, the sheet grows to its highest detent first, then
  /// the content scrolls (to its maximum offset; beyond it the sheet rubber-bands). Moving down, the
  /// content scrolls back to its top, then the sheet follows the finger, in the same drag. The content
  /// may scroll by itself (``PullUpSnapshot/isContentScrollEnabled``) only at the highest detent or while
  /// it is scrolled.
  case whenExpanded
  /// The content scrolls first in both directions: moving up it scrolls to its maximum offset and only the
  /// rest moves the sheet; moving down it scrolls back to its top, then the sheet follows.
  case always
  /// The content never scrolls with the sheet: the sheet takes the whole drag.
  case never
}
