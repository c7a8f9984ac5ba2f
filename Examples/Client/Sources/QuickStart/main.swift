// README: quick-start
import PullUp

// A renderer gets every snapshot, in order. An app moves its views to the layout's frames; this one prints.
final class PrintingRenderer: PullUpRenderer {
  func render(_ snapshot: PullUpSnapshot) async {
    print("frame: the sheet's top at y =", Int(snapshot.layout.sheetFrame.y))
  }
}

// A phone-sized screen. The sheet starts at its lowest detent, the peek.
let controller = try PullUpController(
  container: PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34)))
let renderer = await controller.attach(PrintingRenderer())

// Take the streams before the first input: each subscribes at once, so its loop misses nothing.
let states = controller.states
let events = controller.events
let printer = Task {
  for await state in states { print("state:", state) }  // collapsed, dragging, intermediate, expanded
}

// A flick up, as a pan gesture reports it (negative is up).
try await controller.send(.dragBegan())
try await controller.send(.dragChanged(translation: -180))
try await controller.send(.dragEnded(velocity: -1200))
for await case .settled(let height) in events {
  print("rests at \(height) pt")  // rests at 392.5 pt: the middle detent
  break
}

// Requests from your code go through the same rules.
try await controller.setState(.expanded, animated: false)

await controller.detach(renderer)
await controller.finish()  // ends every stream
await printer.value
// README: end
