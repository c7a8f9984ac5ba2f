import Foundation
import PullUpCore
import Testing

/// One row of the accessibility rules: a sheet in some place, and what an assistive technology gets.
struct AccessibilityCase: Sendable, CustomTestStringConvertible {
  let name: String
  var configuration: PullUpConfiguration = .default
  let prepare: @Sendable (inout PullUpMachine) throws -> Void
  let actions: PullUpAccessibilityActions
  let increment: PullUpAccessibilityAction?
  let decrement: PullUpAccessibilityAction?
  let value: String

  var testDescription: String { name }

  static func at(_ detent: Int) -> @Sendable (inout PullUpMachine) throws -> Void {
    { _ = try $0.moveRequested(to: .detent(detent), animated: false, at: 0) }
  }

  static let hideable = PullUpConfiguration.default.with { $0.movement.hidesByDragging = true }

  static let rows: [AccessibilityCase] = [
    .init(
      name: "lowest of three", prepare: at(0), actions: [.expand, .nextDetent], increment: .nextDetent,
      decrement: nil, value: "Detent 1 of 3"),
    .init(
      name: "middle of three: next and previous would repeat expand and collapse", prepare: at(1),
      actions: [.expand, .collapse], increment: .nextDetent, decrement: .previousDetent, value: "Detent 2 of 3"),
    .init(
      name: "highest of three", prepare: at(2), actions: [.collapse, .previousDetent], increment: nil,
      decrement: .previousDetent, value: "Detent 3 of 3"),
    .init(
      name: "between detents", prepare: { _ = try $0.moveRequested(to: .height(300), animated: false, at: 0) },
      actions: [.expand, .collapse, .nextDetent], increment: .nextDetent, decrement: .previousDetent,
      value: "Between detents 1 and 2 of 3"),
    .init(
      name: "lowest of a hideable sheet", configuration: hideable, prepare: at(0),
      actions: [.expand, .nextDetent, .hide], increment: .nextDetent, decrement: .hide, value: "Detent 1 of 3"),
    .init(
      name: "hidden, and a finger could show it", configuration: .splitSheet, prepare: { _ in }, actions: .show,
      increment: .show, decrement: nil, value: "Hidden"),
    .init(
      name: "hidden, and only code shows it",
      prepare: { _ = try $0.apply(.setHidden(true, animated: false), at: 0) }, actions: [], increment: nil,
      decrement: nil, value: "Hidden"),
    .init(
      name: "locked", prepare: { _ = try $0.apply(.setLocked(true), at: 0) }, actions: [], increment: nil,
      decrement: nil, value: "Detent 1 of 3"),
  ]
}

@Suite("Accessibility")
struct AccessibilityTests {
  @Test("Actions, adjustable steps and value follow the sheet's place", arguments: AccessibilityCase.rows)
  func rules(_ row: AccessibilityCase) throws {
    var machine = try PullUpMachine.phone(row.configuration)
    try row.prepare(&machine)
    let accessibility = machine.snapshot.accessibility
    #expect(accessibility.actions == row.actions)
    #expect(accessibility.increment == row.increment)
    #expect(accessibility.decrement == row.decrement)
    #expect(accessibility.value == row.value)
    for action in PullUpAccessibilityAction.allCases where accessibility.actions.contains(action) {
      #expect(!accessibility.labels[action].isEmpty)
    }
  }

  @Test(
    "Each action moves the sheet, animated, and announces where it comes to rest once",
    arguments: [
      (PullUpAccessibilityAction.expand, 0, 785.0, "Sheet expanded"),
      (.collapse, 2, 122, "Sheet collapsed"),
      (.nextDetent, 0, 392.5, "Sheet at detent 2 of 3"),
      (.nextDetent, 1, 785, "Sheet expanded"),
      (.previousDetent, 2, 392.5, "Sheet at detent 2 of 3"),
      (.hide, 1, -10, "Sheet hidden"),
    ])
  func perform(action: PullUpAccessibilityAction, detent: Int, target: Double, announcement: String) throws {
    var machine = try PullUpMachine.phone(AccessibilityCase.hideable, detent: detent)
    let output = try machine.apply(.accessibilityActionPerformed(action), at: 1)
    #expect(output.action == .startFrames)
    guard case .settleStarted(let settle) = output.events.last else {
      Issue.record("expected a settle, got \(output.events)")
      return
    }
    #expect(settle.cause == .accessibility)
    #expect(settle.target == target)
    var announcements: [String] = []
    var time = 1.0
    while machine.snapshot.phase == .settling {
      time += 1.0 / 60
      for case .announcement(let text) in try machine.advance(to: time).events { announcements.append(text) }
    }
    #expect(machine.snapshot.height == target)
    #expect(announcements == [announcement])
  }

  @Test("Show brings a hidden sheet back and announces where")
  func show() throws {
    var machine = try PullUpMachine(configuration: .splitSheet, container: .init(width: 390, height: 844))
    _ = try machine.apply(.accessibilityActionPerformed(.show), at: 1)
    var events: [PullUpEvent] = []
    var time = 1.0
    while machine.snapshot.phase == .settling {
      time += 1.0 / 60
      events += try machine.advance(to: time).events
    }
    #expect(!machine.isHidden)
    #expect(machine.snapshot.height == 400)
    #expect(events == [.settled(height: 400), .announcement("Sheet collapsed")])
  }

  @Test("An action that does not apply is refused and changes nothing")
  func unavailable() throws {
    var machine = try PullUpMachine.phone(detent: 2)
    let before = machine.snapshot
    #expect(throws: PullUpError.unavailableAction(.expand)) {
      try machine.apply(.accessibilityActionPerformed(.expand), at: 1)
    }
    #expect(throws: PullUpError.unavailableAction(.hide)) {
      try machine.apply(.accessibilityActionPerformed(.hide), at: 1)
    }
    #expect(throws: PullUpError.unavailableAction(.show)) {
      try machine.apply(.accessibilityActionPerformed(.show), at: 1)
    }
    _ = try machine.apply(.setLocked(true), at: 0)
    #expect(throws: PullUpError.locked) { try machine.apply(.accessibilityActionPerformed(.collapse), at: 1) }
    _ = try machine.apply(.setLocked(false), at: 0)
    #expect(machine.snapshot == before)
  }

  @Test("A settle back to the same place announces nothing; a new place announces once")
  func announcedOnce() throws {
    var machine = try PullUpMachine.phone(detent: 1)
    _ = try machine.apply(.dragBegan(), at: 0)
    _ = try machine.apply(.dragChanged(translation: -20), at: 0.2)
    let back = try machine.apply(.dragEnded(velocity: 0), at: 0.3)
    var events = back.events
    while machine.snapshot.phase == .settling {
      events += try machine.advance(to: machine.snapshot.time + 1.0 / 60).events
    }
    #expect(!events.contains { if case .announcement = $0 { true } else { false } })
    let expanded = try machine.moveRequested(to: .state(.expanded), animated: false, at: 5)
    #expect(expanded.events == [.settled(height: 785), .announcement("Sheet expanded")])
    let again = try machine.moveRequested(to: .state(.expanded), animated: false, at: 6)
    #expect(again.events.isEmpty)
  }

  @Test("Labels are yours: values, names and announcements use them")
  func customLabels() throws {
    let french = PullUpAccessibilityLabels(
      expand: "Agrandir", detentValue: "Cran {index} sur {count}", expandedAnnouncement: "Panneau agrandi")
    var machine = try PullUpMachine.phone(.default.with { $0.accessibilityLabels = french }, detent: 1)
    #expect(machine.snapshot.accessibility.value == "Cran 2 sur 3")
    #expect(machine.snapshot.accessibility.labels[.expand] == "Agrandir")
    #expect(machine.snapshot.accessibility.labels[.collapse] == "Collapse")
    _ = try machine.apply(.accessibilityActionPerformed(.expand), at: 1)
    #expect(try machine.advance(to: 10).events == [.settled(height: 785), .announcement("Panneau agrandi")])
    let settled = try machine.moveRequested(to: .state(.collapsed), animated: false, at: 30)
    #expect(settled.events.last == .announcement("Sheet collapsed"))
    let silent = PullUpAccessibilityLabels(collapsedAnnouncement: "")
    var quiet = try PullUpMachine.phone(.default.with { $0.accessibilityLabels = silent }, detent: 2)
    let collapsed = try quiet.moveRequested(to: .state(.collapsed), animated: false, at: 1)
    #expect(collapsed.events == [.settled(height: 122)], "an empty announcement announces nothing")
  }

  @Test("Labels decode from a partial translation; the rest stays English")
  func labelsDecode() throws {
    let json = Data(#"{"expand": "Agrandir", "hiddenValue": "Masqué"}"#.utf8)
    let labels = try JSONDecoder().decode(PullUpAccessibilityLabels.self, from: json)
    #expect(labels[.expand] == "Agrandir")
    #expect(labels.hiddenValue == "Masqué")
    #expect(labels[.collapse] == "Collapse")
    let encoded = try JSONEncoder().encode(labels)
    #expect(try JSONDecoder().decode(PullUpAccessibilityLabels.self, from: encoded) == labels)
  }

  @Test("Each action's name is read and set by the action, and written under the action's name in JSON")
  func labelsByAction() throws {
    let english = PullUpAccessibilityLabels()
    let names = PullUpAccessibilityAction.allCases.map { english[$0] }
    #expect(names == ["Expand", "Collapse", "Larger", "Smaller", "Hide", "Show"])
    var translated = english
    for action in PullUpAccessibilityAction.allCases { translated[action] = "«\(action.rawValue)»" }
    #expect(
      translated
        == PullUpAccessibilityLabels(
          expand: "«expand»", collapse: "«collapse»", nextDetent: "«nextDetent»",
          previousDetent: "«previousDetent»", hide: "«hide»", show: "«show»"))
    let object = try JSONDecoder().decode([String: String].self, from: JSONEncoder().encode(translated))
    for action in PullUpAccessibilityAction.allCases {
      #expect(object[action.rawValue] == "«\(action.rawValue)»", "the key stays \(action.rawValue)")
    }
    #expect(
      Set(object.keys)
        == Set(PullUpAccessibilityAction.allCases.map(\.rawValue)).union([
          "detentValue", "betweenDetentsValue", "hiddenValue", "expandedAnnouncement", "collapsedAnnouncement",
          "detentAnnouncement", "betweenDetentsAnnouncement", "hiddenAnnouncement",
        ]))
  }

  @Test("The action set is one byte and answers membership")
  func actionSet() {
    var set: PullUpAccessibilityActions = [.expand, .hide]
    #expect(set.contains(.expand) && set.contains(.hide) && !set.contains(.show))
    set.insert(PullUpAccessibilityActions(.show))
    #expect(set.rawValue == 0b110001)
    #expect(MemoryLayout<PullUpAccessibilityActions>.size == 1)
  }
}
