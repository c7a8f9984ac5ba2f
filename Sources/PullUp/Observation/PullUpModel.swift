import Observation

/// The latest snapshot of a controller, as an observable object for SwiftUI-style bindings.
///
/// ```swift
/// @State var model = PullUpModel(controller: controller)
/// …
/// Sheet().offset(y: model.snapshot.layout.sheetFrame.y)
/// ```
///
/// The model reads the controller's snapshots on the main actor and keeps only the newest, so a busy main
/// thread never queues stale frames.
@MainActor
@Observable
public final class PullUpModel {
  /// The latest snapshot.
  public private(set) var snapshot: PullUpSnapshot

  @ObservationIgnored private var task: Task<Void, Never>?

  /// Starts mirroring a controller's snapshots.
  ///
  /// - Parameters:
  ///   - controller: The controller to mirror.
  ///   - initial: The snapshot to show until the first one arrives.
  public init(controller: PullUpController, initial: PullUpSnapshot) {
    self.snapshot = initial
    var iterator = controller.snapshots.makeAsyncIterator()
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

  isolated deinit {
    task?.cancel()
  }
}
