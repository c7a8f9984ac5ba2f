import PullUpCore
import PullUpFrontEnd
import Testing

/// Issue 51: `holdsPress`, the rule a front end holds a finger's motion back from the content by (GTK's own
/// touch scrolling of the list) while the sheet may still take the press.
@Suite struct PressHoldTests {
  @Test("A finger on the content is held from its press through the sheet's drag, and let go at its lift")
  func heldThroughTheDrag() throws {
    var sheet = try InterpretedSheet()
    #expect(!sheet.interpreter.holdsPress)
    try sheet.pointer(.down, y: 760, at: 0, on: .scrollableContent, device: .touch)
    #expect(sheet.interpreter.holdsPress, "below the threshold the press may still become the sheet's")
    try sheet.pointer(.move, y: 750, at: 0.01, on: .scrollableContent, device: .touch)
    #expect(sheet.interpreter.holdsPress)
    #expect(try sheet.pointer(.move, y: 700, at: 0.02, on: .scrollableContent, device: .touch).verdict == .claimed)
    #expect(sheet.interpreter.holdsPress, "the sheet's drag")
    try sheet.pointer(.up, y: 700, at: 0.03, on: .scrollableContent, device: .touch)
    #expect(!sheet.interpreter.holdsPress)
  }

  @Test("A press the sheet yields, or one that can only tap, is not held: the content may scroll under it")
  func notHeld() throws {
    // Across the sheet: yielded at the threshold.
    var across = try InterpretedSheet()
    try across.pointer(.down, x: 200, y: 760, at: 0, on: .scrollableContent, device: .touch)
    #expect(
      try across.pointer(.move, x: 240, y: 758, at: 0.02, on: .scrollableContent, device: .touch).verdict == .yielded)
    #expect(!across.interpreter.holdsPress)
    // A widget that keeps its presses: yielded at the press.
    var child = try InterpretedSheet()
    try child.pointer(.down, y: 760, at: 0, on: .child, device: .touch)
    #expect(!child.interpreter.holdsPress)
    // A locked sheet: the press can only tap.
    var locked = try InterpretedSheet()
    _ = try locked.machine.apply(.setLocked(true), at: 0)
    try locked.pointer(.down, y: 760, at: 0, on: .scrollableContent, device: .touch)
    #expect(!locked.interpreter.holdsPress)
  }
}
