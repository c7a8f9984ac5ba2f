/// How much a stream keeps for one subscriber that reads slower than values are published.
///
/// Pass it when you obtain a stream, for example `controller.events(buffering: .newest(64))`. Each
/// subscriber has its own buffer, so one slow loop never holds back another.
public enum PullUpBuffering: Sendable, Hashable {
  /// Every value is kept until read: nothing is ever dropped, and a loop that stopped reading makes its
  /// buffer grow with every value published. The default for `states` and `events`.
  case all
  /// At most this many unread values are kept; a new value pushes out the oldest unread one, so a slow
  /// loop skips ahead to the newest. `newest(1)` is the default for `snapshots`.
  ///
  /// A count below 1 (`newest(0)`, or negative) counts as 1: a subscriber always keeps the newest value
  /// it has not read, so `newest(0)` behaves as `newest(1)`. Nothing is refused.
  case newest(Int)
  /// At most this many unread values are kept; once full, new values are dropped until the loop reads, so a
  /// slow loop sees the first values in order and misses later ones.
  ///
  /// A count below 1 (`oldest(0)`, or negative) counts as 1: the loop keeps the first value it has not
  /// read, so `oldest(0)` behaves as `oldest(1)`. Nothing is refused.
  case oldest(Int)

  /// The most unread values kept, or `nil` for no limit. A limit below 1 counts as 1: a subscriber always
  /// keeps at least the value it has not read yet.
  var limit: Int? {
    switch self {
    case .all: return nil
    case .newest(let count), .oldest(let count): return Swift.max(1, count)
    }
  }
}
