/// The check behind the warning PullUpUIKit writes when a delegate is gone right after it was set (issue 50):
/// the controller holds its delegates weakly, as ISHPullUp does, so `sheet.sizingDelegate = Sizing()`, or the same
/// in a SwiftUI `onController` closure, sets a delegate that nothing keeps, and the sheet silently goes on without
/// it. The glue keeps a weak reference to each delegate it is given and looks again once the main actor has run
/// what was already waiting (the sizing delegate's setter hands it to the controller in a task): a reference that
/// is gone by then was never kept by the app, and the glue writes ``message(view:slot:)`` to standard error.
///
/// A reference that is gone is proof (nothing else can clear it), so the warning is never wrong; a delegate the app
/// drops later is its own choice and is not reported.
package struct ReleasedDelegateCheck {
  /// The delegate's slot on the view controller, named as its property.
  package let slot: String
  /// The delegate, held weakly.
  private weak var delegate: AnyObject?

  /// Starts watching `delegate`, just set in `slot`; `nil` for a `nil` delegate (nothing to watch).
  package init?(slot: String, delegate: AnyObject?) {
    guard let delegate else { return nil }
    self.slot = slot
    self.delegate = delegate
  }

  /// Whether the delegate is gone: nothing but the controller's weak reference held it.
  package var isReleased: Bool { delegate == nil }

  /// The line to write to standard error for a released delegate.
  ///
  /// - Parameters:
  ///   - view: The view or view controller that was given the delegate ("PullUpViewController", "PullUpSheet").
  ///   - slot: The delegate's property.
  package static func message(view: String, slot: String) -> String {
    "\(view): the \(slot) you set is already gone: delegates are held weakly; keep a strong reference to it "
      + "(a property of yours, or @State in SwiftUI), or the sheet goes on without it\n"
  }
}
