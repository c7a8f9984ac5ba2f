#if canImport(SwiftUI) && canImport(UIKit)  // Linux type-checks it against .ci/swiftui-stand-in and .ci/uikit-stand-in.
  import PullUp
  import PullUpUIKit
  import SwiftUI
  import UIKit

  /// A pull-up sheet for a SwiftUI app: `content` behind, `sheet` in a sheet in front of it, the two hosted in
  /// PullUpUIKit's `PullUpViewController` (the whole of its behaviour: the scroll hand-off with a list marked
  /// `pullUpScrollTracking()`, the press arbitration with the content's controls, the keyboard,
  /// hardware keys, VoiceOver, Reduce Motion).
  ///
  /// The sheet is a `UIViewControllerRepresentable` rather than a SwiftUI gesture because a `DragGesture` that
  /// has a press cannot give it back: the list could not scroll out of the sheet's drag, nor a button keep its
  /// tap (and one inside a scroll view takes priority over the scroll view's own: Apple, FB14688465). UIKit's
  /// recognizers can. iOS 18's `UIGestureRecognizerRepresentable` would put the recognizer on pure SwiftUI
  /// content, but the scroll hand-off writes the list's offset while it is pinned, for which SwiftUI has no
  /// synchronous API.
  ///
  /// Bind `state` and `detent` to follow the sheet and to move it: writing `.expanded` moves the sheet there;
  /// a drag that ends at the middle detent writes `1`. Bind `isHidden` and `isLocked` to hide or lock it, and to
  /// follow it when something else does (VoiceOver, your code through the controller). A write the sheet cannot
  /// take (`.dragging`, a detent that does not exist) changes nothing, and the binding is set back to what the
  /// sheet shows.
  ///
  /// The modifier form (`pullUpSheet(configuration:state:detent:isHidden:isLocked:onController:sheet:)`) reads
  /// best:
  ///
  /// ```swift
  /// @State private var state: PullUpState = .collapsed
  ///
  /// var body: some View {
  ///   Color.teal
  ///     .ignoresSafeArea()
  ///     .pullUpSheet(state: $state) {
  ///       Button("Expand") { state = .expanded }
  ///         .disabled(state == .expanded)
  ///     }
  /// }
  /// ```
  ///
  /// - Important: Nothing here has run on a device: the module is type-checked on Linux against stand-ins of
  ///   UIKit's and SwiftUI's declarations (ARCHITECTURE.md says what is and is not verified).
  public struct PullUpSheet<Content: View, Sheet: View>: View {
    private let configuration: PullUpConfiguration
    private let bindings: SheetBindings
    private let onController: ((PullUpViewController) -> Void)?
    private let content: Content
    private let sheet: Sheet

    /// Creates a sheet over content.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves: PullUp's default unless set. It is read once, when the sheet is
    ///     made; one that does not validate is replaced by `.default`, and the refusal is written to
    ///     standard error.
    ///   - state: The sheet's state, both ways: the sheet writes where it rests, the app writes where it goes.
    ///   - detent: The index of the detent the sheet rests at (`nil` between detents or hidden), both ways.
    ///   - isHidden: Whether the sheet is hidden (`setHidden`), both ways.
    ///   - isLocked: Whether the sheet is locked (`setLocked`: no drag moves it), both ways.
    ///   - onController: Called once with the view controller when it is made: for its `controller` (streams,
    ///     delegates), `PullUpViewController.onRawEvent` for recording, or its handle's label. The view controller
    ///     and its controller hold delegates weakly: keep a delegate set here in a property of yours, or it is
    ///     gone when the closure returns (the view controller then writes a warning to standard error).
    ///   - content: What the sheet covers.
    ///   - sheet: The sheet's content, below its handle.
    public init(
      configuration: PullUpConfiguration = .default, state: Binding<PullUpState>? = nil,
      detent: Binding<Int?>? = nil, isHidden: Binding<Bool>? = nil, isLocked: Binding<Bool>? = nil,
      onController: ((PullUpViewController) -> Void)? = nil, @ViewBuilder content: () -> Content,
      @ViewBuilder sheet: () -> Sheet
    ) {
      self.configuration = configuration
      bindings = SheetBindings(state: state, detent: detent, isHidden: isHidden, isLocked: isLocked)
      self.onController = onController
      self.content = content()
      self.sheet = sheet()
    }

    public var body: some View {
      SheetRepresentable(
        configuration: configuration, bindings: bindings, onController: onController, content: content, sheet: sheet
      )
      .ignoresSafeArea(.container, edges: .all)
    }
  }

  extension View {
    /// Puts a pull-up sheet in front of this view: ``PullUpSheet`` with this view as its content.
    ///
    /// - Parameters:
    ///   - configuration: How the sheet behaves: PullUp's default unless set.
    ///   - state: The sheet's state, both ways.
    ///   - detent: The index of the detent the sheet rests at, both ways.
    ///   - isHidden: Whether the sheet is hidden, both ways.
    ///   - isLocked: Whether the sheet is locked, both ways.
    ///   - onController: Called once with the view controller when it is made.
    ///   - sheet: The sheet's content.
    /// - Returns: The view with the sheet in front.
    public func pullUpSheet<Sheet: View>(
      configuration: PullUpConfiguration = .default, state: Binding<PullUpState>? = nil,
      detent: Binding<Int?>? = nil, isHidden: Binding<Bool>? = nil, isLocked: Binding<Bool>? = nil,
      onController: ((PullUpViewController) -> Void)? = nil, @ViewBuilder sheet: () -> Sheet
    ) -> some View {
      PullUpSheet(
        configuration: configuration, state: state, detent: detent, isHidden: isHidden, isLocked: isLocked,
        onController: onController, content: { self }, sheet: sheet)
    }
  }
#endif
