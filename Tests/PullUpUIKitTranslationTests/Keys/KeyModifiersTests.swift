import PullUpUIKitTranslation
import Testing

/// `KeyModifiers`: which modifiers make a key a shortcut.
@Suite struct KeyModifiersTests {
  @Test("The shortcut modifiers are Control, Option and Command, not Shift")
  func shortcut() {
    #expect(KeyModifiers.shortcut == [.control, .alternate, .command])
    #expect(!KeyModifiers.shortcut.contains(.shift))
  }

  @Test("The four modifiers are distinct bits")
  func distinct() {
    let all: [KeyModifiers] = [.shift, .control, .alternate, .command]
    #expect(all.reduce(0) { $0 | $1.rawValue } == 0b1111)
  }
}
