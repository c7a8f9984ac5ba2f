#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import UIKit

  // What needs the Objective-C runtime, and only that: a `CADisplayLink`'s target before iOS 18 (its tick is a
  // selector), and an action on a gesture recognizer (the tracked scroll view's pan, the scroll pans), whose
  // target-action pair is a selector too. `@objc` and `#selector` do not compile where there is no Objective-C
  // runtime, so this file is the only one under `#if canImport(ObjectiveC)`.
  //
  // How the rest still type-checks on Linux: the rest calls the shims through the protocol below and the
  // function `objectiveCShims()`, both declared outside the `#if`, so the Linux check (against
  // .ci/uikit-stand-in) type-checks every call, every closure handed in and every use of what comes back.
  // What it cannot see is the implementation, `RuntimeShims`, which is compiled only against Apple's SDK;
  // on Linux `objectiveCShims()` returns `nil` and nothing is called.

  /// The Objective-C runtime's services, for the rest of the module.
  @MainActor
  protocol ObjectiveCShims {
    /// Adds an action to a recognizer (`addTarget(_:action:)`); UIKit calls it after the recognizer's own
    /// actions added before it (for a scroll view's pan: after the scroll view moved its offset).
    ///
    /// - Returns: The target, which the caller keeps while the action should run (the recognizer does not
    ///   retain it), and hands to ``removeTarget(_:from:)``.
    func addTarget(to recognizer: UIGestureRecognizer, _ action: @escaping @MainActor () -> Void) -> AnyObject

    /// Removes an action added by ``addTarget(to:_:)`` (`removeTarget(_:action:)`).
    func removeTarget(_ target: AnyObject, from recognizer: UIGestureRecognizer)

    /// A display link on the main run loop in its common modes (so it runs while a scroll view tracks), paused,
    /// that calls `tick` each frame while it runs. Invalidate it to stop it for good: it retains its target,
    /// which holds `tick`.
    func displayLink(_ tick: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink
  }

  #if canImport(ObjectiveC)
    import ObjectiveC

    /// The shims, where the Objective-C runtime is.
    @MainActor
    func objectiveCShims() -> (any ObjectiveCShims)? { RuntimeShims() }

    private struct RuntimeShims: ObjectiveCShims {
      func addTarget(to recognizer: UIGestureRecognizer, _ action: @escaping @MainActor () -> Void) -> AnyObject {
        let target = ActionTarget(action)
        recognizer.addTarget(target, action: #selector(ActionTarget.run))
        return target
      }

      func removeTarget(_ target: AnyObject, from recognizer: UIGestureRecognizer) {
        recognizer.removeTarget(target, action: #selector(ActionTarget.run))
      }

      func displayLink(_ tick: @escaping @MainActor (CADisplayLink) -> Void) -> CADisplayLink {
        let link = CADisplayLink(target: DisplayLinkTarget(tick), selector: #selector(DisplayLinkTarget.tick(_:)))
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        return link
      }
    }

    @MainActor
    private final class ActionTarget: NSObject {
      let action: @MainActor () -> Void

      init(_ action: @escaping @MainActor () -> Void) { self.action = action }

      // Not `perform`: NSObject's `perform(_:)` would make the selector ambiguous.
      @objc func run() { action() }
    }

    @MainActor
    private final class DisplayLinkTarget: NSObject {
      let body: @MainActor (CADisplayLink) -> Void

      init(_ body: @escaping @MainActor (CADisplayLink) -> Void) { self.body = body }

      @objc func tick(_ link: CADisplayLink) { body(link) }
    }
  #else
    /// No shims without the Objective-C runtime (the Linux check): nothing that needs them is set up.
    @MainActor
    func objectiveCShims() -> (any ObjectiveCShims)? { nil }
  #endif
#endif
