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
    let bindings: SheetBindings
    let onController: ((PullUpViewController) -> Void)?
    let content: Content
    let sheet: Sheet

    func makeCoordinator() -> SheetCoordinator { SheetCoordinator() }

    func makeUIViewController(context: Context) -> PullUpViewController {
      let viewController: PullUpViewController
      let usable = UsableConfiguration(configuration, otherwise: .default)
      if let report = usable.report(view: "PullUpSheet") { FileHandle.standardError.write(Data(report.utf8)) }
      let contentHost = UIHostingController(rootView: SheetRoot(controller: nil, root: content))
      let sheetHost = UIHostingController(rootView: SheetRoot(controller: nil, root: sheet))
      do {
        viewController = try PullUpViewController(
          configuration: usable.configuration, contentViewController: contentHost, bottomViewController: sheetHost)
      } catch {
        // Unreachable: the configuration validates, and the view controller's container is its own.
        preconditionFailure("PullUpSheet: \(error)")
      }
      // The controller exists once the view controller does: the hosts' views get it in their environment.
      contentHost.rootView = SheetRoot(controller: viewController.controller, root: content)
      sheetHost.rootView = SheetRoot(controller: viewController.controller, root: sheet)
      context.coordinator.connect(viewController, bindings: bindings)
      onController?(viewController)
      return viewController
    }

    func updateUIViewController(_ viewController: PullUpViewController, context: Context) {
      let controller = viewController.controller
      (viewController.contentViewController as? UIHostingController<SheetRoot<Content>>)?.rootView = SheetRoot(
        controller: controller, root: content)
      (viewController.bottomViewController as? UIHostingController<SheetRoot<Sheet>>)?.rootView = SheetRoot(
        controller: controller, root: sheet)
      context.coordinator.update(bindings)
    }

    static func dismantleUIViewController(_ viewController: PullUpViewController, coordinator: SheetCoordinator) {
      coordinator.disconnect()
    }
  }

  /// The bindings a ``PullUpSheet`` keeps in step with its sheet, each optional.
  struct SheetBindings {
    var state: Binding<PullUpState>?
    var detent: Binding<Int?>?
    var isHidden: Binding<Bool>?
    var isLocked: Binding<Bool>?
  }

  /// Keeps a ``PullUpSheet``'s bindings and its sheet in step, both ways, through the translation's
  /// `BindingSync` (which decides what a write means and what to publish, and never echoes a write back).
  @MainActor
  final class SheetCoordinator: PullUpRenderer {
    private weak var viewController: PullUpViewController?
    private var bindings = SheetBindings()
    private var sync = BindingSync()
    private var attachment: PullUpRendererAttachment?

    /// Follows the view controller's snapshots, and gives it what the bindings hold now.
    func connect(_ viewController: PullUpViewController, bindings: SheetBindings) {
      self.viewController = viewController
      attachment = viewController.controller.assumeIsolated { $0.attach(self) }
      update(bindings)
    }

    func disconnect() {
      attachment = nil
      viewController = nil
    }

    /// An update of the view: the bindings' values now, each a write when it differs from what they show
    /// (`BindingSync`: the sheet's own publication coming back is no write). A write the sheet cannot take
    /// sends nothing, and the next snapshot publishes what the sheet shows.
    func update(_ bindings: SheetBindings) {
      self.bindings = bindings
      guard let viewController else { return }
      giveAppWrites(to: viewController)
      // What a refused write leaves behind is set right after this update, not during it.
      Task { @MainActor [weak self] in self?.publish() }
    }

    /// Gives the sheet what the app wrote into the bindings since they last showed the sheet; whether it gave any.
    @discardableResult
    private func giveAppWrites(to viewController: PullUpViewController) -> Bool {
      var gave = false
      // Hidden and locked first: a write that shows a sheet and moves it asks for both, in that order.
      var snapshot = viewController.controller.assumeIsolated { $0.snapshot }
      func give(_ write: BindingWrite?) {
        guard let input = write?.input else { return }
        do throws(PullUpError) {
          try viewController.applyNow(input)
        } catch {
          // The controller refused it: the sheet is as it was, and the next snapshot sets the binding back.
        }
        gave = true
        snapshot = viewController.controller.assumeIsolated { $0.snapshot }
      }
      if let isHidden = bindings.isHidden { give(sync.appWroteHidden(isHidden.wrappedValue, snapshot: snapshot)) }
      if let isLocked = bindings.isLocked { give(sync.appWroteLocked(isLocked.wrappedValue, snapshot: snapshot)) }
      if let state = bindings.state { give(sync.appWroteState(state.wrappedValue, snapshot: snapshot)) }
      if let detent = bindings.detent { give(sync.appWroteDetent(detent.wrappedValue, snapshot: snapshot)) }
      return gave
    }

    /// A snapshot of the sheet: the bindings take what the sheet shows, when it changed.
    func render(_ snapshot: PullUpSnapshot) {
      publish(snapshot)
    }

    /// Publishes the sheet now (or `snapshot`) into the bindings, where it differs from what they show.
    private func publish(_ rendered: PullUpSnapshot? = nil) {
      guard let viewController else { return }
      // The app's writes first, so that one is never taken for an echo (BindingSync's contract).
      let gave = giveAppWrites(to: viewController)
      var snapshot = rendered ?? viewController.controller.assumeIsolated { $0.snapshot }
      if gave { snapshot = viewController.controller.assumeIsolated { $0.snapshot } }
      if let binding = bindings.isHidden, case .publish(let value) = sync.publishHidden(snapshot) {
        binding.wrappedValue = value
      }
      if let binding = bindings.isLocked, case .publish(let value) = sync.publishLocked(snapshot) {
        binding.wrappedValue = value
      }
      if let binding = bindings.state, case .publish(let value) = sync.publishState(snapshot) {
        binding.wrappedValue = value
      }
      if let binding = bindings.detent, case .publish(let value) = sync.publishDetent(snapshot) {
        binding.wrappedValue = value
      }
    }
  }
#endif
