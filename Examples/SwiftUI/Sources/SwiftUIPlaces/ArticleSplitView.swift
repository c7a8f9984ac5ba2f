#if canImport(SwiftUI)
  import PullUp
  import PullUpSwiftUI
  import SwiftUI

  /// SwiftUI SplitView's article, with PullUp: its two texts on top and two side by side below, in the article's
  /// shape (two view builders, no labels), with PullUp's divider between them. The divider keeps the bottom
  /// pane between 20 % and 80 % of the height, starting at half, as the article's does; the split view makes and
  /// keeps its own controller. On iOS and macOS alike.
  public struct ArticleSplitView: View {
    public init() {}

    public var body: some View {
      PullUpSplitView(
        {
          VStack {
            Text("Top View")
            Text("Top Title")
          }
        },
        {
          HStack {
            Text("Bottom Left View")
            Text("Bottom Right View")
          }
        })
    }
  }

  /// The split view with the configuration's two numbers set: the bottom pane starts at a third of the height and
  /// stays between 10 % and 60 % of it (SplitView's `SliderControlViewModel(middle:range:)`).
  struct ThirdSplitView: View {
    var body: some View {
      PullUpSplitView(configuration: .splitView(middle: 0.3, range: 0.1...0.6), { Color.blue }, { Color.orange })
    }
  }

  /// The same split view with its parts labelled, as trailing closures.
  struct LabelledThirdSplitView: View {
    var body: some View {
      PullUpSplitView(configuration: .splitView(middle: 0.3, range: 0.1...0.6)) {
        Color.blue
      } bottom: {
        Color.orange
      }
    }
  }
#endif
