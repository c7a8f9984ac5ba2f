import PullUpUIKitTranslation
import Testing

/// `SettleFrameRate`: the rates the display link asks for while the sheet settles, from the display's maximum
/// (`UIScreen.maximumFramesPerSecond`), so that a settle on a ProMotion phone runs at 120 Hz beside a list that
/// decelerates at 120 (issue 50).
@Suite struct SettleFrameRateTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var displayMaximum: Int?
    var rate: SettleFrameRate?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "a ProMotion phone (120 Hz): 80 to 120, preferring 120", displayMaximum: 120,
      rate: SettleFrameRate(minimum: 80, maximum: 120, preferred: 120)),
    Row(
      name: "a 60 Hz phone: its own rate, which is what it runs at anyway", displayMaximum: 60,
      rate: SettleFrameRate(minimum: 60, maximum: 60, preferred: 60)),
    Row(
      name: "a display whose maximum is 80 Hz: 80", displayMaximum: 80,
      rate: SettleFrameRate(minimum: 80, maximum: 80, preferred: 80)),
    Row(
      name: "a display faster than ProMotion (240 Hz): its maximum, never below 80", displayMaximum: 240,
      rate: SettleFrameRate(minimum: 80, maximum: 240, preferred: 240)),
    Row(name: "no screen yet (the view is off its window): the link's default", displayMaximum: nil, rate: nil),
    Row(name: "a maximum of 0: the link's default", displayMaximum: 0, rate: nil),
    Row(name: "a negative maximum: the link's default", displayMaximum: -120, rate: nil),
  ]

  @Test("The settle asks for the display's highest rate, and at least 80 Hz where the display has it", arguments: rows)
  func rate(row: Row) {
    #expect(SettleFrameRate(displayMaximum: row.displayMaximum) == row.rate)
  }

  @Test(
    "Every range is one CAFrameRateRange accepts: 0 < minimum ≤ preferred ≤ maximum",
    arguments: [1, 24, 30, 48, 60, 79, 80, 81, 90, 100, 120, 144, 240, 1_000])
  func wellFormed(displayMaximum: Int) throws {
    let rate = try #require(SettleFrameRate(displayMaximum: displayMaximum))
    #expect(rate.minimum > 0)
    #expect(rate.minimum <= rate.preferred)
    #expect(rate.preferred <= rate.maximum)
    #expect(rate.maximum == Float(displayMaximum))
  }
}
