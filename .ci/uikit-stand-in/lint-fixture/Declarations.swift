// The declaration scan's self-test (.ci/check-apple-adapters): each line that ends with the must-fail mark is a
// declaration without its address or its version and must be reported; the others are complete. Never compiled.
import Foundation

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor open class UIView: NSObject {
  @available(iOS 2.0, *)
  open var frame: CGRect = .zero  // LINT: must fail

  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero  // LINT: must fail

  // https://developer.apple.com/documentation/uikit/uiview/alpha
  @available(iOS 2.0, *)
  open var alpha: CGFloat = 1
}

@MainActor open class UIWindow: UIView {}  // LINT: must fail

// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, *)
public struct UIEdgeInsets {
  public var top: CGFloat  // LINT: must fail
}
