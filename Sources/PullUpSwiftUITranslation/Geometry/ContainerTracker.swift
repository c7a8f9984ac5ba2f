import PullUpCore

/// What the glue last sent as the container, so that a body pass or a geometry callback that reports the
/// same geometry again sends nothing: a container goes to the controller once per change.
package struct ContainerTracker: Sendable, Hashable {
  /// The container last sent, `nil` before the first.
  package private(set) var sent: PullUpContainer?

  /// Creates a tracker that has sent nothing.
  package init() {}

  /// The container to send for a geometry, by ``ContainerGeometry/container(width:height:safeTop:safeBottom:safeLeading:safeTrailing:)``,
  /// or `nil`: the geometry is no container, or it is the one last sent.
  ///
  /// - Returns: A container that differs from the one last sent, now recorded as sent; or `nil`.
  package mutating func update(
    width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 0, safeLeading: Double = 0,
    safeTrailing: Double = 0
  ) -> PullUpContainer? {
    guard
      let container = ContainerGeometry.container(
        width: width, height: height, safeTop: safeTop, safeBottom: safeBottom, safeLeading: safeLeading,
        safeTrailing: safeTrailing),
      container != sent
    else { return nil }
    sent = container
    return container
  }

  /// Forgets the container sent, so that the next geometry is sent: for a new controller, or after the
  /// controller refused a container.
  package mutating func forget() {
    sent = nil
  }
}
