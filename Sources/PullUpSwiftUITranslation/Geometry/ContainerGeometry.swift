import PullUpCore

/// The container a SwiftUI view gives the controller: its size and safe area, read from a `GeometryProxy`
/// (`size`, `safeAreaInsets`) by `onGeometryChange(for:of:action:)`.
///
/// A size SwiftUI reports before its first layout (zero), or any value the machine would refuse (a width or a
/// height below one point or not finite, an inset that is negative or not finite), is no container: `nil`,
/// and the glue sends nothing, so the sheet keeps the container it has.
package enum ContainerGeometry {
  /// The container for a geometry, or `nil` when there is none to send.
  ///
  /// - Parameters:
  ///   - width: `proxy.size.width`, in points.
  ///   - height: `proxy.size.height`, in points.
  ///   - safeTop: `proxy.safeAreaInsets.top`.
  ///   - safeBottom: `proxy.safeAreaInsets.bottom`.
  ///   - safeLeading: `proxy.safeAreaInsets.leading` (PullUp's `left`).
  ///   - safeTrailing: `proxy.safeAreaInsets.trailing` (PullUp's `right`).
  /// - Returns: A container the machine takes (`PullUpContainer.validate()` passes), or `nil`.
  package static func container(
    width: Double, height: Double, safeTop: Double = 0, safeBottom: Double = 0, safeLeading: Double = 0,
    safeTrailing: Double = 0
  ) -> PullUpContainer? {
    let container = PullUpContainer(
      width: width, height: height,
      safeArea: PullUpInsets(top: safeTop, left: safeLeading, bottom: safeBottom, right: safeTrailing))
    // The machine's own rule, so that what is sent is never refused and what is refused is never sent.
    guard (try? container.validate()) != nil else { return nil }
    return container
  }
}
