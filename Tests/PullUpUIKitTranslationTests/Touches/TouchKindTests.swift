import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `TouchKind.device`: each `UITouch.TouchType` gets the drag threshold of the device it is.
@Suite struct TouchKindTests {
  @Test(
    "Each kind of touch is the device whose drag threshold applies",
    arguments: [
      (TouchKind.direct, PullUpPointerDevice.touch),
      (.indirect, .touch),
      (.pencil, .pen),
      (.indirectPointer, .mouse),
    ])
  func device(kind: TouchKind, device: PullUpPointerDevice) {
    #expect(kind.device == device)
  }

}
