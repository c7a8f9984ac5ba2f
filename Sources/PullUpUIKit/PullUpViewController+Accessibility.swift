#if canImport(UIKit)  // Elsewhere the module is empty: Linux type-checks it against .ci/uikit-stand-in.
  import PullUp
  import PullUpHost
  import UIKit

  /// Accessibility beyond the handle's element (``PullUpHandleView``): the controller's announcements
  /// ("Expanded", "Detent 2 of 3", after a settle that ends somewhere new) are posted to VoiceOver, and Reduce
  /// Motion is followed while the view controller lives: on, it turns the configuration's
  /// `PullUpConfiguration.Movement.reducesMotion` on (every settle a short transition without overshoot); a
  /// change of the setting applies at once.
  extension PullUpViewController {
    func connectAccessibility() {
      if UIAccessibility.isReduceMotionEnabled { host.apply(.setReducesMotion(true)) }
      observers.add(
        NotificationCenter.default.addObserver(
          forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated {
            _ = self?.host.apply(.setReducesMotion(UIAccessibility.isReduceMotionEnabled))
          }
        })
    }
  }
#endif
