#if canImport(SwiftUI) && canImport(UIKit)  // Linux type-checks it against .ci/swiftui-stand-in and .ci/uikit-stand-in.
  import Foundation
  import PullUp
  import PullUpSwiftUITranslation
  import PullUpUIKit
  import SwiftUI
  import UIKit

  /// ``PullUpSheet``'s view controller: a `PullUpViewController` with a hosting controller for the content and
  /// one for the sheet. SwiftUI's updates give the hosts their new views and the app's binding writes to the
  /// sheet; the sheet's snapshots give the bindings their new values (``SheetCoordinator``).
  struct SheetRepresentable<Content: View, Sheet: View>: UIViewControllerRepresentable {
    let configuration: PullUpConfiguration
    let state: Binding<PullUpState>?
    let detent: Binding<Int?>?
    let onController: ((PullUpViewController) -> Void)?
    let content: Content
    let sheet: Sheet

    func makeCoordinator() -> SheetCoordinator { SheetCoordinator() }

    func makeUIViewController(context: Context) -> PullUpViewController {
      let viewController: PullUpViewController
      let usable = UsableConfiguration(configuration, otherwise: .default)
      if let report = usable.report(view: "PullUpSheet") { FileHandle.standardError.write(Data(report.utf8)) }
      do {
        viewController = try PullUpViewController(
          configuration: usable.configuration, contentViewController: UIHostingController(rootView: content),
          bottomViewController: UIHostingController(rootView: sheet))
      } catch {
        // Unreachable: the configuration validates, and the view controller's container is its own.
        preconditionFailure("PullUpSheet: \(error)")
      }
      context.coordinator.connect(viewController, state: state, detent: detent)
      onController?(viewController)
      return viewController
    }

    func updateUIViewController(_ viewController: PullUpViewController, context: Context) {
      (viewController.contentViewController as? UIHostingController<Content>)?.rootView = content
      (viewController.bottomViewController as? UIHostingController<Sheet>)?.rootView = sheet
      context.coordinator.update(state: state, detent: detent)
    }

    static func dismantleUIViewController(_ viewController: PullUpViewController, coordinator: SheetCoordinator) {
      coordinator.disconnect()
    }
  }

  /// Keeps a ``PullUpSheet``'s bindings and its sheet in step, both ways, through the translation's
  /// `BindingSync` (which decides what a write means and what to publish, and never echoes a write back).
  @MainActor
  final class SheetCoordinator: PullUpRenderer {
    private weak var viewController: PullUpViewController?
    private var state: Binding<PullUpState>?
    private var detent: Binding<Int?>?
    private var sync = BindingSync()
    private var attachment: PullUpRendererAttachment?

    /// Follows the view controller's snapshots, and gives it what the bindings hold now.
    func connect(_ viewController: PullUpViewController, state: Binding<PullUpState>?, detent: Binding<Int?>?) {
      self.viewController = viewController
      attachment = viewController.controller.assumeIsolated { $0.attach(self) }
      update(state: state, detent: detent)
    }

    func disconnect() {
      attachment = nil
      viewController = nil
    }

    /// An update of the view: the bindings' values now, each a write when it differs from what they show
    /// (`BindingSync`: the sheet's own publication coming back is no write). A write the sheet cannot take
    /// sends nothing, and the next snapshot publishes what the sheet shows.
    func update(state: Binding<PullUpState>?, detent: Binding<Int?>?) {
      self.state = state
      self.detent = detent
      guard let viewController else { return }
      let snapshot = viewController.controller.assumeIsolated { $0.snapshot }
      if let state, let input = sync.appWroteState(state.wrappedValue, snapshot: snapshot).input {
        give(input, to: viewController)
      }
      if let detent, let input = sync.appWroteDetent(detent.wrappedValue, snapshot: snapshot).input {
        give(input, to: viewController)
      }
      // What a refused write leaves behind is set right after this update, not during it.
      Task { @MainActor [weak self] in self?.publish() }
    }

    private func give(_ input: PullUpInput, to viewController: PullUpViewController) {
      do throws(PullUpError) {
        try viewController.applyNow(input)
      } catch {
        // The controller refused it: the sheet is as it was, and the next snapshot sets the bindings back.
      }
    }

    /// A snapshot of the sheet: the bindings take what the sheet shows, when it changed.
    func render(_ snapshot: PullUpSnapshot) {
      publish(snapshot)
    }

    /// Publishes the sheet now (or `snapshot`) into the bindings, where it differs from what they show.
    private func publish(_ rendered: PullUpSnapshot? = nil) {
      guard let viewController else { return }
      var snapshot = rendered ?? viewController.controller.assumeIsolated { $0.snapshot }
      // The app's writes first, so that one is never taken for an echo (BindingSync's contract).
      var gave = false
      if let state, let input = sync.appWroteState(state.wrappedValue, snapshot: snapshot).input {
        give(input, to: viewController)
        gave = true
      }
      if let detent, let input = sync.appWroteDetent(detent.wrappedValue, snapshot: snapshot).input {
        give(input, to: viewController)
        gave = true
      }
      if gave { snapshot = viewController.controller.assumeIsolated { $0.snapshot } }
      if let state, case .publish(let value) = sync.publishState(snapshot) { state.wrappedValue = value }
      if let detent, case .publish(let value) = sync.publishDetent(snapshot) { detent.wrappedValue = value }
    }
  }
#endif
