// A custom renderer, written the way an app would write one.
//
// PullUp decides everything; a renderer only applies what each snapshot says. This one draws the sheet as a
// row of text — a gauge of its height, its state and what the handle shows — which is all a UIKit or SwiftUI
// renderer would do too, with frames instead of characters.
//
// Run it: swift run CustomRendererExample
import PullUp

/// Draws each snapshot as one line of text. A real renderer would set view frames from `snapshot.layout`.
/// A renderer is called one snapshot at a time, so its own state needs no lock; `@unchecked Sendable` says so.
final class GaugeRenderer: PullUpRenderer, @unchecked Sendable {
  private var lastLine = ""

  func render(_ snapshot: PullUpSnapshot) async {
    let layout = snapshot.layout
    // Everything needed is in the layout: how much of the container the sheet covers, its handle, dimming.
    let fraction = max(0, min(1, 1 - layout.sheetFrame.y / layout.containerSize.height))
    let width = 40
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
    let line = "\(gauge) \(handle) \(snapshot.state.rawValue) \(Int(snapshot.height.rounded())) pt, dimmed \(dimming) %"
    // Frames arrive 30 times a second while the sheet moves; print only what changed on this coarse gauge.
    guard line != lastLine else { return }
    lastLine = line
    print(line)
  }
}

@main
struct CustomRendererExample {
  static func main() async throws {
    let controller = try PullUpController(
      configuration: .default,
      container: PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34)),
      frameSource: .clock(framesPerSecond: 30))
    let attachment = await controller.attach(GaugeRenderer())

    // A flick up, as a pan recognizer would report it: the sheet springs to the next detent.
    try await controller.dragBegan()
    try await controller.dragChanged(translation: -60)
    try await controller.dragEnded(velocity: -1500)

    // Wait until the sheet rests again, reading the state stream.
    for await state in controller.states where state != .dragging {
      print("rests:", state)
      break
    }
    await controller.detach(attachment)
    await controller.finish()
  }
}
