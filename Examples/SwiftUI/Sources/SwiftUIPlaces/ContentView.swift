#if canImport(SwiftUI) && canImport(UIKit)
  // The first step of "A sheet in your SwiftUI app" and README's SwiftUI quick start: Xcode's template's
  // `ContentView`, with a sheet over it whose state is the view's. A drag moves the sheet and the binding
  // follows; the button sets the binding and the sheet follows. README shows the region word for word
  // (Examples/Client's ReadmeTests).
  // README: swiftui-quick-start
  import PullUp
  import PullUpSwiftUI
  import SwiftUI

  struct ContentView: View {
    @State private var state: PullUpState = .collapsed

    var body: some View {
      Color.teal
        .ignoresSafeArea()
        .pullUpSheet(state: $state) {
          Button("Expand") { state = .expanded }
            .disabled(state == .expanded)
        }
    }
  }
// README: end
#endif
