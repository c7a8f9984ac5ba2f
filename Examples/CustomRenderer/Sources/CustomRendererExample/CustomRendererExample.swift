// A flick drawn by a custom renderer, on the real clock, as an app would run it.
//
// Run it: swift run --package-path Examples/CustomRenderer
import GaugeRenderer
import PullUp

@main
struct CustomRendererExample {
  static func main() async throws {
    let controller = try PullUpController(
      configuration: .default,
      container: PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34)),
      frameSource: .clock(framesPerSecond: 30))
    let attachment = await controller.attach(GaugeRenderer())

    // A flick up, as a pan recognizer would report it: the sheet springs to the next detent.
    try await controller.send(.dragBegan())
    try await controller.send(.dragChanged(translation: -60))
    try await controller.send(.dragEnded(velocity: -1500))

    // Wait until the sheet rests again, reading the state stream.
    for await state in controller.states where state != .dragging {
      print("rests:", state)
      break
    }
    await controller.detach(attachment)
    await controller.finish()
  }
}
