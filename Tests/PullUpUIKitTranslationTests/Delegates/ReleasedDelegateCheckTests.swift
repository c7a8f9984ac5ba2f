import PullUpUIKitTranslation
import Testing

/// `ReleasedDelegateCheck`: the warning for a delegate that nothing keeps (issue 50) is written for a delegate set
/// and dropped, and never for one the app keeps.
@Suite struct ReleasedDelegateCheckTests {
  final class Delegate {}

  @Test("A delegate set without being stored is gone at the check: the warning names its slot")
  func dropped() throws {
    let check = try #require(ReleasedDelegateCheck(slot: "sizingDelegate", delegate: Delegate()))
    #expect(check.isReleased)
    #expect(
      ReleasedDelegateCheck.message(view: "PullUpSheet", slot: check.slot)
        == "PullUpSheet: the sizingDelegate you set is already gone: delegates are held weakly; keep a strong "
        + "reference to it (a property of yours, or @State in SwiftUI), or the sheet goes on without it\n")
  }

  @Test("A delegate the app keeps is not reported")
  func kept() throws {
    let kept = Delegate()
    let check = try #require(ReleasedDelegateCheck(slot: "stateDelegate", delegate: kept))
    #expect(!check.isReleased)
    withExtendedLifetime(kept) {}
  }

  @Test("Setting nil watches nothing")
  func none() {
    #expect(ReleasedDelegateCheck(slot: "contentDelegate", delegate: nil) == nil)
  }
}
