// The availability lint's self-test for the SwiftUI stand-in (.ci/check-apple-adapters): each line that ends with
// the must-fail mark uses a stand-in name above the iOS 16 or the macOS 13 floor without a check that covers both
// platforms and must be reported; every other use is guarded and must not be. Never compiled: read by the lint only.
import SwiftUI

struct Unguarded: View {
  var body: some View {
    Color.blue
      .onKeyPress { _ in .handled }  // LINT: must fail
  }

  func press(_ press: KeyPress) {}  // LINT: must fail
}

struct GuardedForIOSOnly: ViewModifier {
  func body(content: Content) -> some View {
    if #available(iOS 17, *) {
      // iOS 17 is guaranteed, macOS 13 only: onKeyPress needs macOS 14.
      content.onKeyPress { _ in .ignored }  // LINT: must fail
    } else {
      content
    }
  }
}

struct Guarded: ViewModifier {
  func body(content: Content) -> some View {
    if #available(iOS 17, macOS 14, *) {
      // focusable is macOS 12: below the floor there, so `iOS 17` alone would do for it.
      content.focusable().onKeyPress { _ in .handled }
    } else {
      content
    }
  }
}

@available(iOS 17, macOS 14, *)
struct GuardedDeclaration {
  func press(_ press: KeyPress) -> KeyPress.Result { .handled }
}

// A name in a comment is no use: onKeyPress, KeyPress.
struct AfterTheGuardedOne {
  let text = "onKeyPress in a string is no use"
  var result: KeyPress.Result?  // LINT: must fail
}
