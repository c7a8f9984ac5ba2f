import PullUpCore
import PullUpFrontEnd
import Testing

/// Rules 5 and 7 of `PullUpInterpreter`: keys (which act where), and focus moving into the sheet.
@Suite struct KeyAndFocusRuleTests {
  @Test(arguments: [
    (PullUpKey.up, 0, [PullUpInput.setHeight(392.5)]),
    (.pageUp, 1, [.setHeight(785)]),
    (.down, 2, [.setHeight(392.5)]),
    (.pageDown, 1, [.setHeight(122)]),
    (.home, 2, [.moveToDetent(0)]),
    (.end, 0, [.moveToDetent(2)]),
    (.escape, 2, [.setState(.collapsed)]),
    (.escape, 1, [.setState(.collapsed)]),
  ])
  func aKeyMovesTheSheet(key: PullUpKey, detent: Int, inputs: [PullUpInput]) throws {
    var sheet = try InterpretedSheet(detent: detent)
    let pressed = try sheet.key(key)
    #expect(pressed.inputs == inputs)
    #expect(pressed.verdict == .claimed)
  }

  @Test(arguments: [
    (PullUpKey.up, 2), (.pageUp, 2), (.end, 2), (.down, 0), (.pageDown, 0), (.home, 0), (.escape, 0),
    (.activate, 0),
  ])
  func aKeyThatWouldNotMoveTheSheetIsTheApps(key: PullUpKey, detent: Int) throws {
    var sheet = try InterpretedSheet(detent: detent)
    let pressed = try sheet.key(key)
    #expect(pressed.inputs.isEmpty)
    #expect(pressed.verdict == .yielded)
  }

  @Test(arguments: PullUpKey.allCases)
  func theValueKeysAreTheFocusedHandlesAndEscapeIsTheSheetsAnywhereInIt(key: PullUpKey) throws {
    let onTheHandle: Set<PullUpRegion> = [.handle, .divider]
    let inTheSheet: Set<PullUpRegion> = onTheHandle.union([.body, .scrollableContent, .child])
    for region in PullUpRegion.allCases {
      let expected = key == .escape ? inTheSheet.contains(region) : onTheHandle.contains(region)
      #expect(key.isTheSheets(withFocusOn: region) == expected, "\(key) on \(region)")
    }
  }

  @Test(arguments: [PullUpKey.up, .down, .pageUp, .pageDown, .home, .end])
  func aValueKeyWithTheFocusElsewhereInTheSheetIsTheToolkits(key: PullUpKey) throws {
    for region in [PullUpRegion.body, .scrollableContent, .child, .dimming, .outside] {
      var sheet = try InterpretedSheet(detent: 1)
      let pressed = try sheet.key(key, on: region)
      #expect(pressed.inputs.isEmpty, "\(key) on \(region)")
      #expect(pressed.verdict == .yielded, "\(key) on \(region)")
    }
    var divider = try InterpretedSheet(detent: 1)
    #expect(try divider.key(key, on: .divider).verdict == .claimed)
  }

  @Test(arguments: [PullUpRegion.handle, .divider, .body, .scrollableContent, .child])
  func escapeCollapsesWithTheFocusAnywhereInTheSheet(region: PullUpRegion) throws {
    var sheet = try InterpretedSheet(detent: 2)
    #expect(try sheet.key(.escape, on: region).inputs == [.setState(.collapsed)])
  }

  @Test(arguments: [PullUpRegion.dimming, .outside])
  func escapeFromBehindOrOutsideTheSheetIsTheApps(region: PullUpRegion) throws {
    var sheet = try InterpretedSheet(detent: 2)
    #expect(try sheet.key(.escape, on: region).verdict == .yielded)
  }

  @Test func escapeHidesACollapsedSheetThatMayHide() throws {
    var sheet = try InterpretedSheet(PullUpConfiguration.default.with { $0.movement.hidesByDragging = true })
    #expect(try sheet.key(.escape).inputs == [.setHidden(true)])
    try sheet.settle()
    #expect(sheet.snapshot.isHidden)
    // A hidden sheet's keys are the app's.
    #expect(try sheet.key(.up, at: 20).verdict == .yielded)
  }

  @Test func activateOnTheHandleDoesTheHandlesTapAndElsewhereNothing() throws {
    var sheet = try InterpretedSheet(settings: .init(handleTap: .toggle))
    #expect(try sheet.key(.activate, on: .handle).inputs == [.toggleState()])
    #expect(try sheet.key(.activate, on: .body, at: 2).verdict == .yielded)
  }

  @Test func aLockedSheetsKeysAreTheApps() throws {
    var sheet = try InterpretedSheet(detent: 1)
    _ = try sheet.machine.apply(.setLocked(true), at: 0)
    for key in PullUpKey.allCases {
      #expect(try sheet.key(key).verdict == .yielded, "\(key)")
    }
  }

  @Test func focusBelowTheVisiblePartRaisesTheSheetToTheLowestDetentThatShowsIt() throws {
    var sheet = try InterpretedSheet()
    #expect(PullUpInterpreter.visibleHeight(of: sheet.snapshot) == 122)
    let onScreen = try sheet.send(.focus(top: 60, bottom: 100, time: 1))
    #expect(onScreen.inputs.isEmpty)
    #expect(onScreen.verdict == .yielded)
    let below = try sheet.send(.focus(top: 200, bottom: 240, time: 1))
    #expect(below.inputs == [.moveToDetent(1)])
    #expect(below.reason.description == "the focused widget was off screen: the sheet moves to detent index 1")
    let farBelow = try sheet.send(.focus(top: 700, bottom: 2000, time: 2))
    #expect(farBelow.inputs == [.moveToDetent(2)])
  }

  @Test func theVisibleHeightStopsAtTheSheetsOwnBottomAndTheKeyboard() throws {
    let resizing = PullUpConfiguration.default.with { $0.appearance.layoutMode = .resize }
    var sheet = try InterpretedSheet(resizing, detent: 1)
    #expect(PullUpInterpreter.visibleHeight(of: sheet.snapshot) == 392.5)
    _ = try sheet.machine.apply(.keyboardChanged(height: 300, animated: false), at: 1)
    let snapshot = sheet.snapshot
    let expected = snapshot.layout.keyboardFrame.y - snapshot.layout.sheetFrame.y
    #expect(PullUpInterpreter.visibleHeight(of: snapshot) == max(0, min(expected, snapshot.layout.sheetFrame.height)))
    _ = try sheet.machine.apply(.setHidden(true, animated: false), at: 2)
    #expect(PullUpInterpreter.visibleHeight(of: sheet.snapshot) == 0)
  }
}
