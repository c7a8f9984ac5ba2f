import PullUpCore
import Testing

@Suite("Keyboard")
struct KeyboardTests {
  /// A phone keyboard: 336 points from the bottom edge, 302 of them above the 34-point safe area.
  static let keyboard = 336.0

  static func machine(_ policy: PullUpKeyboardPolicy, detent: Int) throws -> PullUpMachine {
    try PullUpMachine.phone(.default.with { $0.movement.keyboardPolicy = policy }, detent: detent)
  }

  @Test(
    "Each policy places the sheet while the keyboard is up, and returns it when the keyboard goes away",
    arguments: [
      (PullUpKeyboardPolicy.liftAboveKeyboard, 0, 424.0, [424, 694.5, 785.0]),
      (.liftAboveKeyboard, 1, 694.5, [424, 694.5, 785]),
      (.liftAboveKeyboard, 2, 785, [424, 694.5, 785]),
      (.expandToLargest, 0, 785, [122, 392.5, 785]),
      (.expandToLargest, 1, 785, [122, 392.5, 785]),
      (.expandToLargest, 2, 785, [122, 392.5, 785]),
      (.temporaryDetent, 0, 424, [122, 392.5, 424, 785]),
      (.temporaryDetent, 1, 424, [122, 392.5, 424, 785]),
      (.temporaryDetent, 2, 785, [122, 392.5, 424, 785]),
    ])
  func policy(_ policy: PullUpKeyboardPolicy, detent: Int, whileUp: Double, detents: [Double]) throws {
    var machine = try Self.machine(policy, detent: detent)
    let before = machine.snapshot.height
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    #expect(machine.snapshot.height == whileUp)
    #expect(machine.detents.heights == detents)
    #expect(machine.snapshot.keyboardHeight == Self.keyboard)
    #expect(machine.invariantViolations().isEmpty)
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 2)
    #expect(machine.snapshot.height == before)
    #expect(machine.detents.heights == [122, 392.5, 785])
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test("Animated, the sheet settles with the keyboard, and back", arguments: PullUpKeyboardPolicy.allCases)
  func animated(policy: PullUpKeyboardPolicy) throws {
    var machine = try Self.machine(policy, detent: 0)
    let shown = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: true), at: 1)
    #expect(shown.action == .startFrames)
    guard case .settleStarted(let settle) = shown.events.last else {
      Issue.record("expected a settle, got \(shown.events)")
      return
    }
    #expect(settle.cause == .keyboard)
    #expect(machine.snapshot.height == 122, "the sheet starts from where it is")
    try machine.settle()
    #expect(machine.snapshot.height == settle.target)
    let hidden = try machine.apply(.keyboardChanged(height: 0, animated: true), at: 20)
    #expect(hidden.action == .startFrames)
    try machine.settle()
    #expect(machine.snapshot.height == 122)
  }

  @Test("A sheet moved while the keyboard is up stays where it was put", arguments: PullUpKeyboardPolicy.allCases)
  func movedMeanwhile(policy: PullUpKeyboardPolicy) throws {
    var machine = try Self.machine(policy, detent: 0)
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    // Detent 1 is the middle detent, lifted (694.5) or not (392.5): not where the keyboard put the sheet.
    _ = try machine.moveRequested(to: .detent(1), animated: false, at: 2)
    #expect(machine.snapshot.height != 122 && machine.snapshot.height != 424 && machine.snapshot.height != 785)
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 3)
    #expect(machine.snapshot.height == 392.5)
  }

  @Test("A keyboard that pushes the lifted detents together still returns the sheet to its detent")
  func mergedDetents() throws {
    var machine = try Self.machine(.liftAboveKeyboard, detent: 1)
    _ = try machine.apply(.keyboardChanged(height: 700, animated: false), at: 1)
    #expect(machine.detents.heights == [785])
    #expect(machine.restorationState.detentIndex == 1, "saved where the keyboard will give it back")
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 2)
    #expect(machine.snapshot.height == 392.5)
  }

  @Test("A keyboard that changes height moves the sheet along", arguments: PullUpKeyboardPolicy.allCases)
  func heightChange(policy: PullUpKeyboardPolicy) throws {
    var machine = try Self.machine(policy, detent: 0)
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard + 44, animated: false), at: 2)
    let expected: Double = policy == .expandToLargest ? 785 : 122 + 302 + 44
    #expect(machine.snapshot.height == expected)
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 3)
    #expect(machine.snapshot.height == 122)
  }

  @Test("The layout makes room: keyboard frame, content inset and the sheet's own inset")
  func layout() throws {
    var machine = try Self.machine(.expandToLargest, detent: 0)
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    let layout = machine.snapshot.layout
    #expect(layout.keyboardFrame == PullUpRect(x: 0, y: 844 - 336, width: 390, height: 336))
    #expect(layout.sheetInsets.bottom == 336, "the keyboard covers the bottom of the expanded sheet")
    #expect(layout.contentInsets.bottom == 785 - 34)
    _ = try machine.apply(.setHidden(true, animated: false), at: 2)
    #expect(machine.snapshot.layout.contentInsets.bottom == 302, "the keyboard still covers the content")
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 3)
    #expect(machine.snapshot.layout.keyboardFrame.height == 0)
    #expect(machine.snapshot.layout.contentInsets.bottom == 0)
  }

  @Test("A hidden sheet is not moved; under the lift it shows at its lifted detent")
  func hiddenSheet() throws {
    var machine = try Self.machine(.liftAboveKeyboard, detent: 0)
    _ = try machine.apply(.setHidden(true, animated: false), at: 0)
    let output = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: true), at: 1)
    #expect(output.action == .publish)
    #expect(machine.snapshot.height == -10)
    _ = try machine.apply(.setHidden(false, animated: false), at: 2)
    #expect(machine.snapshot.height == 424)
  }

  @Test("A finger on the sheet keeps it; the keyboard does not pull it away")
  func duringDrag() throws {
    var machine = try Self.machine(.expandToLargest, detent: 0)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -100), at: 0.1)
    _ = try machine.apply(.keyboardChanged(height: Self.keyboard, animated: true), at: 0.2)
    #expect(machine.snapshot.phase == .tracking)
    #expect(machine.snapshot.height == 222)
    _ = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    try machine.settle()
    _ = try machine.apply(.keyboardChanged(height: 0, animated: false), at: 20)
    #expect(machine.snapshot.height == 122, "released near the peek, it stays there")
  }

  @Test("Lifting the sheet at its detent announces nothing; expanding it does")
  func announcements() throws {
    var lifted = try Self.machine(.liftAboveKeyboard, detent: 0)
    let up = try lifted.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    #expect(!up.events.contains { if case .announcement = $0 { true } else { false } })
    var expanded = try Self.machine(.expandToLargest, detent: 0)
    let output = try expanded.apply(.keyboardChanged(height: Self.keyboard, animated: false), at: 1)
    #expect(output.events.last == .announcement("Sheet expanded"))
  }

  @Test("A keyboard taller than the container counts as the container; a shrinking container clamps it")
  func clamped() throws {
    var machine = try Self.machine(.liftAboveKeyboard, detent: 0)
    _ = try machine.apply(.keyboardChanged(height: 5000, animated: false), at: 1)
    #expect(machine.keyboardHeight == 844)
    #expect(machine.detents.heights == [785])
    _ = try machine.apply(.setContainer(.init(width: 844, height: 390, safeArea: .init(bottom: 21))), at: 2)
    #expect(machine.keyboardHeight == 390)
    #expect(machine.invariantViolations().isEmpty)
  }
}
