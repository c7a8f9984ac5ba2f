/// The frame rates the display link asks for while the sheet settles (issue 50), as a `CAFrameRateRange`
/// (`CADisplayLink.preferredFrameRateRange`, iOS 15; `UIUpdateLink.preferredFrameRateRange`, iOS 18).
///
/// A link that asks for no range gets the system's default, which other libraries report as 60 Hz on a ProMotion
/// phone (never measured here), beside a list that UIKit decelerates at the display's rate: Apple's "Optimizing
/// iPhone and iPad apps to support ProMotion displays" lists UIKit among the animations that pace themselves, and
/// a display link as what an app configures itself. The settle is a formula of time (one spring evaluation a frame), so it can keep any rate,
/// and asks for the display's highest:
///
///     preferred = maximum = the display's maximum (UIScreen.maximumFramesPerSecond)
///     minimum   = min(80, the display's maximum)
///
/// 80 Hz is the rate a 120 Hz ProMotion display steps down to first (the system picks a factor of the display's
/// maximum, as `CADisplayLink.preferredFrameRateRange`'s page says); a minimum there keeps the system from
/// dropping the settle to 60 while the list beside it runs at 120. A display slower than 80 Hz gets its own
/// rate, which it runs at anyway. With no display known (the view off its window) or a maximum that is not
/// positive, there is no range and the link keeps its default.
///
/// The system still decides: Low Power Mode, thermal state and accessibility settings cap the rate, and on an
/// iPhone a rate above 60 Hz needs the app's `CADisableMinimumFrameDurationOnPhone` Info.plist key.
package struct SettleFrameRate: Sendable, Hashable {
  /// The lowest rate the settle accepts, in frames per second.
  package var minimum: Float
  /// The highest rate, in frames per second.
  package var maximum: Float
  /// The rate the settle prefers, in frames per second.
  package var preferred: Float

  /// The lowest rate asked for on a display that has it: 80 Hz, a 120 Hz ProMotion display's first step down.
  package static let floor: Float = 80

  package init(minimum: Float, maximum: Float, preferred: Float) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The range for a display whose maximum is `maximumFramesPerSecond`, by the rule in the type's discussion;
  /// `nil` when the display is not known or its maximum is not positive.
  ///
  /// - Parameter maximumFramesPerSecond: The screen's `maximumFramesPerSecond` (120 on a ProMotion iPhone);
  ///   `nil` when the view has no window.
  package init?(displayMaximum maximumFramesPerSecond: Int?) {
    guard let maximumFramesPerSecond, maximumFramesPerSecond > 0 else { return nil }
    let maximum = Float(maximumFramesPerSecond)
    self.init(minimum: min(Self.floor, maximum), maximum: maximum, preferred: maximum)
  }
}
