/// How a settling sheet moves to its target: the extension point for motion.
///
/// PullUp's built-in is the spring (``PullUpSpringParameters``, in a configuration as
/// ``PullUpMotionPolicy/spring(_:)``); reduced motion's glide is a spring too
/// (``PullUpSpringParameters/reducedMotion``). Yours plugs in with ``PullUpMotionPolicy/custom(_:)`` and
/// then moves the sheet wherever a built-in would: after a release, a request, a resize, the keyboard.
///
/// A motion is a formula of time, not a step per frame: ``state(of:after:)`` says where the sheet is a given
/// number of seconds after the move started. The machine asks it at each frame's time, so the sheet is at
/// the same place at the same instant whatever the frame rate, and a finger that catches the sheet
/// catches it where it is on screen.
///
/// ```swift
/// /// Eases to the target in a fixed time, ignoring the release velocity.
/// struct EaseOut: PullUpMotion {
///   var duration = 0.3
///   var name: String { "ease out" }
///
///   func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
///     let t = min(elapsed / duration, 1)
///     let distance = move.target - move.start
///     let height = move.start + distance * (1 - (1 - t) * (1 - t) * (1 - t))
///     let heightVelocity = t < 1 ? distance * 3 * (1 - t) * (1 - t) / duration : 0
///     return (height, heightVelocity)
///   }
/// }
/// ```
///
/// Put it into a configuration with ``PullUpMotionPolicy/custom(_:)``:
///
/// ```swift
/// configuration.movement.motion = .custom(EaseOut())
/// ```
///
/// ## What a motion must guarantee
/// - **It starts where the sheet is**: at `elapsed` 0 the height is ``PullUpMove/start``, so nothing jumps.
/// - **It is a function of time**: the same move and the same `elapsed` give the same state, whatever was
///   asked before. No state kept between calls: that is what makes it frame-rate independent and replays
///   exact.
/// - **It comes to rest at the target**: the move ends at the first frame where nothing visible is left,
///   `√(x² + (v·h)²) < 0.5` for the displacement `x` from ``PullUpMove/target`` in points and the speed `v`
///   in points per second, with `h = 1/(2π)` s: within half a point, too slow to carry it half a point
///   further. That frame draws the sheet exactly at the target (a `PullUpController` also ends the move at an
///   input that comes once this holds, before such a frame). For the built-in spring `h` is its own
///   `response / 2π`, which proves that it never again strays half a point; a motion of yours must get
///   there, and stay within half a point of the target afterwards, in a few seconds.
/// - **Finite values.** The height velocity is in points per second, positive while the height grows (up):
///   the opposite sign of the velocity a pan recognizer reports.
///
/// The machine guards against a motion that breaks them: a non-finite state, or a move still running
/// after 60 seconds, ends at the target; a height further than the container's
/// height beyond the move's start and target is clamped. `PullUpTesting`'s `PullUpMotionCheck` checks the
/// guarantees, frame-rate independence from 30 to 240 Hz and interruption included, in a test of yours.
///
/// A configuration holding a custom motion cannot be encoded (`Codable`): encoding throws
/// `EncodingError.invalidValue` naming the motion.
public protocol PullUpMotion: Sendable, Hashable {
  /// A short name for logs and error messages: "spring".
  var name: String { get }

  /// Where the sheet is, and how fast it moves, `elapsed` seconds after `move` started.
  ///
  /// - Parameters:
  ///   - move: Where the move starts, at what height velocity, and its target.
  ///   - elapsed: Seconds since the start; never negative.
  /// - Returns: The height in points and the height velocity in points per second, positive while the
  ///   height grows.
  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double)

  /// Checks the motion's parameters; ``PullUpMachine`` refuses a configuration whose motion throws.
  func validate() throws(PullUpError)
}

extension PullUpMotion {
  /// Nothing to check.
  public func validate() throws(PullUpError) {}

  /// Whether `other` is a motion of the same type with the same parameters.
  func isEqual(to other: any PullUpMotion) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A move a motion makes: from where the sheet is, at its height velocity, to a target.
public struct PullUpMove: Sendable, Hashable {
  /// The sheet's height when the move starts, in points.
  public var start: Double
  /// How fast the sheet's height changes when the move starts, in points per second, positive while the
  /// height grows (up): the finger's after a release (a release `velocity` of -1200 in screen coordinates
  /// is 1200 here), the running move's when a move is redirected, zero from rest.
  public var heightVelocity: Double
  /// The height the move ends at, in points.
  public var target: Double
  /// Whether the move takes over from a running one (a new target while settling), so that
  /// ``heightVelocity`` is the sheet's own motion and not a gesture's.
  public var continues: Bool

  /// Creates a move.
  package init(start: Double, heightVelocity: Double, target: Double, continues: Bool = false) {
    self.start = start
    self.heightVelocity = heightVelocity
    self.target = target
    self.continues = continues
  }
}
