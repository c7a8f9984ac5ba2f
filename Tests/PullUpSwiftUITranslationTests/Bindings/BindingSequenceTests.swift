import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation
import PullUpTesting
import Testing

/// `BindingSync` in sequences, as the glue runs it (`BoundSheet`): the app writes while the sheet rests,
/// settles or is dragged, and every publication read back asks nothing.
@Suite struct BindingSequenceTests {
  @Test("The app expands a resting sheet: one input; the binding reads dragging, then expanded")
  func appExpands() throws {
    var bound = try BoundSheet()
    #expect(bound.detent == 0)
    bound.appWrites(state: .expanded)
    #expect(bound.sent == [.setState(.expanded)])
    #expect(bound.state == .dragging)
    #expect(bound.detent == 2)  // Settling to the highest detent.
    try bound.settle()
    #expect(bound.stateHistory == [.collapsed, .expanded, .dragging, .expanded])
    #expect(bound.detent == 2)
    #expect(bound.sent == [.setState(.expanded)])
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("The app picks a detent: one input; the state binding follows the sheet there")
  func appPicksADetent() throws {
    var bound = try BoundSheet()
    bound.appWrites(detent: 1)
    try bound.settle()
    #expect(bound.sent == [.moveToDetent(1)])
    #expect(bound.state == .intermediate)
    #expect(bound.snapshot.detentIndex == 1)
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("The app writes while the sheet settles: the sheet turns round, and ends where the app asked")
  func appWritesWhileSettling() throws {
    var bound = try BoundSheet()
    bound.appWrites(state: .expanded)
    try bound.frame(at: 0.1)
    #expect(bound.snapshot.phase == .settling)
    bound.appWrites(state: .collapsed)
    try bound.settle()
    #expect(bound.sent == [.setState(.expanded), .setState(.collapsed)])
    #expect(bound.state == .collapsed)
    #expect(bound.detent == 0)
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("A drag publishes dragging and no detent, and reading them back never cancels the drag")
  func dragIsNotCancelledByItsEcho() throws {
    var bound = try BoundSheet()
    let x = 200.0
    try bound.user(.pointer(.down, x: x, y: 740, time: 0.1, device: .touch, region: .body))
    for (index, y) in [700.0, 650, 600, 550].enumerated() {
      try bound.user(.pointer(.move, x: x, y: y, time: 0.1 + Double(index + 1) * 0.02, device: .touch, region: .body))
      #expect(bound.snapshot.phase == .tracking)
    }
    #expect(bound.state == .dragging)
    #expect(bound.detent == nil)
    #expect(bound.sent.isEmpty)
    try bound.user(.pointer(.up, x: x, y: 550, time: 0.2, device: .touch, region: .body))
    try bound.settle()
    #expect(bound.sent.isEmpty)
    #expect(bound.state == bound.snapshot.state)
    #expect(bound.detent == BindingSync.detent(of: bound.snapshot))
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("The app writes during a drag: code wins, the drag is taken away, the sheet goes where the app asked")
  func appWritesDuringADrag() throws {
    var bound = try BoundSheet()
    try bound.user(.pointer(.down, x: 200, y: 740, time: 0.1, device: .touch, region: .body))
    try bound.user(.pointer(.move, x: 200, y: 600, time: 0.15, device: .touch, region: .body))
    #expect(bound.snapshot.phase == .tracking)
    bound.appWrites(state: .expanded)
    #expect(bound.sent == [.setState(.expanded)])
    try bound.user(.pointer(.move, x: 200, y: 500, time: 0.2, device: .touch, region: .body))
    try bound.user(.pointer(.up, x: 200, y: 500, time: 0.25, device: .touch, region: .body))
    try bound.settle()
    #expect(bound.state == .expanded)
    #expect(bound.detent == 2)
    #expect(bound.sent == [.setState(.expanded)])
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("A detent out of range asks nothing, says why, and the binding is set back at once")
  func outOfRangeDetent() throws {
    var bound = try BoundSheet()
    bound.appWrites(detent: 7)
    #expect(bound.sent.isEmpty)
    #expect(bound.ignored.contains(.detentOutOfRange(index: 7, count: 3)))
    #expect(bound.detent == 0)
    #expect(bound.echoInputs.isEmpty)
  }

  @Test("A transient state asks nothing and is set back at once", arguments: [PullUpState.dragging, .intermediate])
  func transientState(value: PullUpState) throws {
    var bound = try BoundSheet()
    bound.appWrites(state: value)
    #expect(bound.sent.isEmpty)
    #expect(bound.ignored.contains(.transientState(value)))
    #expect(bound.state == .collapsed)
  }

  @Test("Bindings that start other than the sheet: the app's first values ask for their place")
  func initialValues() throws {
    let bound = try BoundSheet(state: .expanded, detent: nil)
    #expect(bound.sent == [.setState(.expanded)])
    let detent = try BoundSheet(state: .collapsed, detent: 1)
    #expect(detent.sent == [.moveToDetent(1)])
  }

  /// Seeds of the random sessions; a failure names its seed.
  static let seeds: [UInt64] = Array(1...40)

  @Test(
    "A random session of app writes, drags and frames: no echo asks anything, and at rest the bindings are true",
    arguments: seeds)
  func randomSession(seed: UInt64) throws {
    var random = PullUpSeededGenerator(seed: seed)
    var bound = try BoundSheet()
    var time = 0.0
    var appWrites = 0
    func tick() throws {
      time += Double.random(in: 0.005...0.05, using: &random)
      try bound.frame(at: time)
    }
    for step in 0..<60 {
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let value = PullUpState.allCases.randomElement(using: &random)!
        if value != bound.state { appWrites += 1 }
        bound.appWrites(state: value)
      case 1:
        let value: Int? = Int.random(in: 0..<6, using: &random) == 0 ? nil : Int.random(in: -1...4, using: &random)
        if value != bound.detent { appWrites += 1 }
        bound.appWrites(detent: value)
      case 2:
        // A drag on the sheet from its top edge, with an app write in the middle now and then.
        let top = 844 - bound.snapshot.height
        var y = top + 10
        try bound.user(.pointer(.down, x: 200, y: y, time: time, device: .touch, region: .body))
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          time += 0.016
          y += Double.random(in: -120...120, using: &random)
          try bound.user(.pointer(.move, x: 200, y: y, time: time, device: .touch, region: .body))
          if Int.random(in: 0..<8, using: &random) == 0 {
            appWrites += 1
            bound.appWrites(state: bound.state == .expanded ? .collapsed : .expanded)
          }
        }
        time += 0.016
        let end: PullUpPointerPhase = Int.random(in: 0..<5, using: &random) == 0 ? .cancel : .up
        try bound.user(.pointer(end, x: 200, y: y, time: time, device: .touch, region: .body))
      default:
        try tick()
      }
      #expect(bound.echoInputs.isEmpty, "seed \(seed), step \(step): \(bound.echoInputs)")
      #expect(bound.refused.isEmpty, "seed \(seed), step \(step): \(bound.refused)")
    }
    try bound.settle()
    _ = try bound.sheet.machine.advance(to: bound.sheet.machine.snapshot.time + 10)
    try bound.frame(at: bound.sheet.machine.snapshot.time)
    #expect(bound.state == bound.snapshot.state, "seed \(seed)")
    #expect(bound.detent == BindingSync.detent(of: bound.snapshot), "seed \(seed)")
    // Inputs come from the app's writes only: never more than it made.
    #expect(bound.sent.count <= appWrites, "seed \(seed): \(bound.sent.count) inputs for \(appWrites) writes")
  }
}
