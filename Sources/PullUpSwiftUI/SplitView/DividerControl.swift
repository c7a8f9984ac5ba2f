#if canImport(SwiftUI)  // Elsewhere the module is empty: Linux type-checks it against .ci/swiftui-stand-in.
  import PullUp
  import PullUpSwiftUITranslation
  import PullUpUIKitTranslation
  import SwiftUI

  /// What the divider asks of the split: an accessibility action, an adjustment, or a key.
  enum DividerRequest {
    /// VoiceOver's swipe up or down on the adjustable divider.
    case adjust(AdjustDirection)
    /// A named action ("Expand", "Next detent").
    case action(PullUpAccessibilityAction)
    /// A hardware key on the focused divider: `KeyPress.key.character` and its modifiers.
    case key(Character, KeyModifiers)
  }

  /// The app's divider made an accessibility element (its value, adjustable, its named actions) and, on iOS 17
  /// and macOS 14 and later, a focusable target of the hardware keys. Dragging is the split view's.
  struct DividerControl<Divider: View>: View {
    let divider: Divider
    let accessibility: DividerAccessibility
    let perform: (DividerRequest) -> Bool

    var body: some View {
      divider
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(accessibility.label))
        .accessibilityValue(Text(accessibility.value))
        .accessibilityAdjustableAction { direction in
          switch direction {
          case .increment: _ = perform(.adjust(.increment))
          case .decrement: _ = perform(.adjust(.decrement))
          @unknown default: break
          }
        }
        .accessibilityActions {
          ForEach(accessibility.namedActions, id: \.action) { action in
            Button(action.name) { _ = perform(.action(action.action)) }
          }
        }
        .modifier(DividerKeys(perform: perform))
    }
  }

  /// The divider's keys (`onKeyPress`, iOS 17 and macOS 14): those `KeyEquivalents` maps to PullUp's keys, as on
  /// a sheet's handle (the arrows, Page Up and Down, Home, End, Escape, space and Return); the others, and any
  /// with Command, Control or Option, go on to the views around it.
  struct DividerKeys: ViewModifier {
    let perform: (DividerRequest) -> Bool

    func body(content: Content) -> some View {
      if #available(iOS 17, macOS 14, *) {
        content
          .focusable()
          .onKeyPress { press in
            perform(.key(press.key.character, KeyModifiers(press.modifiers))) ? .handled : .ignored
          }
      } else {
        content
      }
    }
  }

  extension KeyModifiers {
    /// SwiftUI's modifier keys as the translation's.
    init(_ modifiers: EventModifiers) {
      self = []
      if modifiers.contains(.shift) { insert(.shift) }
      if modifiers.contains(.control) { insert(.control) }
      if modifiers.contains(.option) { insert(.alternate) }
      if modifiers.contains(.command) { insert(.command) }
    }
  }
#endif
