import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation

/// What a split view's divider (or a sheet's handle) says to VoiceOver in SwiftUI, from the snapshot: the
/// UIKit adapter's ``AccessibilityElement``, which decides it, spoken in SwiftUI's modifiers.
///
/// | SwiftUI                                             | from                                              |
/// |-----------------------------------------------------|---------------------------------------------------|
/// | `accessibilityLabel(_:)`                            | ``label``, the app's name for the divider         |
/// | `accessibilityValue(_:)`                            | ``value``: "Detent 2 of 2", "Between detents 1 and 2 of 2" |
/// | `accessibilityAddTraits` / `accessibilityAdjustableAction(_:)` | ``isAdjustable``, ``adjust(direction:)`` |
/// | `accessibilityAction(named:_:)`, one per action      | ``namedActions``, in `PullUpAccessibilityAction.allCases` order |
///
/// A split view's "detents" are the ends of its range: an increment moves the divider up to the bottom
/// part's largest fraction, a decrement down to its smallest, and the named actions say "Expand" and
/// "Collapse" (the configuration's ``PullUpAccessibilityLabels``). A locked divider offers nothing.
package struct DividerAccessibility: Sendable, Hashable {
  /// The divider's label unless the app names it: "Divider".
  package static let defaultLabel = "Divider"

  /// The element as the UIKit adapter decides it.
  package var element: AccessibilityElement

  /// The element for the sheet in `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: The sheet on screen.
  ///   - label: The app's name for the divider, ``defaultLabel`` unless the app names it.
  package init(snapshot: PullUpSnapshot, label: String = defaultLabel) {
    element = AccessibilityElement(snapshot: snapshot, label: label)
  }

  /// The element's label.
  package var label: String { element.label }
  /// The element's value, `PullUpAccessibility.value`.
  package var value: String { element.value }
  /// Whether the element is adjustable now: while it has an increment or a decrement.
  package var isAdjustable: Bool { element.isAdjustable }
  /// The named actions that apply now, each with its name and what it performs.
  package var namedActions: [AccessibilityElement.CustomAction] { element.customActions }

  /// The input an adjustment gives, or `nil` when there is nothing that way (at the end of the range, or
  /// locked).
  ///
  /// - Parameter direction: SwiftUI's adjustment direction.
  /// - Returns: `.accessibilityActionPerformed` of the snapshot's increment or decrement, or `nil`.
  package func adjust(direction: AdjustDirection) -> PullUpInput? {
    let action: PullUpAccessibilityAction?
    switch direction {
    case .increment: action = element.increment
    case .decrement: action = element.decrement
    }
    return action.map { .accessibilityActionPerformed($0) }
  }
}
