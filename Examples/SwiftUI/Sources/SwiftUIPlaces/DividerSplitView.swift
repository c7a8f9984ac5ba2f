#if canImport(SwiftUI)
  import PullUp
  import PullUpSwiftUI
  import SwiftUI

  /// The article's last step, with PullUp: a divider of the app's own (the article's `controlView`) and a
  /// controller the app keeps (the article's view model), so that the app follows the divider. The bottom pane
  /// says its height, from the controller's snapshots: the way on iOS 16, where `PullUpModel` (iOS 17) is not.
  public struct DividerSplitView: View {
    /// The split view's controller, made once: SwiftUI keeps the first value of a `@State` for the view's
    /// lifetime.
    @State private var controller: PullUpController
    /// The bottom pane's height in points, as the last snapshot says.
    @State private var bottomHeight = 0.0

    /// - Throws: `PullUpError` if the configuration does not validate (`.splitView()`'s always does).
    public init() throws(PullUpError) {
      _controller = State(wrappedValue: try makeSplitViewController())
    }

    public var body: some View {
      PullUpSplitView(controller: controller) {
        Color.gray
      } bottom: {
        Text(verbatim: "\(Int(bottomHeight.rounded())) points")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      } divider: {
        LabelledDivider()
      }
      .task { @MainActor in await followSnapshots() }
    }

    /// Follows the controller's snapshots until the view goes: SwiftUI then cancels the task, and the stream ends.
    private func followSnapshots() async {
      for await snapshot in controller.snapshots { bottomHeight = snapshot.height }
    }
  }

  /// A controller for a split view that the app owns: on the main actor, as SwiftUI's views are, with frames
  /// from the view (`.external`: the split view advances it while the divider settles). The container is a
  /// placeholder, which the split view replaces with its size and safe area as it lays out.
  @MainActor
  func makeSplitViewController() throws(PullUpError) -> PullUpController {
    try PullUpController(
      configuration: .splitView(middle: 0.5, range: 0.2...0.8), container: PullUpContainer(width: 390, height: 844),
      frameSource: .external, executor: .mainActor)
  }

  /// The app's divider: a bar as tall as a finger, which says what it does.
  struct LabelledDivider: View {
    var body: some View {
      ZStack {
        Color.gray
        Text("Drag to resize")
          .font(.caption)
      }
      .frame(height: 44)
    }
  }
#endif
