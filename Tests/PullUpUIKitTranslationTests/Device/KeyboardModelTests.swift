import PullUpCore
import PullUpScenario
import PullUpUIKitTranslation
import Testing

/// The keyboard on the device model (issue 50): the sheet rises inside the keyboard's own animation, a keyboard
/// hidden while the view is off its window brings the sheet down in the first layout pass back, and a session with
/// the keyboard replays from its scenario file.
@MainActor
@Suite struct KeyboardModelTests {
  /// The collapsed default sheet's top edge on the phone: 844 - 122.
  static let collapsedTop = 722.0

  @Test("The keyboard lifts the sheet inside the keyboard's animation: at rest above it in the machine at once")
  func liftsInStep() throws {
    let model = try PhoneModel(detent: 0)
    model.keyboardNotification(endFrame: PhoneModel.keyboardFrame(top: 508))
    #expect(model.keyboardFollows == [.alongsideKeyboard(duration: 0.25, options: 7 << 16)])
    #expect(model.snapshot.keyboardHeight == 336)
    // Lifted by the keyboard's reach above the safe area (336 - 34), and resting: no spring of the sheet's own.
    #expect(model.snapshot.phase == .resting)
    #expect(model.snapshot.layout.sheetFrame.y == Self.collapsedTop - 302)
    #expect(!model.framesRunning)
  }

  @Test("A keyboard hidden while the view is off its window: the sheet comes down in the first pass back")
  func hiddenOffWindow() throws {
    let model = try PhoneModel(detent: 0)
    model.keyboardNotification(endFrame: PhoneModel.keyboardFrame(top: 508))
    // Another tab shows; the search field resigns; UIKit posts the hide while the view is off its window.
    model.keyboardNotification(endFrame: PhoneModel.keyboardFrame(top: nil), inWindow: false)
    model.layoutPass(inWindow: false)
    #expect(model.snapshot.keyboardHeight == 336, "off the window, nothing can be measured")
    model.layoutPass(inWindow: true)
    #expect(model.snapshot.keyboardHeight == 0)
    #expect(model.snapshot.layout.sheetFrame.y == Self.collapsedTop)
    // Measured once, at once (no keyboard animation runs by then); a second pass measures nothing.
    model.layoutPass(inWindow: true)
    #expect(model.keyboardFollows == [.alongsideKeyboard(duration: 0.25, options: 7 << 16), .immediate])
  }

  @Test("A notification without an end frame, or for a floating keyboard, moves nothing")
  func nothingToFollow() throws {
    let model = try PhoneModel(detent: 0)
    model.keyboardNotification(endFrame: nil)
    model.keyboardNotification(endFrame: PullUpRect(x: 40, y: 300, width: 300, height: 200))
    #expect(model.snapshot.keyboardHeight == 0)
    #expect(model.keyboardFollows.isEmpty)
  }

  @Test("A session with the keyboard is a scenario file: its replay rests where the model's sheet rests")
  func replays() async throws {
    let model = try PhoneModel(detent: 1)
    model.keyboardNotification(endFrame: PhoneModel.keyboardFrame(top: 508))
    model.flick(from: 520, up: 60, in: 0.1)
    model.settle()
    model.keyboardNotification(endFrame: PhoneModel.keyboardFrame(top: nil))
    let scenario = try PullUpScenario(json: model.recorder.scenario().json())
    let replayed = try await scenario.replay().final
    #expect(replayed.keyboardHeight == 0)
    #expect(replayed.state == model.snapshot.state)
    #expect(abs(replayed.restingHeight - model.snapshot.restingHeight) < 0.5)
  }
}
