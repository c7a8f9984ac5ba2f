import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation
import PullUpUIKitTranslation
import Testing

/// `KeyEquivalents`: `KeyPress` characters to the sheet's keys and back, shortcuts left to the app, and the
/// region by the UIKit adapter's `KeyTarget`.
@Suite struct KeyEquivalentsTests {
  @Test(
    "Each key's characters are SwiftUI's KeyEquivalent constants",
    arguments: [
      (PullUpKey.escape, ["\u{1B}"] as [Character]), (.up, ["\u{F700}"]), (.down, ["\u{F701}"]),
      (.pageUp, ["\u{F72C}"]), (.pageDown, ["\u{F72D}"]), (.home, ["\u{F729}"]), (.end, ["\u{F72B}"]),
      (.activate, ["\r", " "]),
    ])
  func characters(key: PullUpKey, characters: [Character]) {
    #expect(KeyEquivalents.characters(for: key) == characters)
  }

  @Test("Every key has characters, no two keys share one, and each character reads back as its key")
  func roundTrip() {
    #expect(KeyEquivalents.allCharacters.count == Set(KeyEquivalents.allCharacters).count)
    for key in PullUpKey.allCases {
      #expect(!KeyEquivalents.characters(for: key).isEmpty)
      for character in KeyEquivalents.characters(for: key) {
        #expect(KeyEquivalents.key(for: character, modifiers: []) == key)
        #expect(KeyEquivalents.key(for: character, modifiers: .shift) == key)
      }
    }
  }

  @Test(
    "With Command, Control or Option held, a key is the app's shortcut",
    arguments: [KeyModifiers.command, .control, .alternate, [.shift, .command], [.control, .alternate]])
  func shortcuts(modifiers: KeyModifiers) {
    for character in KeyEquivalents.allCharacters {
      #expect(KeyEquivalents.key(for: character, modifiers: modifiers) == nil)
    }
  }

  @Test(
    "Characters that are no key of the sheet's are not",
    arguments: ["a", "\t", "\u{8}", "\u{F702}", "\u{F703}", "\u{F728}", "\u{F72A}", "\u{3}", "\n"] as [Character])
  func notTheSheets(character: Character) {
    #expect(KeyEquivalents.key(for: character, modifiers: []) == nil)
  }

  @Test("On the divider, the up arrow takes the split view a detent up: its bottom part to 80 %")
  func upArrowOnTheDivider() throws {
    var sheet = try InterpretedSheet(.splitView(), container: splitContainer)
    let key = try #require(KeyEquivalents.key(for: "\u{F700}", modifiers: []))
    try sheet.send(.key(key, region: .divider, time: 0))
    try sheet.settle()
    #expect(sheet.snapshot.restingHeight == sheet.snapshot.detents.last)
  }
}
