import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation
import Testing

/// `BindingSync`: what an app's write asks of the sheet, and what a snapshot writes into the bindings.
@Suite struct BindingSyncTests {
  /// A default sheet on a phone, resting collapsed at detent 0 of 3.
  static func restingSnapshot() throws -> PullUpSnapshot {
    try PullUpMachine(container: phone).snapshot
  }

  @Test(
    "A first write of the state binding, on a sheet resting collapsed",
    arguments: [
      (PullUpState.collapsed, BindingWrite.ignore(.alreadyThere)),
      (.expanded, .send(.setState(.expanded))),
      (.dragging, .ignore(.transientState(.dragging))),
      (.intermediate, .ignore(.transientState(.intermediate))),
    ])
  func stateWrite(value: PullUpState, expected: BindingWrite) throws {
    var sync = BindingSync()
    #expect(sync.appWroteState(value, snapshot: try Self.restingSnapshot()) == expected)
    #expect(sync.shownState == value)
  }

  @Test(
    "A first write of the detent binding, on a sheet resting at detent 0 of 3",
    arguments: [
      (Int?.none, BindingWrite.ignore(.noDetent)),
      (0, .ignore(.alreadyThere)),
      (1, .send(.moveToDetent(1))),
      (2, .send(.moveToDetent(2))),
      (3, .ignore(.detentOutOfRange(index: 3, count: 3))),
      (-1, .ignore(.detentOutOfRange(index: -1, count: 3))),
      (Int.max, .ignore(.detentOutOfRange(index: .max, count: 3))),
      (Int.min, .ignore(.detentOutOfRange(index: .min, count: 3))),
    ])
  func detentWrite(value: Int?, expected: BindingWrite) throws {
    var sync = BindingSync()
    #expect(sync.appWroteDetent(value, snapshot: try Self.restingSnapshot()) == expected)
    #expect(sync.shownDetent == .some(value))
  }

  @Test("A write of the value the binding shows asks nothing: the sheet's publication coming back")
  func echo() throws {
    let snapshot = try Self.restingSnapshot()
    var sync = BindingSync()
    #expect(sync.publishState(snapshot) == .publish(.collapsed))
    #expect(sync.publishDetent(snapshot) == .publish(0))
    #expect(sync.appWroteState(.collapsed, snapshot: snapshot) == .ignore(.alreadyShown))
    #expect(sync.appWroteDetent(0, snapshot: snapshot) == .ignore(.alreadyShown))
    #expect(sync.publishState(snapshot) == .unchanged)
    #expect(sync.publishDetent(snapshot) == .unchanged)
  }

  @Test("The same app write twice asks once")
  func sameWriteTwice() throws {
    let snapshot = try Self.restingSnapshot()
    var sync = BindingSync()
    #expect(sync.appWroteDetent(2, snapshot: snapshot) == .send(.moveToDetent(2)))
    #expect(sync.appWroteDetent(2, snapshot: snapshot) == .ignore(.alreadyShown))
    #expect(sync.appWroteState(.expanded, snapshot: snapshot).input == .setState(.expanded))
    #expect(sync.appWroteState(.expanded, snapshot: snapshot).input == nil)
  }

  @Test("The published detent: at rest or settling to a detent; nil while held, between detents, hidden")
  func publishedDetent() throws {
    var machine = try PullUpMachine(container: phone)
    #expect(BindingSync.detent(of: machine.snapshot) == 0)
    _ = try machine.apply(.moveToDetent(2), at: 0)
    #expect(machine.snapshot.phase == .settling)
    #expect(BindingSync.detent(of: machine.snapshot) == 2)
    _ = try machine.apply(.dragBegan(), at: 0.1)
    #expect(machine.snapshot.phase == .tracking)
    #expect(BindingSync.detent(of: machine.snapshot) == nil)
    _ = try machine.apply(.dragCancelled, at: 0.2)
    _ = try machine.apply(.setHeight(250, animated: false), at: 0.3)
    #expect(machine.snapshot.phase == .resting)
    #expect(BindingSync.detent(of: machine.snapshot) == nil)
    _ = try machine.apply(.moveToDetent(1, animated: false), at: 0.4)
    #expect(BindingSync.detent(of: machine.snapshot) == 1)
    _ = try machine.apply(.setHidden(true, animated: false), at: 0.5)
    #expect(BindingSync.detent(of: machine.snapshot) == nil)
  }

  @Test("A snapshot publishes only what differs from what the binding shows, the app's writes included")
  func publishesOnChange() throws {
    var machine = try PullUpMachine(container: phone)
    var sync = BindingSync()
    _ = sync.appWroteState(.expanded, snapshot: machine.snapshot)  // The app wrote; the sheet has not moved.
    #expect(sync.publishState(machine.snapshot) == .publish(.collapsed))  // Set back to the truth.
    _ = try machine.apply(.setState(.expanded), at: 0)
    #expect(sync.publishState(machine.snapshot) == .publish(.dragging))
    _ = try machine.advance(to: 0.001)
    #expect(sync.publishState(machine.snapshot) == .unchanged)
    _ = try machine.advance(to: 10)
    #expect(sync.publishState(machine.snapshot) == .publish(.expanded))
  }
}
