import PullUpCore
import PullUpUIKitTranslation
import Testing

/// `TrackedListInsets`: the tracked list's vertical insets come from the layout, not from UIKit's safe area of a
/// view placed by frame (issue 50): at each rest and mid-drag the list's last row stops above the home indicator's
/// area, never 34 points past it, and never twice the sheet's insets; the app's own insets stay its own.
@Suite struct TrackedListInsetsTests {
  /// The strip of the handle above the bottom view controller's view, as PullUpUIKit lays it out.
  static let strip = 22.0

  /// The list's frame when it fills the bottom view controller's view below the strip: the sheet's frame less the
  /// strip, as the glue lays out the bottom view controller's view.
  static func listFrame(in layout: PullUpLayout) -> PullUpRect {
    let sheet = layout.sheetFrame
    return PullUpRect(x: sheet.x, y: sheet.y + strip, width: sheet.width, height: sheet.height - strip)
  }

  /// The sheet's part of the insets for the default sheet on the phone, at a detent or mid-drag, with a keyboard.
  static func sheetPart(detent: Int, dragBy translation: Double = 0, keyboard: Double = 0) throws
    -> TrackedListInsets.Insets
  {
    var sheet = try TranslatedSheet(.default, detent: detent)
    if keyboard > 0 { _ = try sheet.machine.apply(.keyboardChanged(height: keyboard, animated: false), at: 0) }
    if translation != 0 {
      _ = try sheet.machine.apply(.dragBegan(), at: 0)
      _ = try sheet.machine.apply(.dragChanged(translation: translation), at: 0.1)
    }
    let layout = sheet.snapshot.layout
    return TrackedListInsets.sheetPart(listFrame: listFrame(in: layout), layout: layout, safeArea: phone.safeArea)
  }

  @Test("Expanded: the list's last row stops above the home indicator's 34 points, and no more")
  func expanded() throws {
    // The expanded sheet's bottom edge is the screen's: the list ends 34 points under the home indicator's area.
    #expect(try Self.sheetPart(detent: 2) == .init(top: 0, bottom: 34))
  }

  @Test("Collapsed and in the middle: the part of the list below the screen, plus the home indicator's area")
  func lowerDetents() throws {
    // Collapsed: the sheet's top at 722, its 785 points reach 1507; the user sees down to 844 - 34 = 810.
    #expect(try Self.sheetPart(detent: 0) == .init(top: 0, bottom: 1507 - 810))
    // The middle detent: the top at 451.5, the bottom at 1236.5.
    #expect(try Self.sheetPart(detent: 1) == .init(top: 0, bottom: 1236.5 - 810))
  }

  @Test("Mid-drag, the inset follows the sheet: the last row is reachable wherever the finger stops")
  func midDrag() throws {
    let resting = try Self.sheetPart(detent: 1)
    let raised = try Self.sheetPart(detent: 1, dragBy: -100)
    #expect(raised.bottom == resting.bottom - 100)
  }

  @Test("With the keyboard up, the list stops above the keyboard, not above the home indicator")
  func keyboard() throws {
    // A 336-point keyboard: its top at 844 - 336 = 508, above the home indicator's area.
    var sheet = try TranslatedSheet(.default, detent: 2)
    _ = try sheet.machine.apply(.keyboardChanged(height: 336, animated: false), at: 0)
    let list = Self.listFrame(in: sheet.snapshot.layout)
    let part = try Self.sheetPart(detent: 2, keyboard: 336)
    #expect(part == .init(top: 0, bottom: list.y + list.height - 508))
    #expect(part.bottom > 34)
  }

  @Test("A list that reaches under the status bar gets that part as its top inset")
  func underTheStatusBar() throws {
    let layout = try Self.layout()
    let list = PullUpRect(x: 0, y: 20, width: 390, height: 824)
    let part = TrackedListInsets.sheetPart(listFrame: list, layout: layout, safeArea: phone.safeArea)
    #expect(part == .init(top: 47 - 20, bottom: 34))
  }

  @Test("Bad frames give no inset, never a negative or infinite one")
  func badFrames() throws {
    let layout = try Self.layout()
    let cases = [
      PullUpRect(x: 0, y: .nan, width: 390, height: 100),
      PullUpRect(x: 0, y: 100, width: 390, height: -50),
      PullUpRect(x: 0, y: -.infinity, width: 390, height: .infinity),
    ]
    for list in cases {
      let part = TrackedListInsets.sheetPart(listFrame: list, layout: layout, safeArea: phone.safeArea)
      #expect(part.top.isFinite && part.top >= 0, "\(list)")
      #expect(part.bottom.isFinite && part.bottom >= 0, "\(list)")
    }
    // A list of no height has no inset at all, wherever it is.
    let empty = PullUpRect(x: 0, y: 900, width: 390, height: 0)
    #expect(TrackedListInsets.sheetPart(listFrame: empty, layout: layout, safeArea: phone.safeArea) == .zero)
  }

  @Test("The app's own insets are the base the sheet's part is added to, and come back when tracking ends")
  func appInsets() {
    let footer = TrackedListInsets.Insets(top: 0, bottom: 44)
    var insets = TrackedListInsets(current: footer)
    var list = footer
    // The first write: the app's 44 points, plus the sheet's 34.
    list = insets.update(sheetPart: .init(top: 0, bottom: 34), current: list) ?? list
    #expect(list == .init(top: 0, bottom: 78))
    // No change, no write.
    #expect(insets.update(sheetPart: .init(top: 0, bottom: 34), current: list) == nil)
    // The app writes its own inset while tracked: that is its new base.
    list = .init(top: 8, bottom: 10)
    list = insets.update(sheetPart: .init(top: 0, bottom: 100), current: list) ?? list
    #expect(list == .init(top: 8, bottom: 110))
    // Tracking ends: the app's last own insets come back.
    #expect(insets.restore(current: list) == .init(top: 8, bottom: 10))
  }

  @Test("Counted once: an app that set the sheet's insets itself before tracking is not counted twice")
  func notTwice() {
    // The app's list had no inset; the glue wrote the sheet's part; the next frames only follow the sheet.
    var insets = TrackedListInsets(current: .zero)
    var list = TrackedListInsets.Insets.zero
    for bottom in [697.0, 600, 426.5, 34] {
      list = insets.update(sheetPart: .init(top: 0, bottom: bottom), current: list) ?? list
      #expect(list.bottom == bottom)
    }
  }

  @Test("When tracking ends after the app wrote its own insets last, the app's stay")
  func appWroteLast() {
    var insets = TrackedListInsets(current: .zero)
    let written = insets.update(sheetPart: .init(top: 0, bottom: 34), current: .zero)
    #expect(written == .init(top: 0, bottom: 34))
    #expect(insets.restore(current: .init(top: 0, bottom: 12)) == nil)
    #expect(insets.restore(current: .init(top: 0, bottom: 34)) == .zero)
  }

  /// The expanded default sheet's layout on the phone (no keyboard).
  static func layout() throws -> PullUpLayout {
    try TranslatedSheet(.default, detent: 2).snapshot.layout
  }
}
