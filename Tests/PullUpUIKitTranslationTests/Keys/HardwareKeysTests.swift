import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `HardwareKeys`: HID usages (`UIKeyboardHIDUsage`'s raw values) to the sheet's keys and back (R10).
@Suite struct HardwareKeysTests {
  @Test(
    "Each key has the USB HID usages of its keys on the keyboard page",
    arguments: [
      (PullUpKey.escape, [0x29]), (.up, [0x52]), (.down, [0x51]), (.pageUp, [0x4B]), (.pageDown, [0x4E]),
      (.home, [0x4A]), (.end, [0x4D]), (.activate, [0x28, 0x2C, 0x58]),
    ])
  func usages(key: PullUpKey, usages: [Int]) {
    #expect(HardwareKeys.usages(for: key) == usages)
  }

  @Test("Every usage of a key reads back as that key", arguments: PullUpKey.allCases)
  func roundTrip(key: PullUpKey) {
    for usage in HardwareKeys.usages(for: key) {
      #expect(HardwareKeys.key(forUsage: usage, modifiers: []) == key)
    }
  }

  @Test("No usage belongs to two keys")
  func usagesAreUnique() {
    let all = PullUpKey.allCases.flatMap(HardwareKeys.usages(for:))
    #expect(Set(all).count == all.count)
  }

  @Test(
    "A usage that is none of the sheet's keys is the app's",
    arguments: [0, -1, 0x04, 0x2B, 0x50, 0x4F, 0xE0, 0x29 + 0x10000, Int.max, Int.min])
  func otherUsages(usage: Int) {
    #expect(HardwareKeys.key(forUsage: usage, modifiers: []) == nil)
  }

  static let modifierRows: [(KeyModifiers, PullUpKey?)] = [
    (.command, nil), (.control, nil), (.alternate, nil), ([.shift, .command], nil),
    ([.control, .alternate, .command], nil),
    (.shift, .escape), ([], .escape), (KeyModifiers(rawValue: 1 << 20), .escape),
  ]

  @Test(
    "With Command, Control or Option held a key is the app's shortcut; Shift alone keeps it the sheet's",
    arguments: modifierRows)
  func modifiers(modifiers: KeyModifiers, key: PullUpKey?) {
    #expect(HardwareKeys.key(forUsage: 0x29, modifiers: modifiers) == key)
  }
}
