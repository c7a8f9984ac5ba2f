import PullUp
import PullUpHost
import PullUpUIKitTranslation
import Testing

/// Issue 50, item 2, "a tap eaten while the sheet settles", decided on the device model (``PhoneModel``): a
/// touch on a moving sheet stops it, as a touch on a gliding `UIScrollView` stops the glide, and is not a tap on
/// the row under it; once the sheet rests, a tap is the row's; a view that keeps its presses gets its tap even
/// while the sheet moves.
@MainActor
@Suite struct SettlingTapTests {
  /// A phone whose sheet is on its way from the lowest detent to the highest, 0.1 s into the settle.
  static func settling(rate: Double) throws -> PhoneModel {
    let phone = try PhoneModel(detent: 0, frameRate: rate)
    phone.host.apply(.moveToDetent(2, animated: true))
    phone.wait(0.1)
    return phone
  }

  @Test(
    "A tap on a row of a settling sheet catches the sheet: the recognizer begins at the press, so UIKit cancels the row's touch",
    arguments: [60.0, 120])
  func tapWhileSettling(rate: Double) throws {
    let phone = try Self.settling(rate: rate)
    #expect(phone.snapshot.phase == .settling)
    let y = phone.snapshot.layout.sheetFrame.y + 100
    phone.finger([(0, y), (0.08, y)])
    #expect(phone.recognizerStates == [.began, .ended])
    phone.settle()
    #expect(phone.snapshot.detentIndex != nil, "the caught sheet rests at \(phone.snapshot.height)")
  }

  @Test("The same tap once the sheet rests is the row's: the recognizer fails at the release", arguments: [60.0, 120])
  func tapAtRest(rate: Double) throws {
    let phone = try Self.settling(rate: rate)
    phone.settle()
    #expect(phone.snapshot.phase == .resting)
    let y = phone.snapshot.layout.sheetFrame.y + 100
    phone.finger([(0, y), (0.08, y)])
    #expect(phone.recognizerStates == [.possible, .failed])
  }

  @Test("A view that keeps its presses gets its tap while the sheet settles: the recognizer fails at the press")
  func keepingViewWhileSettling() throws {
    let phone = try Self.settling(rate: 60)
    let y = phone.snapshot.layout.sheetFrame.y + 100
    phone.finger([(0, y), (0.08, y)], keeping: true)
    #expect(phone.recognizerStates.first == .failed)
    #expect(phone.snapshot.phase == .settling, "the sheet was caught")
  }
}
