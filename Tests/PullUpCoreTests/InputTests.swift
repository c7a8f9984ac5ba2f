import Foundation
import PullUpCore
import Testing

/// `PullUpInput`: one value per input, applied by one method, written as one JSON format.
@Suite("PullUpInput")
struct InputTests {
  /// One input of every case, in an order a sheet accepts them.
  static let everyCase: [PullUpInput] = [
    .setContentHeight(500, animated: true),
    .scrollOffsetChanged(0, maximum: 400),
    .dragBegan(inScrollableContent: true),
    .dragChanged(translation: -200),
    .dragEnded(velocity: -900),
    .dragBegan(),
    .dragCancelled,
    .setState(.expanded, animated: false),
    .setHeight(300),
    .moveToDetent(1, animated: false),
    .toggleState(),
    .keyboardChanged(height: 300),
    .keyboardChanged(height: 0, animated: false),
    .accessibilityActionPerformed(.expand),
    .setReducesMotion(true),
    .setHidden(true),
    .setHidden(false, animated: false),
    .setLocked(true),
    .dimmingTapped,
    .setContainer(PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(top: 0, bottom: 21)), animated: true),
    .restore(PullUpRestorationState(detentIndex: 1, detentCount: 3, fraction: 0.5, height: 420), animated: true),
    .setLocked(false),
    .dragBegan(),
    .dragChanged(translation: 40),
    .dragEnded(),
  ]

  @Test("The list of names has every case once, and the sample above covers them all")
  func names() {
    #expect(Set(PullUpInput.names).count == PullUpInput.names.count)
    #expect(Set(Self.everyCase.map(\.kind)) == Set(PullUpInput.Kind.allCases))
    #expect(Self.everyCase.filter(\.isGesture).map(\.name).allSatisfy { $0.hasPrefix("drag") })
  }

  @Test("apply(_:at:) does what the named method does, step by step, on every preset")
  func applyMatchesNamedMethods() throws {
    for configuration in [PullUpConfiguration.default, .ishPullUp, .splitSheet, .splitView()] {
      let container = PullUpContainer(width: 390, height: 844, safeArea: PullUpInsets(top: 47, bottom: 34))
      var byValue = try PullUpMachine(configuration: configuration, container: container)
      var byName = byValue
      var time = 0.0
      for (step, input) in Self.everyCase.enumerated() {
        time += 0.05
        let applied = Result { () throws(PullUpError) in try byValue.apply(input, at: time) }
        let named = Result { () throws(PullUpError) in try Self.callNamedMethod(for: input, on: &byName, at: time) }
        #expect(applied == named, "\(configuration), step \(step), \(input)")
        #expect(byValue.snapshot == byName.snapshot, "\(configuration), step \(step), \(input)")
        for frame in 1...6 {
          _ = try byValue.advance(to: time + Double(frame) / 120)
          _ = try byName.advance(to: time + Double(frame) / 120)
        }
        time += 0.05
      }
    }
  }

  /// The named machine method for each case: what `apply` must match.
  private static func callNamedMethod(for input: PullUpInput, on machine: inout PullUpMachine, at time: Double)
    throws(PullUpError) -> PullUpOutput
  {
    switch input {
    case .dragBegan(let inScrollableContent):
      return try machine.apply(.dragBegan(inScrollableContent: inScrollableContent), at: time)
    case .dragChanged(let translation): return try machine.apply(.dragChanged(translation: translation), at: time)
    case .dragEnded(let velocity): return try machine.apply(.dragEnded(velocity: velocity), at: time)
    case .dragCancelled: return try machine.apply(.dragCancelled, at: time)
    case .setState(let state, let animated): return try machine.apply(.setState(state, animated: animated), at: time)
    case .setHeight(let height, let animated):
      return try machine.apply(.setHeight(height, animated: animated), at: time)
    case .moveToDetent(let index, let animated):
      return try machine.apply(.moveToDetent(index, animated: animated), at: time)
    case .toggleState(let animated): return try machine.apply(.toggleState(animated: animated), at: time)
    case .setHidden(let hidden, let animated):
      return try machine.apply(.setHidden(hidden, animated: animated), at: time)
    case .setLocked(let locked): return try machine.apply(.setLocked(locked), at: time)
    case .setContainer(let container, let animated):
      return try machine.apply(.setContainer(container, animated: animated), at: time)
    case .setContentHeight(let height, let animated):
      return try machine.apply(.setContentHeight(height, animated: animated), at: time)
    case .scrollOffsetChanged(let offset, let maximum):
      return try machine.apply(.scrollOffsetChanged(offset, maximum: maximum), at: time)
    case .keyboardChanged(let height, let animated):
      return try machine.apply(.keyboardChanged(height: height, animated: animated), at: time)
    case .accessibilityActionPerformed(let action):
      return try machine.apply(.accessibilityActionPerformed(action), at: time)
    case .setReducesMotion(let reduces): return try machine.apply(.setReducesMotion(reduces), at: time)
    case .restore(let state, let animated): return try machine.apply(.restore(state, animated: animated), at: time)
    case .dimmingTapped: return try machine.apply(.dimmingTapped, at: time)
    }
  }

  @Test("A refused input leaves the machine exactly as it was")
  func refusedInputChangesNothing() throws {
    var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
    let before = machine
    #expect(throws: PullUpError.self) { try machine.apply(.dragChanged(translation: -10), at: 1) }
    #expect(throws: PullUpError.self) { try machine.apply(.setState(.intermediate), at: 1) }
    #expect(throws: PullUpError.self) { try machine.apply(.keyboardChanged(height: .nan), at: 1) }
    #expect(machine.snapshot == before.snapshot)
  }

  @Test("Reduced motion set to what it is changes nothing and publishes nothing")
  func reducedMotionUnchanged() throws {
    var machine = try PullUpMachine(container: PullUpContainer(width: 390, height: 844))
    #expect(try machine.apply(.setReducesMotion(false), at: 1) == PullUpOutput())
    _ = try machine.apply(.setReducesMotion(true), at: 2)
    #expect(machine.configuration.movement.reducesMotion)
  }

  @Test("Every case survives JSONEncoder and JSONDecoder", arguments: everyCase)
  func codableRoundTrip(input: PullUpInput) throws {
    let data = try JSONEncoder().encode(input)
    #expect(try JSONDecoder().decode(PullUpInput.self, from: data) == input)
  }

  @Test(
    "Defaults are left out when writing and taken when reading",
    arguments: [
      (PullUpInput.dragBegan(), #"{"type":"dragBegan"}"#),
      (.dragEnded(), #"{"type":"dragEnded"}"#),
      (.setState(.expanded), #"{"type":"setState","state":"expanded"}"#),
      (.setContainer(PullUpContainer(width: 390, height: 844)), #"{"type":"setContainer","width":390,"height":844}"#),
      (
        .restore(PullUpRestorationState(detentIndex: 0, detentCount: 1, height: 0)),
        #"{"type":"restore","state":{"detentIndex":0,"detentCount":1}}"#
      ),
    ])
  func defaults(input: PullUpInput, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let written = try #require(String(data: try encoder.encode(input), encoding: .utf8))
    let sortedExpected = try #require(
      String(
        data: try JSONSerialization.data(
          withJSONObject: JSONSerialization.jsonObject(with: Data(json.utf8)), options: .sortedKeys), encoding: .utf8))
    #expect(written == sortedExpected)
    #expect(try JSONDecoder().decode(PullUpInput.self, from: Data(json.utf8)) == input)
  }

  @Test(
    "The names from before one vocabulary are read as aliases, with their keys",
    arguments: [
      (
        #"{"type":"resize","width":844,"height":390,"safeArea":{"bottom":21}}"#,
        PullUpInput.setContainer(PullUpContainer(width: 844, height: 390, safeArea: PullUpInsets(bottom: 21)))
      ),
      (#"{"type":"contentHeight","height":500}"#, .setContentHeight(500)),
      (#"{"type":"keyboard","height":300,"animated":false}"#, .keyboardChanged(height: 300, animated: false)),
      (#"{"type":"accessibility","action":"hide"}"#, .accessibilityActionPerformed(.hide)),
    ])
  func aliases(json: String, input: PullUpInput) throws {
    #expect(try JSONDecoder().decode(PullUpInput.self, from: Data(json.utf8)) == input)
  }

  @Test(
    "Unknown types and keys, unreachable states and unknown actions are errors that name them",
    arguments: [
      (#"{"type":"tap"}"#, #"unknown input type "tap""#),
      (#"{"type":"dragBegan","velocity":1}"#, #"a dragBegan input has the keys "type", "inScrollableContent""#),
      (#"{"type":"scrollOffsetChanged","offset":1,"animated":true}"#, #"a scrollOffsetChanged input has the keys"#),
      (
        #"{"type":"scroll","offset":1}"#,
        #"unknown input type "scroll"; "scroll" is a raw event (PullUpRawEvent), not an input, and no longer an old name of "scrollOffsetChanged""#
      ),
      (#"{"type":"pointer"}"#, #""pointer" is a raw event (PullUpRawEvent), not an input; expected one of"#),
      (#"{"type":"setState","state":"dragging"}"#, #"expected "collapsed" or "expanded", found "dragging""#),
      (#"{"type":"accessibilityActionPerformed","action":"zoom"}"#, #"unknown action "zoom""#),
      (#"{"type":"setContainer","width":1,"height":1,"safeArea":{"left":1}}"#, #"a safe area has the keys"#),
      (#"{"type":"restore","state":{"detentIndex":0,"detentCount":1,"x":1}}"#, #"a saved state has the keys"#),
    ])
  func errors(json: String, message: String) {
    do {
      _ = try JSONDecoder().decode(PullUpInput.self, from: Data(json.utf8))
      Issue.record("\(json) decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
      #expect(!context.codingPath.isEmpty, "the error names the key at fault")
    } catch {
      Issue.record("\(json): \(error)")
    }
  }
}
