import PullUpCore
import PullUpFrontEnd
import Testing

/// Rules 1–3 and 6 of `PullUpInterpreter`: the drag threshold and direction, children's presses, taps and
/// the hidden sheet's strip. The phone's collapsed sheet is 122 pt tall: its top edge is at y = 722.
@Suite struct PointerRuleTests {
  @Test func aPressThatMovesLessThanTheThresholdIsNobodysAndItsReleaseATapOnTheContent() throws {
    var sheet = try InterpretedSheet()
    let down = try sheet.pointer(.down, y: 760, at: 0, on: .scrollableContent)
    #expect(down.verdict == .undecided)
    #expect(down.inputs.isEmpty)
    let jitter = try sheet.pointer(.move, x: 203, y: 765, at: 0.01, on: .scrollableContent)
    #expect(jitter.verdict == .undecided)
    #expect(jitter.inputs.isEmpty)
    let up = try sheet.pointer(.up, x: 203, y: 765, at: 0.02, on: .scrollableContent)
    #expect(up.verdict == .tapped(.scrollableContent))
    #expect(up.inputs.isEmpty)
    #expect(up.reason.description == "moved 5 pt, below the 8 pt threshold: a tap on the content")
    // No dragBegan was applied, so nobody saw `dragging`.
    #expect(sheet.states.isEmpty)
    #expect(sheet.snapshot.phase == .resting)
  }

  @Test func aPressPastTheThresholdAlongTheAxisBecomesADragMeasuredFromTheThresholdsEdge() throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0)
    let crossed = try sheet.pointer(.move, y: 750, at: 0.01)
    #expect(crossed.verdict == .claimed)
    // 10 points up, 2 past the 8-point edge: the sheet starts there, without a jump.
    #expect(crossed.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -2)])
    #expect(crossed.reason.description == "moved 10 pt, past the 8 pt threshold along the sheet: a drag of the sheet")
    let moved = try sheet.pointer(.move, y: 700, at: 0.02)
    #expect(moved.inputs == [.dragChanged(translation: -52)])
    #expect(sheet.snapshot.height == 174)
    let up = try sheet.pointer(.up, y: 700, at: 0.03)
    #expect(up.verdict == .claimed)
    guard case .dragEnded(let velocity?) = try #require(up.inputs.first) else {
      Issue.record("expected a release with a velocity, got \(up.inputs)")
      return
    }
    #expect(velocity < 0)
    #expect(sheet.states.first == .dragging)
  }

  @Test(arguments: [PullUpRegion.handle, .divider])
  func aGrabbedHandleOrDividerStaysUnderThePointer(region: PullUpRegion) throws {
    var sheet = try InterpretedSheet()
    // Grabbed 8 points below the sheet's top edge (722).
    try sheet.pointer(.down, y: 730, at: 0, on: region)
    let crossed = try sheet.pointer(.move, y: 720, at: 0.01, on: region)
    #expect(crossed.verdict == .claimed)
    // 10 points up, past the 8-point threshold: measured from the press, so the sheet catches up all 10.
    #expect(crossed.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -10)])
    #expect(sheet.snapshot.layout.sheetFrame.y == 720 - 8)
    // The pointer leaves the handle's region as the sheet follows it; the grab stays where it was.
    let moved = try sheet.pointer(.move, y: 600, at: 0.3, on: .body)
    #expect(moved.inputs == [.dragChanged(translation: -130)])
    #expect(sheet.snapshot.layout.sheetFrame.y == 600 - 8)
    let down = try sheet.pointer(.move, y: 650, at: 0.6, on: .body)
    #expect(down.inputs == [.dragChanged(translation: -80)])
    #expect(sheet.snapshot.layout.sheetFrame.y == 650 - 8)
  }

  @Test func aGrabbedHandleMovingDownStaysUnderThePointerToo() throws {
    var sheet = try InterpretedSheet(detent: 1)
    let top = sheet.snapshot.layout.sheetFrame.y
    try sheet.pointer(.down, y: top + 5, at: 0, on: .handle)
    let crossed = try sheet.pointer(.move, y: top + 15, at: 0.01, on: .handle)
    #expect(crossed.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: 10)])
    #expect(sheet.snapshot.layout.sheetFrame.y == top + 10)
  }

  @Test func aReplayOfAFileOfFormatVersionOneMeasuresAGrabFromTheThresholdsEdgeAsItWasRecorded() throws {
    var sheet = try InterpretedSheet()
    sheet.interpreter.measuresGrabsFromThresholdEdge = true
    try sheet.pointer(.down, y: 730, at: 0, on: .handle)
    let crossed = try sheet.pointer(.move, y: 720, at: 0.01, on: .handle)
    #expect(crossed.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -2)])
  }

  @Test func aPressOnTheContentBecomesADragInScrollableContent() throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0, on: .scrollableContent)
    let crossed = try sheet.pointer(.move, y: 740, at: 0.01, on: .scrollableContent)
    #expect(crossed.inputs == [.dragBegan(inScrollableContent: true), .dragChanged(translation: -12)])
  }

  @Test func aPressPastTheThresholdAcrossTheAxisIsTheContents() throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0)
    let across = try sheet.pointer(.move, x: 215, y: 755, at: 0.01)
    #expect(across.verdict == .yielded)
    #expect(across.inputs.isEmpty)
    let later = try sheet.pointer(.move, x: 215, y: 600, at: 0.02)
    #expect(later.verdict == .yielded)
    #expect(later.inputs.isEmpty)
    let up = try sheet.pointer(.up, x: 215, y: 600, at: 0.03)
    #expect(up.inputs.isEmpty)
    #expect(sheet.states.isEmpty)
  }

  @Test(arguments: [
    (PullUpPointerDevice.mouse, 8.0), (.pen, 8), (.touch, 16),
  ])
  func eachDeviceHasItsThreshold(device: PullUpPointerDevice, threshold: Double) throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0, device: device)
    let at = try sheet.pointer(.move, y: 760 - threshold, at: 0.01, device: device)
    #expect(at.verdict == .undecided)
    let past = try sheet.pointer(.move, y: 760 - threshold - 0.5, at: 0.02, device: device)
    #expect(past.verdict == .claimed)
  }

  @Test func thresholdsAreConfigurableAndUnusableOnesCountAsTheirDefaults() throws {
    let thresholds = PullUpInterpreter.DragThresholds(mouse: 2, touch: -1, pen: .nan)
    #expect(thresholds[.mouse] == 2)
    #expect(thresholds[.touch] == 16)
    #expect(thresholds[.pen] == 8)
    #expect(PullUpInterpreter.DragThresholds(mouse: .infinity)[.mouse] == 8)
    var sheet = try InterpretedSheet(settings: .init(dragThresholds: thresholds))
    try sheet.pointer(.down, y: 760, at: 0)
    #expect(try sheet.pointer(.move, y: 757, at: 0.01).verdict == .claimed)
  }

  @Test func aPressOnASettlingSheetCatchesItAtOnce() throws {
    var sheet = try InterpretedSheet()
    _ = try sheet.machine.apply(.setState(.expanded), at: 0)
    _ = try sheet.machine.advance(to: 0.1)
    #expect(sheet.snapshot.phase == .settling)
    let caught = try sheet.pointer(.down, y: 500, at: 0.1)
    #expect(caught.verdict == .claimed)
    #expect(caught.inputs == [.dragBegan(inScrollableContent: false)])
    #expect(sheet.snapshot.phase == .tracking)
  }

  @Test func aChildKeepsItsPressWhereverItMoves() throws {
    var sheet = try InterpretedSheet()
    let down = try sheet.pointer(.down, y: 760, at: 0, on: .child)
    #expect(down.verdict == .yielded)
    #expect(try sheet.pointer(.move, y: 600, at: 0.01, on: .child).inputs.isEmpty)
    let up = try sheet.pointer(.up, y: 600, at: 0.02, on: .child)
    #expect(up.inputs.isEmpty)
    #expect(up.verdict == .yielded)
    #expect(sheet.states.isEmpty)
  }

  @Test func aTapOnTheDimmingCollapsesOnReleaseAndAPanDoesNot() throws {
    let dimmed = PullUpConfiguration.default.with { $0.appearance.dimming = .threshold(fraction: 0.5, alpha: 0.4) }
    var sheet = try InterpretedSheet(dimmed, detent: 2)
    let down = try sheet.pointer(.down, y: 30, at: 0, on: .dimming)
    #expect(down.inputs.isEmpty)
    #expect(down.verdict == .undecided)
    let up = try sheet.pointer(.up, y: 33, at: 0.05, on: .dimming)
    #expect(up.inputs == [.dimmingTapped])
    #expect(up.verdict == .tapped(.dimming))
    #expect(sheet.snapshot.restingHeight == phoneDetents[0])

    var panned = try InterpretedSheet(dimmed, detent: 2)
    try panned.pointer(.down, y: 30, at: 0, on: .dimming)
    #expect(try panned.pointer(.move, x: 260, y: 30, at: 0.02, on: .dimming).verdict == .yielded)
    #expect(try panned.pointer(.up, x: 260, y: 30, at: 0.04, on: .dimming).inputs.isEmpty)
    #expect(panned.snapshot.restingHeight == phoneDetents[2])
  }

  @Test func aPressOutsideIsNotTheSheets() throws {
    var sheet = try InterpretedSheet()
    #expect(try sheet.pointer(.down, y: 100, at: 0, on: .outside).verdict == .yielded)
    #expect(try sheet.pointer(.up, y: 100, at: 0.01, on: .outside).inputs.isEmpty)
  }

  @Test(arguments: [
    (PullUpInterpreter.HandleTap.none, 0, [PullUpInput]()),
    (.toggle, 0, [.toggleState()]),
    (.nextDetent, 0, [.moveToDetent(1)]),
    (.nextDetent, 1, [.moveToDetent(2)]),
    (.nextDetent, 2, [.moveToDetent(0)]),
  ])
  func aTapOnTheHandleDoesWhatTheSettingsSay(tap: PullUpInterpreter.HandleTap, detent: Int, inputs: [PullUpInput])
    throws
  {
    var sheet = try InterpretedSheet(detent: detent, settings: .init(handleTap: tap))
    let top = sheet.snapshot.layout.sheetFrame.y
    try sheet.pointer(.down, y: top + 5, at: 0, on: .handle)
    let up = try sheet.pointer(.up, y: top + 6, at: 0.05, on: .handle)
    #expect(up.verdict == .tapped(.handle))
    #expect(up.inputs == inputs)
  }

  @Test func aLockedSheetsPressesAreTapsAtMostNeverDrags() throws {
    var sheet = try InterpretedSheet(settings: .init(handleTap: .toggle))
    _ = try sheet.machine.apply(.setLocked(true), at: 0)
    try sheet.pointer(.down, y: 760, at: 0)
    #expect(try sheet.pointer(.move, y: 600, at: 0.01).verdict == .yielded)
    #expect(try sheet.pointer(.up, y: 600, at: 0.02).inputs.isEmpty)
    try sheet.pointer(.down, y: 730, at: 1, on: .handle)
    let tap = try sheet.pointer(.up, y: 730, at: 1.01, on: .handle)
    #expect(tap.verdict == .tapped(.handle))
    #expect(tap.inputs.isEmpty)
  }

  /// What code does to the sheet while a press is held below its threshold (a key, `applyNow`, a delegate).
  static let outsideChanges: [PullUpInput] = [
    .setLocked(true), .setHidden(true, animated: false), .setHidden(true, animated: true),
  ]

  @Test(arguments: outsideChanges)
  func aPressHeldWhileCodeLocksOrHidesTheSheetIsNotADragWhenItCrossesTheThreshold(change: PullUpInput) throws {
    let configurations: [PullUpConfiguration] = [
      .default, .default.with { $0.movement.dragsWhileHidden = true },
    ]
    for configuration in configurations {
      var sheet = try InterpretedSheet(configuration)
      #expect(try sheet.pointer(.down, y: 760, at: 0).verdict == .undecided)
      _ = try sheet.machine.apply(change, at: 0.005)
      // The machine would refuse the drag (locked, hidden), or the sheet is no longer under the press.
      let crossed = try sheet.pointer(.move, y: 700, at: 0.01)
      #expect(crossed.verdict == .yielded)
      #expect(crossed.inputs.isEmpty)
      let words = change == .setLocked(true) ? "the sheet is locked" : "the sheet is hidden"
      #expect(
        crossed.reason.description.hasPrefix("a press on the sheet moved past its threshold, but now \(words)"),
        "\(crossed.reason)")
      #expect(try sheet.pointer(.up, y: 700, at: 0.02).inputs.isEmpty)
      #expect(!sheet.interpreter.isFollowingGesture)
      #expect(sheet.states.allSatisfy { $0 != .dragging })
    }
  }

  @Test func aPressOnAHiddenSheetsHandleWithoutAStripIsATapAtMost() throws {
    var sheet = try InterpretedSheet(settings: .init(handleTap: .toggle))
    _ = try sheet.machine.apply(.setHidden(true, animated: false), at: 0)
    #expect(sheet.snapshot.layout.hiddenGrabHeight == 0)
    let down = try sheet.pointer(.down, y: 830, at: 1, on: .handle)
    #expect(down.verdict == .undecided)
    #expect(
      down.reason.description
        == "a press on the handle, where the sheet is hidden, and the press is not in a strip that shows it: "
        + "a tap at most, never a drag")
    #expect(try sheet.pointer(.move, y: 700, at: 1.01, on: .handle).verdict == .yielded)
    #expect(try sheet.pointer(.up, y: 700, at: 1.02, on: .handle).inputs.isEmpty)
    // A tap still does what the handle's tap does: here, it shows the sheet.
    try sheet.pointer(.down, y: 830, at: 2, on: .handle)
    #expect(try sheet.pointer(.up, y: 830, at: 2.01, on: .handle).inputs == [.setHidden(false)])
  }

  @Test func aHiddenSheetIsTakenInTheStripItsLayoutGives() throws {
    let draggable = PullUpConfiguration.default.with { $0.movement.dragsWhileHidden = true }
    var sheet = try InterpretedSheet(draggable)
    #expect(sheet.snapshot.layout.hiddenGrabHeight == 0)
    _ = try sheet.machine.apply(.setHidden(true, animated: false), at: 0)
    // The strip is 32 pt above the phone's 34 pt safe area.
    #expect(sheet.snapshot.layout.hiddenGrabHeight == PullUpLayout.hiddenGrabStrip + 34)
    // A child under the strip (a slider along the window's bottom edge) keeps its press, as everywhere.
    #expect(try sheet.pointer(.down, y: 844 - 20, at: 0.5, on: .child).verdict == .yielded)
    #expect(try sheet.pointer(.move, y: 844 - 80, at: 0.52, on: .child).inputs.isEmpty)
    #expect(try sheet.pointer(.up, y: 844 - 80, at: 0.54, on: .child).inputs.isEmpty)
    #expect(try sheet.pointer(.down, y: 844 - 67, at: 1, on: .outside).verdict == .yielded)
    #expect(try sheet.pointer(.up, y: 844 - 67, at: 1.01, on: .outside).inputs.isEmpty)
    #expect(try sheet.pointer(.down, y: 844 - 20, at: 2, on: .outside).verdict == .undecided)
    // The strip is the hidden sheet's handle: the point grabbed stays under the pointer, 40 points up.
    let grabbed = try sheet.pointer(.move, y: 844 - 60, at: 2.02, on: .outside)
    #expect(grabbed.inputs == [.dragBegan(inScrollableContent: false), .dragChanged(translation: -40)])

    var fixed = try InterpretedSheet()
    _ = try fixed.machine.apply(.setHidden(true, animated: false), at: 0)
    #expect(fixed.snapshot.layout.hiddenGrabHeight == 0)
    #expect(try fixed.pointer(.down, y: 844 - 20, at: 1, on: .outside).verdict == .yielded)
  }

  @Test func aCancelledDragIsCancelledAndAReleaseWithoutAPressIsNobodys() throws {
    var sheet = try InterpretedSheet()
    #expect(try sheet.pointer(.up, y: 760, at: 0).verdict == .yielded)
    try sheet.pointer(.down, y: 760, at: 0)
    try sheet.pointer(.move, y: 700, at: 0.01)
    #expect(try sheet.pointer(.cancel, y: 700, at: 0.02).inputs == [.dragCancelled])
    #expect(try sheet.pointer(.cancel, y: 700, at: 0.03).inputs.isEmpty)
  }

  @Test func onlyTheFirstPressCounts() throws {
    var sheet = try InterpretedSheet()
    try sheet.pointer(.down, y: 760, at: 0, device: .touch)
    let second = try sheet.pointer(.down, x: 100, y: 780, at: 0.01, device: .touch)
    #expect(second.verdict == .yielded)
    #expect(second.reason.description == "another press is held: only the first counts")
  }
}
