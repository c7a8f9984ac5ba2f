import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation
import PullUpUIKitTranslation
import Testing

/// `DividerAccessibility` and `ReducedMotionSync`: the divider's value, adjustments and named actions, as the
/// UIKit adapter's element decides them, and reduced motion sent on change.
@Suite struct DividerAccessibilityTests {
  @Test("It says what the UIKit adapter's element says")
  func sameAsUIKit() throws {
    for configuration in [PullUpConfiguration.splitView(), .default, .ishPullUp] {
      let snapshot = try PullUpMachine(configuration: configuration, container: splitContainer).snapshot
      let divider = DividerAccessibility(snapshot: snapshot, label: "Divider")
      let element = AccessibilityElement(snapshot: snapshot, label: "Divider")
      #expect(divider.element == element)
      #expect(divider.value == element.value)
      #expect(divider.label == "Divider")
      #expect(divider.namedActions == element.customActions)
      #expect(divider.isAdjustable == element.isAdjustable)
    }
  }

  @Test("A split view in the middle: between its two ends, adjustable both ways, expand and collapse named")
  func splitViewInTheMiddle() throws {
    let snapshot = try PullUpMachine(configuration: .splitView(), container: splitContainer).snapshot
    let divider = DividerAccessibility(snapshot: snapshot, label: "Divider")
    #expect(divider.value == snapshot.accessibility.value)
    #expect(divider.isAdjustable)
    #expect(divider.adjust(direction: .increment) == .accessibilityActionPerformed(.nextDetent))
    #expect(divider.adjust(direction: .decrement) == .accessibilityActionPerformed(.previousDetent))
    #expect(divider.namedActions.map(\.action) == [.expand, .collapse])
    #expect(
      divider.namedActions.map(\.name) == [
        snapshot.accessibility.labels[.expand], snapshot.accessibility.labels[.collapse],
      ])
  }

  @Test("At an end of the range, the adjustment that way gives nothing")
  func atTheEnds() throws {
    var machine = try PullUpMachine(configuration: .splitView(), container: splitContainer)
    _ = try machine.apply(.setState(.expanded, animated: false), at: 0)
    let top = DividerAccessibility(snapshot: machine.snapshot, label: "Divider")
    #expect(top.adjust(direction: .increment) == nil)
    #expect(top.adjust(direction: .decrement) == .accessibilityActionPerformed(.previousDetent))
    _ = try machine.apply(.setState(.collapsed, animated: false), at: 0)
    let bottom = DividerAccessibility(snapshot: machine.snapshot, label: "Divider")
    #expect(bottom.adjust(direction: .decrement) == nil)
    #expect(bottom.adjust(direction: .increment) == .accessibilityActionPerformed(.nextDetent))
  }

  @Test("A locked divider is not adjustable and names no action", arguments: AdjustDirection.allCases)
  func locked(direction: AdjustDirection) throws {
    var machine = try PullUpMachine(configuration: .splitView(), container: splitContainer)
    _ = try machine.apply(.setLocked(true), at: 0)
    let divider = DividerAccessibility(snapshot: machine.snapshot, label: "Divider")
    #expect(!divider.isAdjustable)
    #expect(divider.adjust(direction: direction) == nil)
    #expect(divider.namedActions.isEmpty)
  }

  @Test("Every adjustment and named action it offers, the machine performs", arguments: AdjustDirection.allCases)
  func offeredIsPerformed(direction: AdjustDirection) throws {
    var machine = try PullUpMachine(configuration: .splitView(), container: splitContainer)
    for _ in 0..<4 {
      let divider = DividerAccessibility(snapshot: machine.snapshot, label: "Divider")
      let inputs =
        [divider.adjust(direction: direction)].compactMap { $0 }
        + divider.namedActions.map { PullUpInput.accessibilityActionPerformed($0.action) }
      for input in inputs {
        var copy = machine
        _ = try copy.apply(input, at: machine.snapshot.time)
      }
      if let input = divider.adjust(direction: direction) { _ = try machine.apply(input, at: machine.snapshot.time) }
      _ = try machine.advance(to: machine.snapshot.time + 10)
    }
    // Four steps one way end at that end of the range.
    let end = direction == .increment ? machine.snapshot.detents.last : machine.snapshot.detents.first
    #expect(machine.snapshot.restingHeight == end)
  }

  @Test("Unless the app names it, the divider is labelled \"Divider\"")
  func defaultLabel() throws {
    let snapshot = try PullUpMachine(configuration: .splitView(), container: splitContainer).snapshot
    #expect(DividerAccessibility(snapshot: snapshot).label == "Divider")
    #expect(DividerAccessibility(snapshot: snapshot, label: "Map and list").label == "Map and list")
  }

  @Test("Reduced motion is sent at the first reading and at each change, never twice the same")
  func reducedMotion() {
    var sync = ReducedMotionSync()
    let readings = [false, false, true, true, true, false, true, true]
    let sent = readings.map { sync.update($0) }
    #expect(
      sent == [
        .setReducesMotion(false), nil, .setReducesMotion(true), nil, nil, .setReducesMotion(false),
        .setReducesMotion(true), nil,
      ])
    #expect(sync.sent == true)
  }
}
