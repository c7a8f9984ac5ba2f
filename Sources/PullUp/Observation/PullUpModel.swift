import Observation

/// The latest snapshot of a controller, as an observable object for SwiftUI-style bindings.
///
/// ```swift
/// let model = PullUpModel(controller: controller)   // synchronous: a SwiftUI @State initializer can do it
/// withObservationTracking {
///   _ = model.snapshot.layout.sheetFrame             // what a view's body reads
/// } onChange: {
///   print("the sheet moved")                         // Observation redraws a SwiftUI view here
/// }
/// ```
///
/// The model reads the controller's snapshots on the main actor and keeps only the newest, so a busy main
/// thread never queues stale frames. It holds no reference to the controller.
///
/// Observation needs macOS 14, iOS 17, tvOS 17 or watchOS 10; the rest of PullUp runs on earlier systems.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class PullUpModel {
  /// The latest snapshot.
  public private(set) var snapshot: PullUpSnapshot

  @ObservationIgnored private var task: Task<Void, Never>?

  /// Starts mirroring a controller's snapshots, synchronously: the model starts at the controller's
  /// ``PullUpController/latestSnapshot``, so a SwiftUI `@State` initializer can create it.
  ///
  /// - Parameter controller: The controller to mirror. The model does not keep it alive.
  public init(controller: PullUpController) {
    var iterator = controller.snapshots.delivering(to: "PullUpModel").makeAsyncIterator()
    self.snapshot = controller.latestSnapshot
    task = Task { [weak self] in
      while let snapshot = await iterator.next() {
        guard let self else { return }
        self.snapshot = snapshot
      }
    }
  }

  /// Stops mirroring.
  public func stop() {
    task?.cancel()
    task = nil
  }

  // A main-actor `isolated deinit` back-deploys (Swift 6.2), so it needs no newer system than Observation.
  isolated deinit {
    task?.cancel()
  }
}
