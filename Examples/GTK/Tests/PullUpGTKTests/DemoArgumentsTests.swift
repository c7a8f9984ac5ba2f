import PullUpScenario
import Testing

@testable import pullup_gtk

/// pullup-gtk's `--preset` takes a scenario's names, as `pullup demo --preset` does, and the kebab-case ones
/// both documented until 0.2.0, which scripts may still pass.
@Suite("pullup-gtk's --preset")
struct DemoArgumentsTests {
  @Test(
    "--preset takes each preset's JSON name and its kebab-case name",
    arguments: PullUpScenario.Configuration.Preset.allCases)
  func presetNames(_ preset: PullUpScenario.Configuration.Preset) throws {
    #expect(try DemoArguments(["--preset", preset.rawValue]).preset == preset)
    let hyphenated = preset.rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    #expect(try DemoArguments(["--preset", hyphenated]).preset == preset)
  }

  @Test("The kebab-case names are the ones 0.2.0 documented")
  func hyphenatedNames() {
    #expect(DemoArguments.preset(named: "ish-pull-up") == .ishPullUp)
    #expect(DemoArguments.preset(named: "material-bottom-sheet") == .materialBottomSheet)
    #expect(DemoArguments.preset(named: "ishpullup") == nil)
  }
}
