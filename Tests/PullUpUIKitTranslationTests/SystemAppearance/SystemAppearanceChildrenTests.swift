import PullUpCore
import PullUpUIKitTranslation
import Testing

/// `SystemAppearanceChildren`: the child UIKit asks about the status bar and the home indicator is the one
/// whose view is under them (issue 50). On the tests' phone the safe area's top is 47 points.
@Suite struct SystemAppearanceChildrenTests {
  static func children(_ configuration: PullUpConfiguration, detent: Int, hidden: Bool = false) throws
    -> SystemAppearanceChildren
  {
    var sheet = try TranslatedSheet(configuration, detent: detent)
    if hidden {
      _ = try sheet.machine.apply(.setHidden(true, animated: false), at: 0)
    }
    return SystemAppearanceChildren(snapshot: sheet.snapshot, safeAreaTop: phone.safeArea.top)
  }

  @Test("The default sheet stops below the status bar: the map answers for it, the sheet for the home indicator")
  func defaultSheet() throws {
    for detent in 0...2 {
      let children = try Self.children(.default, detent: detent)
      #expect(children.statusBar == .content, "detent \(detent)")
      #expect(children.homeIndicator == .bottom, "detent \(detent)")
    }
  }

  @Test("A sheet that reaches under the status bar (SplitSheet's, which ignores the safe area) answers for it")
  func sheetUnderTheStatusBar() throws {
    var configuration = PullUpConfiguration.default
    configuration.shape.topMargin = 0
    configuration.shape.ignoresSafeArea = true
    let children = try Self.children(configuration, detent: 2)
    #expect(children.statusBar == .bottom)
  }

  @Test("A hidden sheet answers for neither: the content is under both")
  func hiddenSheet() throws {
    let children = try Self.children(.default, detent: 1, hidden: true)
    #expect(children.statusBar == .content)
    #expect(children.homeIndicator == .content)
  }
}
