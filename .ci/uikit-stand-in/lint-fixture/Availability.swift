// The availability lint's self-test (.ci/check-apple-adapters): each line that ends with the must-fail mark uses
// a stand-in name above the iOS 16 floor unguarded and must be reported; every other use is guarded and must
// not be. Never compiled: it is read by the lint only.
import UIKit

@MainActor
func unguarded(view: UIView) {
  let link = UIUpdateLink(view: view)  // LINT: must fail
  // Members introduced with their type are checked through it (the `UIUpdateLink` above): not reported again.
  link.requiresContinuousUpdates = true
  link.addAction(to: .beforeCADisplayLinkDispatch) { _, _ in }
  if #available(iOS 17, *) {
    _ = UIUpdateLink(view: view)  // LINT: must fail
  }
  if #available(iOS 18, *) {
    _ = UIUpdateLink(view: view)
  } else {
    _ = UIUpdateLink(view: view)  // LINT: must fail
  }
  // A name in a comment is no use: UIUpdateLink.
  _ = "UIUpdateLink in a string is no use"
}

@MainActor
func guarded(view: UIView) {
  guard #available(iOS 18, *) else { return }
  let link = UIUpdateLink(view: view)
  link.addAction(to: .beforeCADisplayLinkDispatch) { _, info in _ = info.modelTime }
}

@available(iOS 18, *)
@MainActor
final class Guarded {
  let link: UIUpdateLink

  init(view: UIView) { link = UIUpdateLink(view: view) }
}

@MainActor
final class AfterTheGuardedOne {
  var info: UIUpdateInfo?  // LINT: must fail
}
