#if canImport(SwiftUI) && canImport(UIKit)  // Linux type-checks it against .ci/swiftui-stand-in and .ci/uikit-stand-in.
  import PullUp
  import SwiftUI

  extension EnvironmentValues {
    /// The controller of the ``PullUpSheet`` whose content or sheet this view is in; `nil` outside one.
    ///
    /// Read the sheet's streams where SwiftUI runs a view's work, in `.task`, which ends the loop when the view
    /// goes:
    ///
    /// ```swift
    /// struct Header: View {
    ///   @Environment(\.pullUpController) private var controller
    ///   @State private var resting = true
    ///
    ///   var body: some View {
    ///     Text(resting ? "Places" : "…")
    ///       .task {
    ///         guard let controller else { return }
    ///         for await snapshot in controller.snapshots { resting = snapshot.phase == .resting }
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// Delegates set on it are held weakly, as everywhere in PullUp: keep yours in a property or in `@State`.
    public var pullUpController: PullUpController? {
      get { self[PullUpControllerKey.self] }
      set { self[PullUpControllerKey.self] = newValue }
    }
  }

  /// The environment's key for ``SwiftUICore/EnvironmentValues/pullUpController``.
  private struct PullUpControllerKey: EnvironmentKey {
    static let defaultValue: PullUpController? = nil
  }

  /// A view of the sheet's (its content or its sheet) with the sheet's controller in its environment.
  struct SheetRoot<Root: View>: View {
    var controller: PullUpController?
    var root: Root

    var body: some View {
      root.environment(\.pullUpController, controller)
    }
  }
#endif
