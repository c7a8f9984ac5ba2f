// The declaration scan's self-test for the SwiftUI stand-in (.ci/check-apple-adapters): each line that ends with
// the must-fail mark is a declaration without its address, its version, or an iOS version, and must be reported;
// the others are complete. Never compiled.
import Foundation

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
  @available(iOS 13.0, macOS 10.15, *)
  associatedtype Body: View  // LINT: must fail
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/onkeypress(phases:action:)
  nonisolated public func onKeyPress() -> Int { 0 }  // LINT: must fail

  // https://developer.apple.com/documentation/swiftui/view/focusable(_:)
  @available(macOS 12.0, *)
  nonisolated public func focusable() -> Int { 0 }  // LINT: must fail

  // https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  @available(iOS 13.0, macOS 10.15, *)
  nonisolated public func clipped(antialiased: Bool = false) -> Int { 0 }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, *)
public struct EmptyView {
  public typealias Body = Never
  public init() {}  // LINT: must fail
}
