import PullUpCore

/// Callbacks for whoever records a demo session.
package struct TerminalDemoHooks: Sendable {
  /// The demo started with this container and content height.
  package var started: @Sendable (PullUpContainer, Double?) -> Void
  /// The controller accepted an input, this many seconds after the start. A release carries the velocity
  /// the controller estimated, in screen coordinates, so that a replay decides exactly as the demo did; a
  /// resize carries the whole new container.
  package var input: @Sendable (Double, PullUpInput) -> Void

  /// Creates hooks.
  ///
  /// - Parameters:
  ///   - started: Called once with the starting container and content height.
  ///   - input: Called for every input the controller accepted, with its time since the start.
  package init(
    started: @escaping @Sendable (PullUpContainer, Double?) -> Void,
    input: @escaping @Sendable (Double, PullUpInput) -> Void
  ) {
    self.started = started
    self.input = input
  }

  /// Hooks that do nothing.
  package static let none = TerminalDemoHooks(started: { _, _ in }, input: { _, _ in })
}
