/// Where a ``PullUpController`` runs its code.
public enum PullUpExecutor: Sendable {
  /// Its own serial executor, like any actor.
  case own
  /// The main actor's executor. A UI front end on the main actor can then call the controller without a
  /// thread hop (`controller.assumeIsolated { … }`), per SE-0392.
  case mainActor
  /// A serial executor of your own.
  case custom(any SerialExecutor)
}
