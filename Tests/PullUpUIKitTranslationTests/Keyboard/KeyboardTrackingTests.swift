import PullUp
import PullUpHost
import PullUpUIKitTranslation
import Testing

/// `KeyboardTracking`: which keyboard frame the sheet follows, and when (issue 50). A keyboard notification that
/// comes while the view is off its window (another tab shows, a screen is pushed over it) is kept, and the next
/// layout pass in a window measures it: a keyboard hidden meanwhile no longer leaves the sheet lifted.
@MainActor
@Suite struct KeyboardTrackingTests {
  /// The glue's keyboard calls on a host: a notification measured at once in a window, and each layout pass.
  /// The view fills the phone's screen, so screen coordinates are the view's.
  @MainActor
  final class Glue {
    final class Clock: @unchecked Sendable { var now = 0.0 }

    let clock = Clock()
    let host: PullUpHost
    var tracking = KeyboardTracking()
    var inWindow = true

    init(detent: Int) throws {
      let clock = self.clock
      host = try PullUpHost(configuration: .default, container: phone) { clock.now }
      host.apply(.moveToDetent(detent, animated: false))
    }

    var snapshot: PullUpSnapshot { host.snapshot }

    /// `keyboardWillChangeFrameNotification` with the keyboard's end frame, in screen coordinates.
    func keyboardWillChange(to endFrame: PullUpRect?) {
      measure(tracking.keyboardWillChange(endFrame: endFrame, inWindow: inWindow), animated: false)
    }

    /// A layout pass (`viewDidLayoutSubviews()`).
    func layoutPass() {
      measure(tracking.laidOut(inWindow: inWindow), animated: false)
    }

    private func measure(_ frame: PullUpRect?, animated: Bool) {
      guard let frame else { return }
      let height = KeyboardFrame.height(
        keyboardFrame: frame, containerFrame: PullUpRect(x: 0, y: 0, width: phone.size.width, height: phone.size.height)
      )
      guard height != host.snapshot.keyboardHeight else { return }
      host.apply(.keyboardChanged(height: height, animated: animated))
    }
  }

  /// The docked keyboard, 336 points tall, and the same keyboard hidden (UIKit reports it below the screen).
  static let shown = PullUpRect(x: 0, y: 508, width: 390, height: 336)
  static let hidden = PullUpRect(x: 0, y: 844, width: 390, height: 336)

  @Test("A keyboard hidden while the view is off its window leaves the sheet where it was once the view is back")
  func hiddenWhileAway() throws {
    let glue = try Glue(detent: 0)
    let resting = glue.snapshot.height
    glue.keyboardWillChange(to: Self.shown)
    #expect(glue.snapshot.keyboardHeight == 336)
    #expect(glue.snapshot.height > resting, "the sheet rises above the keyboard")
    // Another tab shows; the keyboard goes while the sheet's view has no window, and it cannot measure it.
    glue.inWindow = false
    glue.keyboardWillChange(to: Self.hidden)
    glue.layoutPass()
    #expect(glue.snapshot.keyboardHeight == 336)
    // Back in a window: the next layout pass measures the keyboard's last frame.
    glue.inWindow = true
    glue.layoutPass()
    #expect(glue.snapshot.keyboardHeight == 0)
    #expect(glue.snapshot.height == resting, "the sheet was left lifted")
  }

  @Test("A keyboard raised while the view is away lifts the sheet when the view is back")
  func raisedWhileAway() throws {
    let glue = try Glue(detent: 0)
    glue.inWindow = false
    glue.keyboardWillChange(to: Self.shown)
    #expect(glue.snapshot.keyboardHeight == 0)
    glue.inWindow = true
    glue.layoutPass()
    #expect(glue.snapshot.keyboardHeight == 336)
  }

  @Test("While away, the last of several notifications counts")
  func lastWhileAway() throws {
    let glue = try Glue(detent: 0)
    glue.keyboardWillChange(to: Self.shown)
    glue.inWindow = false
    glue.keyboardWillChange(to: Self.hidden)
    glue.keyboardWillChange(to: Self.shown)
    glue.inWindow = true
    glue.layoutPass()
    #expect(glue.snapshot.keyboardHeight == 336)
  }

  @Test("Layout passes in a window measure nothing again: a height given meanwhile by other means stays")
  func layoutPassesInWindow() throws {
    var tracking = KeyboardTracking()
    #expect(tracking.laidOut(inWindow: true) == nil)
    #expect(tracking.keyboardWillChange(endFrame: Self.shown, inWindow: true) == Self.shown)
    #expect(tracking.laidOut(inWindow: true) == nil)
    tracking = KeyboardTracking()
    #expect(tracking.keyboardWillChange(endFrame: Self.hidden, inWindow: false) == nil)
    #expect(tracking.laidOut(inWindow: false) == nil)
    #expect(tracking.laidOut(inWindow: true) == Self.hidden)
    #expect(tracking.laidOut(inWindow: true) == nil, "measured once")
  }

  @Test("A notification without an end frame changes nothing, in a window or not")
  func noFrame() throws {
    var tracking = KeyboardTracking()
    #expect(tracking.keyboardWillChange(endFrame: Self.shown, inWindow: false) == nil)
    #expect(tracking.keyboardWillChange(endFrame: nil, inWindow: false) == nil)
    #expect(tracking.keyboardWillChange(endFrame: nil, inWindow: true) == nil)
    #expect(tracking.laidOut(inWindow: true) == Self.shown)
  }
}
