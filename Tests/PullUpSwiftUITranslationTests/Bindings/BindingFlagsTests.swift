import PullUpCore
import PullUpSwiftUITranslation
import Testing

/// `BindingSync`'s hidden and locked bindings (issue 50): `.pullUpSheet(isHidden:isLocked:)` both ways, without
/// echoes, by the state binding's rule.
@Suite struct BindingFlagsTests {
  /// A default sheet on a phone, resting collapsed, shown and unlocked.
  static func restingSnapshot() throws -> PullUpSnapshot {
    try PullUpMachine(container: phone).snapshot
  }

  @Test("A first write of the hidden binding: true hides the shown sheet, false asks nothing")
  func hiddenWrite() throws {
    let snapshot = try Self.restingSnapshot()
    var sync = BindingSync()
    #expect(sync.appWroteHidden(false, snapshot: snapshot) == .ignore(.alreadyThere))
    #expect(sync.appWroteHidden(true, snapshot: snapshot) == .send(.setHidden(true)))
    #expect(sync.shownHidden == true)
  }

  @Test("A first write of the locked binding: true locks the unlocked sheet, false asks nothing")
  func lockedWrite() throws {
    let snapshot = try Self.restingSnapshot()
    var sync = BindingSync()
    #expect(sync.appWroteLocked(false, snapshot: snapshot) == .ignore(.alreadyThere))
    #expect(sync.appWroteLocked(true, snapshot: snapshot) == .send(.setLocked(true)))
    #expect(sync.shownLocked == true)
  }

  @Test("A write of the value the binding shows asks nothing: the sheet's publication coming back")
  func echo() throws {
    var machine = try PullUpMachine(container: phone)
    var sync = BindingSync()
    #expect(sync.publishHidden(machine.snapshot) == .publish(false))
    #expect(sync.publishLocked(machine.snapshot) == .publish(false))
    // The app hides and locks the sheet; the sheet takes both; its snapshots publish nothing new.
    let hide = sync.appWroteHidden(true, snapshot: machine.snapshot)
    let lock = sync.appWroteLocked(true, snapshot: machine.snapshot)
    for input in [hide.input, lock.input].compactMap({ $0 }) { _ = try machine.apply(input, at: 0) }
    #expect(machine.snapshot.isHidden && machine.snapshot.isLocked)
    #expect(sync.publishHidden(machine.snapshot) == .unchanged)
    #expect(sync.publishLocked(machine.snapshot) == .unchanged)
    #expect(sync.appWroteHidden(true, snapshot: machine.snapshot) == .ignore(.alreadyShown))
    #expect(sync.appWroteLocked(true, snapshot: machine.snapshot) == .ignore(.alreadyShown))
  }

  @Test("The sheet's own change is published: a controller that shows the sheet writes false into the binding")
  func sheetChanges() throws {
    var machine = try PullUpMachine(container: phone)
    var sync = BindingSync()
    if let input = sync.appWroteHidden(true, snapshot: machine.snapshot).input { _ = try machine.apply(input, at: 0) }
    #expect(sync.publishHidden(machine.snapshot) == .unchanged)
    // Shown by the controller (a VoiceOver action, the app's own code through onController), not the binding.
    _ = try machine.apply(.setHidden(false), at: 1)
    #expect(sync.publishHidden(machine.snapshot) == .publish(false))
    #expect(sync.shownHidden == false)
  }

  @Test("A refused write leaves the truth to the next snapshot")
  func refused() throws {
    let snapshot = try Self.restingSnapshot()
    var sync = BindingSync()
    _ = sync.publishLocked(snapshot)
    // The app writes true, but the input is never applied (the glue's controller refused it, say).
    #expect(sync.appWroteLocked(true, snapshot: snapshot).input == .setLocked(true))
    #expect(sync.publishLocked(snapshot) == .publish(false))
  }
}
