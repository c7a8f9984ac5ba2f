#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import SwiftUI

  /// The split view's default divider: a bar across the split with a grip in its middle, 22 points high.
  /// ``PullUpSplitView`` makes whatever divider it shows draggable, adjustable and focusable; this one only
  /// draws.
  public struct PullUpDivider: View {
    /// Creates the default divider.
    public init() {}

    public var body: some View {
      ZStack {
        Color.gray.opacity(0.25)
        Capsule()
          .fill(Color.secondary)
          .frame(width: 36, height: 5)
      }
      .frame(height: 22)
      .contentShape(Rectangle())
    }
  }
#endif
