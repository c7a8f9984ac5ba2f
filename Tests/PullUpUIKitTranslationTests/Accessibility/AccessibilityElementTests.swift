import PullUpCore
import PullUpFrontEnd
import PullUpUIKitTranslation
import Testing

/// `AccessibilityElement`: the snapshot to the handle's accessibility element (R12). The default sheet on a
/// phone has three detents, 122, 392.5 and 785 points.
@Suite struct AccessibilityElementTests {
  typealias CustomAction = AccessibilityElement.CustomAction

  struct Row: Sendable, CustomTestStringConvertible {
    var detent: Int
    var value: String
    var increment: PullUpAccessibilityAction?
    var decrement: PullUpAccessibilityAction?
    var customActions: [CustomAction]
    var testDescription: String { "at detent \(detent)" }
  }

  static let rows: [Row] = [
    Row(
      detent: 0, value: "Detent 1 of 3", increment: .nextDetent, decrement: nil,
      customActions: [CustomAction(name: "Expand", action: .expand), CustomAction(name: "Larger", action: .nextDetent)]
    ),
    Row(
      detent: 1, value: "Detent 2 of 3", increment: .nextDetent, decrement: .previousDetent,
      customActions: [
        CustomAction(name: "Expand", action: .expand), CustomAction(name: "Collapse", action: .collapse),
      ]),
    Row(
      detent: 2, value: "Detent 3 of 3", increment: nil, decrement: .previousDetent,
      customActions: [
        CustomAction(name: "Collapse", action: .collapse), CustomAction(name: "Smaller", action: .previousDetent),
      ]),
  ]

  @Test(
    "The element is adjustable, with the snapshot's value, increment, decrement and actions in order",
    arguments: rows)
  func element(row: Row) throws {
    let element = AccessibilityElement(snapshot: try TranslatedSheet(detent: row.detent).snapshot, label: "Places")
    #expect(element.isAdjustable)
    #expect(element.label == "Places")
    #expect(element.value == row.value)
    #expect(element.increment == row.increment)
    #expect(element.decrement == row.decrement)
    #expect(element.customActions == row.customActions)
  }

  @Test(
    "The custom actions follow PullUpAccessibilityAction.allCases and the snapshot's actions, whatever the detent",
    arguments: 0...2)
  func customActionsFollowTheSnapshot(detent: Int) throws {
    let snapshot = try TranslatedSheet(detent: detent).snapshot
    let element = AccessibilityElement(snapshot: snapshot, label: "")
    let expected = PullUpAccessibilityAction.allCases.filter { snapshot.accessibility.actions.contains($0) }
    #expect(element.customActions.map(\.action) == expected)
    #expect(element.customActions.map(\.name) == expected.map { snapshot.accessibility.labels[$0] })
  }

  @Test("The names come from the configuration's labels")
  func labels() throws {
    let configuration = PullUpConfiguration.default.with {
      $0.accessibilityLabels = PullUpAccessibilityLabels(expand: "Ouvrir", nextDetent: "Plus grand")
    }
    let element = AccessibilityElement(snapshot: try TranslatedSheet(configuration, detent: 0).snapshot, label: "Lieux")
    #expect(element.customActions.map(\.name) == ["Ouvrir", "Plus grand"])
  }

  @Test("A locked sheet is not adjustable and offers no action")
  func locked() throws {
    var sheet = try TranslatedSheet(detent: 1)
    _ = try sheet.machine.apply(.setLocked(true), at: 0)
    let element = AccessibilityElement(snapshot: sheet.snapshot, label: "Places")
    #expect(!element.isAdjustable)
    #expect(element.increment == nil)
    #expect(element.decrement == nil)
    #expect(element.customActions.isEmpty)
    #expect(element.value == "Detent 2 of 3")
  }

  @Test("A sheet with one detent has nothing to adjust")
  func oneDetent() throws {
    let configuration = PullUpConfiguration.default.with { $0.shape.detents = [.fraction(0.5)] }
    let element = AccessibilityElement(snapshot: try TranslatedSheet(configuration).snapshot, label: "Places")
    #expect(!element.isAdjustable)
    #expect(element.customActions.isEmpty)
  }
}
