import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `KeyTarget`: which presses are the sheet's, by where UIKit sent them (issue 40's rule for keys): the value
/// keys on the focused handle only, Escape anywhere in the sheet.
@Suite struct KeyTargetTests {
  @Test("On the handle every key is the sheet's, on the handle", arguments: PullUpKey.allCases)
  func handle(key: PullUpKey) {
    #expect(KeyTarget.handle.region(for: key) == .handle)
  }

  @Test("Elsewhere in the sheet only Escape is the sheet's", arguments: PullUpKey.allCases)
  func sheet(key: PullUpKey) {
    #expect(KeyTarget.sheet.region(for: key) == (key == .escape ? .body : nil))
  }

  @Test("Outside the sheet no key is the sheet's", arguments: PullUpKey.allCases)
  func elsewhere(key: PullUpKey) {
    #expect(KeyTarget.elsewhere.region(for: key) == nil)
  }

  @Test("Through the interpreter: Escape in the sheet collapses it, Down on a row in it is the row's")
  func throughTheInterpreter() throws {
    var sheet = try TranslatedSheet(detent: 2)
    #expect(KeyTarget.sheet.region(for: .down) == nil)
    let region = try #require(KeyTarget.sheet.region(for: .escape))
    let interpretation = try sheet.send(.key(.escape, region: region, time: 0))
    #expect(interpretation.inputs == [.setState(.collapsed)])
    var focused = try TranslatedSheet(detent: 2)
    let down = try focused.send(.key(.down, region: try #require(KeyTarget.handle.region(for: .down)), time: 0))
    #expect(down.verdict == .claimed)
  }
}
