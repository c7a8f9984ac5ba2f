import PullUp
import Testing

// The examples of Sources/PullUp/PullUp.docc/RunningUnderAnotherMainLoop.md that need no toolkit; the GLib
// one is compiled by Examples/GTK (Sources/PullUpGObject/GLibMainActor.swift), where CI builds it.

// example: RunningUnderAnotherMainLoop.md "The controller on the main actor, reached synchronously"
@MainActor
final class ToolkitSheet {
  let controller: PullUpController

  init(container: PullUpContainer) throws {
    controller = try PullUpController(container: container, frameSource: .external, executor: .mainActor)
  }

  /// The toolkit's pointer callback, on the main thread.
  func pointerDragged(translation: Double) {
    controller.assumeIsolated { controller in
      try? controller.applyNow(.dragChanged(translation: translation))
    }
  }
}
// end of example

// example: RunningUnderAnotherMainLoop.md "Frames from the toolkit's frame clock"
extension ToolkitSheet {
  /// The frame clock's tick, before the toolkit lays out and paints.
  ///
  /// - Returns: Whether to keep ticking: `false` once the sheet rests.
  func tick() -> Bool {
    controller.assumeIsolated { controller in
      controller.advanceFrame()
      return controller.snapshot.phase == .settling
    }
  }
}
// end of example

// example: Sources/PullUp/Controller/PullUpController+Inputs.swift "applyNow(_:)"
extension ToolkitSheet {
  @MainActor func keyPressed(_ input: PullUpInput) {
    controller.assumeIsolated { controller in try? controller.applyNow(input) }
  }
}
// end of example

@Suite("RunningUnderAnotherMainLoop.md")
@MainActor
struct RunningUnderAnotherMainLoopExamples {
  @Test("Synchronous inputs from a callback publish at once; a tick moves a settling sheet, and stops at rest")
  func callbacksAndTicks() throws {
    let sheet = try ToolkitSheet(container: PullUpContainer(width: 390, height: 844))
    sheet.keyPressed(.dragBegan())
    sheet.pointerDragged(translation: -200)
    #expect(sheet.controller.latestSnapshot.height == 288, "the motion is in the latest snapshot at once")
    sheet.controller.assumeIsolated { try? $0.applyNow(.dragEnded(velocity: 0)) }
    #expect(sheet.controller.latestSnapshot.phase == .settling)
    let released = sheet.controller.latestSnapshot.time
    #expect(sheet.tick(), "the sheet still settles after one frame")
    #expect(sheet.controller.latestSnapshot.time > released, "the tick published a frame")
    sheet.controller.assumeIsolated { try? $0.applyNow(.setState(.collapsed, animated: false)) }
    #expect(!sheet.tick(), "a sheet at rest needs no more ticks")
  }

  @Test("After finish(), the tick still stops once the sheet rests, though latestSnapshot no longer follows it")
  func tickAfterFinish() throws {
    let sheet = try ToolkitSheet(container: PullUpContainer(width: 390, height: 844))
    sheet.controller.assumeIsolated { try? $0.applyNow(.setState(.expanded)) }
    #expect(sheet.tick(), "the sheet settles")
    sheet.controller.assumeIsolated { $0.finish() }
    sheet.controller.assumeIsolated { try? $0.applyNow(.setState(.expanded, animated: false)) }
    #expect(sheet.controller.latestSnapshot.phase == .settling, "latestSnapshot stopped at finish()")
    #expect(!sheet.tick(), "the sheet rests: no more ticks")
  }

  @Test("applyNow(.setContainer) lays the sheet out in the new container at once")
  func containerAtOnce() throws {
    let sheet = try ToolkitSheet(container: PullUpContainer(width: 390, height: 844))
    sheet.controller.assumeIsolated { try? $0.applyNow(.setContainer(PullUpContainer(width: 390, height: 600))) }
    #expect(sheet.controller.latestSnapshot.layout.containerSize.height == 600)
  }
}
