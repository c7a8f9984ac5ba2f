import PullUp

/// A custom renderer, written the way an app would write one: it draws each snapshot as one line of text (a
/// gauge of the sheet's height, its state and what the handle shows).
///
/// PullUp decides everything; a renderer only applies what each snapshot says. A UIKit or SwiftUI renderer
/// does the same with view frames from `snapshot.layout` instead of characters, and lives on the main actor
/// as this one does: `render` is then called there, one snapshot at a time, so its state needs no lock.
@MainActor
public final class GaugeRenderer: PullUpRenderer {
  /// Every line drawn so far, in order. Frames arrive many times a second while the sheet moves; a line is
  /// drawn only when it differs from the one before, on this coarse gauge.
  public private(set) var lines: [String] = []
  private let output: @MainActor (String) -> Void

  /// Creates a renderer.
  ///
  /// - Parameter output: Where each new line goes; standard output unless you choose otherwise.
  public init(output: @escaping @MainActor (String) -> Void = { print($0) }) {
    self.output = output
  }

  public func render(_ snapshot: PullUpSnapshot) {
    let line = Self.line(for: snapshot)
    guard line != lines.last else { return }
    lines.append(line)
    output(line)
  }

  /// The cells of the gauge.
  public nonisolated static let width = 40

  /// One snapshot as a line: everything needed is in the layout (how much of the container the sheet
  /// covers, its handle, the dimming), and the state and height in the snapshot.
  public nonisolated static func line(for snapshot: PullUpSnapshot) -> String {
    let layout = snapshot.layout
    let fraction = max(0, min(1, 1 - layout.sheetFrame.y / layout.containerSize.height))
    let filled = Int((fraction * Double(width)).rounded())
    let gauge = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    let handle: String
    switch layout.handle {
    case .up: handle = "^"
    case .neutral: handle = "-"
    case .down: handle = "v"
    case nil: handle = " "
    }
    let dimming = Int((layout.dimmingAlpha * 100).rounded())
    return "\(gauge) \(handle) \(snapshot.state.rawValue) \(Int(snapshot.height.rounded())) pt, dimmed \(dimming) %"
  }
}
