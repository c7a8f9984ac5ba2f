import PullUpCore
import PullUpFrontEnd

/// What the sheet's accessibility element (the handle) says to VoiceOver and Switch Control now, from the
/// snapshot (R12).
///
/// | `UIAccessibility`                       | from                                                         |
/// |-----------------------------------------|--------------------------------------------------------------|
/// | `.adjustable` trait                     | ``isAdjustable``: the sheet has an increment or a decrement  |
/// | `accessibilityLabel`                    | ``label``, the app's name for the sheet                      |
/// | `accessibilityValue`                    | ``value``: "Detent 2 of 3", "Hidden"                         |
/// | `accessibilityIncrement()`              | ``increment``, performed as `accessibilityActionPerformed`   |
/// | `accessibilityDecrement()`              | ``decrement``                                                |
/// | `accessibilityCustomActions`            | ``customActions``, in `PullUpAccessibilityAction.allCases` order |
///
/// VoiceOver's escape is the Escape key on the handle, through the host (`PullUpHost.pressed(_:focusChain:time:)`);
/// the sheet is modal to VoiceOver while the layout is (`PullUpLayout.isModal`).
package struct AccessibilityElement: Sendable, Hashable {
  /// A custom action: its name, read by VoiceOver, and what it performs.
  package struct CustomAction: Sendable, Hashable {
    /// The action's name, from the configuration's labels ("Expand", "Next detent").
    package var name: String
    /// What it performs (`PullUpInput.accessibilityActionPerformed`).
    package var action: PullUpAccessibilityAction

    /// Creates a custom action.
    package init(name: String, action: PullUpAccessibilityAction) {
      self.name = name
      self.action = action
    }
  }

  /// Whether the element is adjustable (swipe up and down with VoiceOver): while it has an increment or a
  /// decrement. A locked sheet offers neither.
  package var isAdjustable: Bool
  /// The element's label, the app's name for the sheet.
  package var label: String
  /// The element's value, `PullUpAccessibility.value`.
  package var value: String
  /// What an increment performs, if anything.
  package var increment: PullUpAccessibilityAction?
  /// What a decrement performs, if anything.
  package var decrement: PullUpAccessibilityAction?
  /// The custom actions that apply now, in `PullUpAccessibilityAction.allCases` order.
  package var customActions: [CustomAction]

  /// The element for the sheet in `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: The sheet on screen.
  ///   - label: The app's name for the sheet.
  package init(snapshot: PullUpSnapshot, label: String) {
    let accessibility = snapshot.accessibility
    self.label = label
    value = accessibility.value
    increment = accessibility.increment
    decrement = accessibility.decrement
    isAdjustable = accessibility.increment != nil || accessibility.decrement != nil
    customActions = PullUpAccessibilityAction.allCases.filter { accessibility.actions.contains($0) }.map {
      CustomAction(name: accessibility.labels[$0], action: $0)
    }
  }
}
