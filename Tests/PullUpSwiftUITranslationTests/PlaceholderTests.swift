import Testing

@testable import PullUpSwiftUITranslation

@Suite struct PlaceholderTests {
  @Test func theModuleLinks() { #expect(Bool(true)) }
}
