/// Where a ``PullUpController`` runs its code.
public enum PullUpExecutor: Sendable {
  /// Its own serial executor, like any actor; with a ``PullUpFrameDriver`` as its frame source, the
  /// driver's, shared with the other controllers it drives this way, so that a frame reaches them all
  /// without a hop.
  case own
  /// The main actor's executor. Synchronous main-actor code, such as a pan recognizer's action, can then
  /// call the controller at once, without a task or a hop, through `assumeIsolated` (SE-0392):
  ///
  /// ```swift
  /// @MainActor func panChanged(translation: Double) {
  ///   controller.assumeIsolated { controller in
  ///     try? controller.applyNow(.dragChanged(translation: translation))
  ///   }
  /// }
  /// ```
  ///
  /// `assumeIsolated` checks that the caller runs on the main actor and traps otherwise; it is for
  /// synchronous code. From `async` code, `await` the controller's methods as usual: they run on the main
  /// actor too.
  case mainActor
  /// A serial executor of your own.
  case custom(any SerialExecutor)
}
