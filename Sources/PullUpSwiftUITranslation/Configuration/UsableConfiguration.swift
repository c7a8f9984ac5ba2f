import PullUpCore

/// The configuration a SwiftUI view runs with. A view's initializer cannot throw, and a configuration the
/// controller refuses must not stop the app, so one that does not validate is replaced by the view's preset
/// (`.splitView()` for a split view, `.ishPullUp` for a sheet), and the refusal is kept for the view to
/// report.
package struct UsableConfiguration: Sendable {
  /// The configuration to make the controller with: the one asked for when it validates, else the preset.
  package let configuration: PullUpConfiguration
  /// Why the configuration asked for was refused, or `nil` when it is the one in use.
  package let refusal: PullUpError?

  /// Checks a configuration.
  ///
  /// - Parameters:
  ///   - requested: The configuration the app gave the view.
  ///   - preset: What the view runs with instead when `requested` does not validate; a preset that validates.
  package init(_ requested: PullUpConfiguration, otherwise preset: PullUpConfiguration) {
    do {
      try requested.validate()
      configuration = requested
      refusal = nil
    } catch {
      configuration = preset
      refusal = error
    }
  }

  /// The line a view writes to standard error about a refused configuration, naming the view; `nil` when
  /// the configuration asked for is in use.
  package func report(view: String) -> String? {
    refusal.map { "\(view): the configuration does not validate (\($0)); using the view's preset instead\n" }
  }
}
