import Testing

@testable import PullUp

/// `PullUpQuestions` directly: every row of its table (a state, an event), as a script of events and the
/// output each one gives. Calls are numbered from 1 in the order the machine makes them; containers are
/// named by their width, configurations by their top margin, callers `w1`, `w2`, …
@Suite("The delegate questions' state machine")
struct QuestionsMachineTests {
  @Test("Sizing: a container change that asks first", arguments: Row.containerAskFirst)
  func containerAskFirst(_ row: Row) { row.check() }

  @Test("Sizing: a container change applied now", arguments: Row.containerNow)
  func containerNow(_ row: Row) { row.check() }

  @Test("Sizing: a configuration change", arguments: Row.configuration)
  func configuration(_ row: Row) { row.check() }

  @Test("Sizing: invalidate", arguments: Row.invalidate)
  func invalidate(_ row: Row) { row.check() }

  @Test("Sizing: the delegate set or removed", arguments: Row.sizingDelegate)
  func sizingDelegate(_ row: Row) { row.check() }

  @Test("Sizing: an answer arrives, or a call started without one", arguments: Row.sizingAnswers)
  func sizingAnswers(_ row: Row) { row.check() }

  @Test("Sizing: a caller is cancelled", arguments: Row.cancelled)
  func cancelled(_ row: Row) { row.check() }

  @Test("finish() in each state", arguments: Row.finish)
  func finish(_ row: Row) { row.check() }

  @Test("Target height: releases, answers, delegates and waits", arguments: Row.target)
  func target(_ row: Row) { row.check() }
}

/// One row: events from the initial state, and what each gives.
struct Row: Sendable, CustomTestStringConvertible {
  let name: String
  let steps: [(Step, String)]

  var testDescription: String { name }

  init(_ name: String, _ steps: [(Step, String)]) {
    self.name = name
    self.steps = steps
  }

  func check() {
    var script = Script()
    for (index, (step, expected)) in steps.enumerated() {
      let output = script.run(step)
      #expect(output == expected, "\(name), step \(index + 1): \(step)")
    }
    // Every script ends in finish(): afterwards the machine holds nothing.
    _ = script.run(.finish)
    #expect(script.machine.holdsNothing, "\(name): something is left after finish()")
  }
}

/// An event of `PullUpQuestions`, with the values a row needs.
enum Step: Sendable {
  case container(Double, caller: String?, answering: UInt64? = nil, delegate: Bool = true)
  case configuration(Double, caller: String, answering: UInt64? = nil, delegate: Bool = true)
  case invalidate(caller: String, answering: UInt64? = nil, delegate: Bool = true)
  case sizingDelegate(set: Bool, caller: String)
  case started(UInt64)
  case sizingAnswer(UInt64, minimum: Double?)
  case cancelled(String)
  case finish
  case release(Double, delegate: Bool = true)
  case targetAnswer(UInt64, Double)
  case targetDelegate(set: Bool)
  case waitForTarget(String)

  /// A container change through `applyNow` (no caller).
  static func now(_ width: Double, answering: UInt64? = nil, delegate: Bool = true) -> Step {
    .container(width, caller: nil, answering: answering, delegate: delegate)
  }
}

/// Runs steps on a machine and describes each output.
struct Script {
  var machine = PullUpQuestions()
  var waiters: [(String, PullUpWaiter)] = []
  var calls: [UInt64: PullUpDelegateCall] = [:]

  mutating func waiter(_ name: String) -> PullUpWaiter {
    if let waiter = waiters.first(where: { $0.0 == name })?.1 { return waiter }
    let waiter = PullUpWaiter()
    waiters.append((name, waiter))
    return waiter
  }

  func call(_ number: UInt64) -> PullUpDelegateCall {
    calls[number] ?? PullUpDelegateCall(number: number)
  }

  mutating func run(_ step: Step) -> String {
    let output: PullUpQuestions.Output
    switch step {
    case .container(let width, let caller, let answering, let delegate):
      let entry: PullUpQuestions.Entry = caller.map { .askFirst(waiter($0)) } ?? .now
      output = machine.containerChanged(
        Self.container(width), animated: false, entry: entry, answering: answering, hasDelegate: delegate)
    case .configuration(let margin, let caller, let answering, let delegate):
      output = machine.configurationChanged(
        Self.configuration(margin), animated: false, waiter: waiter(caller), answering: answering,
        hasDelegate: delegate)
    case .invalidate(let caller, let answering, let delegate):
      output = machine.invalidated(waiter: waiter(caller), answering: answering, hasDelegate: delegate)
    case .sizingDelegate(let set, let caller):
      output = machine.sizingDelegateChanged(hasDelegate: set, waiter: waiter(caller))
    case .started(let number):
      output = machine.sizingCallStarted(call(number))
    case .sizingAnswer(let number, let minimum):
      output = machine.sizingAnswered(call(number), minimum.map { PullUpSizing(minimumHeight: $0) })
    case .cancelled(let caller):
      output = machine.callerCancelled(waiter(caller))
    case .finish:
      output = machine.finish()
    case .release(let proposed, let delegate):
      output = machine.released(proposed: proposed, hasDelegate: delegate)
    case .targetAnswer(let number, let answer):
      output = machine.targetHeightAnswered(call(number), answer)
    case .targetDelegate(let set):
      output = machine.targetHeightDelegateChanged(hasDelegate: set)
    case .waitForTarget(let caller):
      output = machine.waitForTargetHeight(waiter(caller))
    }
    return describe(output)
  }

  mutating func describe(_ output: PullUpQuestions.Output) -> String {
    var parts: [String] = []
    if !output.cancel.isEmpty { parts.append("cancel " + output.cancel.map { "#\($0.number)" }.joined(separator: " ")) }
    if let commit = output.commit {
      var words = ["commit"]
      if let container = commit.container { words.append("container \(Int(container.size.width))") }
      if let configuration = commit.configuration {
        words.append("configuration \(Int(configuration.shape.topMargin))")
      }
      switch commit.sizing {
      case nil: words.append("cached")
      case PullUpSizing()?: words.append("no answers")
      case let sizing?: words.append("answers \(Int(sizing.minimumHeight ?? -1))")
      }
      parts.append(words.joined(separator: " "))
    }
    if let height = output.targetHeight { parts.append("target \(Int(height))") }
    if !output.resume.isEmpty {
      let names = output.resume.map { waiter in waiters.first { $0.1 === waiter }?.0 ?? "?" }
      parts.append("resume " + names.joined(separator: " "))
    }
    switch output.ask {
    case nil:
      break
    case .sizing(let call, let container, let configuration)?:
      calls[call.number] = call
      var words = ["ask sizing #\(call.number)"]
      if let container { words.append("container \(Int(container.size.width))") }
      if let configuration { words.append("configuration \(Int(configuration.shape.topMargin))") }
      parts.append(words.joined(separator: " "))
    case .targetHeight(let call, let proposed)?:
      calls[call.number] = call
      parts.append("ask target #\(call.number) at \(Int(proposed))")
    }
    return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
  }

  static func container(_ width: Double) -> PullUpContainer { PullUpContainer(width: width, height: 800) }

  static func configuration(_ topMargin: Double) -> PullUpConfiguration {
    var configuration = PullUpConfiguration.default
    configuration.shape.topMargin = topMargin
    return configuration
  }
}

extension Row {
  static let containerAskFirst = [
    Row(
      "idle, no delegate: applies with no answers",
      [(.container(500, caller: "w1", delegate: false), "commit container 500 no answers; resume w1")]),
    Row(
      "idle: asks for it; the answers apply with it, the caller returns",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.sizingAnswer(1, minimum: 70), "commit container 500 answers 70; resume w1"),
      ]),
    Row(
      "asking: the newer container waits, the call is overtaken; the delegate is asked again for it",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.container(600, caller: "w2"), "cancel #1"),
        (.container(700, caller: "w3"), "nothing"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 container 700"),
        (.sizingAnswer(2, minimum: 80), "commit container 700 answers 80; resume w1 w2 w3"),
      ]),
    Row(
      "asking, re-entrant: applies now with the cached answers; the older pending container is dropped",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.container(600, caller: "w2", answering: 1), "commit container 600 cached; resume w2"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70; resume w1"),
      ]),
    Row(
      "asking: a call of an older question is not the answer it waits for",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.container(600, caller: "w2", answering: 7), "cancel #1"),
      ]),
    Row(
      "finished: applies with the cached answers",
      [(.finish, "nothing"), (.container(500, caller: "w1"), "commit container 500 cached; resume w1")]),
  ]

  static let containerNow = [
    Row(
      "idle, no delegate: applies with no answers", [(.now(500, delegate: false), "commit container 500 no answers")]),
    Row(
      "idle: asks, then applies with the cached answers unless answered on the spot; the answers follow",
      [
        (.now(500), "ask sizing #1 container 500"),
        (.started(1), "commit container 500 cached"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70"),
      ]),
    Row(
      "idle: answered on the spot, the container applies once, with the answers",
      [
        (.now(500), "ask sizing #1 container 500"),
        (.sizingAnswer(1, minimum: 70), "commit container 500 answers 70"),
        (.started(1), "nothing"),
      ]),
    Row(
      "asking: applies now, drops the older pending container, overtakes the call; its caller waits for the new answers",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.now(600), "cancel #1; commit container 600 cached"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2"),
        (.sizingAnswer(2, minimum: 80), "commit answers 80; resume w1"),
      ]),
    Row(
      "asking, re-entrant (issue 32, item 1): applies now, the older container never applies after it",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.now(600, answering: 1), "commit container 600 cached"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70; resume w1"),
      ]),
    Row(
      "asking, overtaken already: applies now, cancels nothing again",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.invalidate(caller: "w2"), "cancel #1"),
        (.now(600), "commit container 600 cached"),
      ]),
    Row(
      "finished: applies with the cached answers", [(.finish, "nothing"), (.now(500), "commit container 500 cached")]),
  ]

  static let configuration = [
    Row(
      "idle, no delegate: applies with no answers",
      [(.configuration(40, caller: "w1", delegate: false), "commit configuration 40 no answers; resume w1")]),
    Row(
      "idle: asks for it, then applies with the answers",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.sizingAnswer(1, minimum: 70), "commit configuration 40 answers 70; resume w1"),
      ]),
    Row(
      "asking: a container and a configuration waiting together apply in one transition",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.container(600, caller: "w2"), "cancel #1"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 container 600 configuration 40"),
        (.sizingAnswer(2, minimum: 80), "commit container 600 configuration 40 answers 80; resume w1 w2"),
      ]),
    Row(
      "asking (issue 32, item 2): a container applied now overtakes it; its caller returns after it applied",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.now(600), "cancel #1; commit container 600 cached"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 configuration 40"),
        (.sizingAnswer(2, minimum: 80), "commit configuration 40 answers 80; resume w1"),
      ]),
    Row(
      "asking, re-entrant: applies now with the cached answers",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.configuration(50, caller: "w2", answering: 1), "commit configuration 50 cached; resume w2"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70; resume w1"),
      ]),
    Row(
      "finished: applies with the cached answers",
      [(.finish, "nothing"), (.configuration(40, caller: "w1"), "commit configuration 40 cached; resume w1")]),
  ]

  static let invalidate = [
    Row(
      "idle, no delegate: the configuration's bounds apply again",
      [(.invalidate(caller: "w1", delegate: false), "commit no answers; resume w1")]),
    Row(
      "idle: asks, the answers apply",
      [(.invalidate(caller: "w1"), "ask sizing #1"), (.sizingAnswer(1, minimum: 70), "commit answers 70; resume w1")]),
    Row(
      "asking: waits, the call is overtaken",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.invalidate(caller: "w2"), "cancel #1"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 container 500"),
        (.sizingAnswer(2, minimum: 80), "commit container 500 answers 80; resume w1 w2"),
      ]),
    Row(
      "asking, re-entrant: returns, the answer in flight is the refresh",
      [(.invalidate(caller: "w1"), "ask sizing #1"), (.invalidate(caller: "w2", answering: 1), "resume w2")]),
    Row(
      "asking (issue 32, item 4): from a task of an earlier answer, it is not re-entrant",
      [
        (.invalidate(caller: "w1"), "ask sizing #1"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70; resume w1"),
        (.container(500, caller: "w2"), "ask sizing #2 container 500"),
        (.invalidate(caller: "w3", answering: 1), "cancel #2"),
      ]),
    Row("finished: returns", [(.finish, "nothing"), (.invalidate(caller: "w1"), "resume w1")]),
  ]

  static let sizingDelegate = [
    Row("idle, removed: no answers", [(.sizingDelegate(set: false, caller: "w1"), "commit no answers; resume w1")]),
    Row("idle, set: asks", [(.sizingDelegate(set: true, caller: "w1"), "ask sizing #1")]),
    Row(
      "asking, set: abandons the call, asks the new delegate for what waits",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.sizingDelegate(set: true, caller: "w2"), "cancel #1; ask sizing #2 container 500"),
        (.sizingAnswer(1, minimum: 70), "nothing"),
        (.sizingAnswer(2, minimum: 80), "commit container 500 answers 80; resume w1 w2"),
      ]),
    Row(
      "asking, removed: abandons the call, what waits applies with no answers",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.sizingDelegate(set: false, caller: "w2"), "cancel #1; commit container 500 no answers; resume w1 w2"),
        (.sizingAnswer(1, minimum: 70), "nothing"),
      ]),
    Row(
      "finished: removed drops the answers, set asks nothing",
      [
        (.finish, "nothing"), (.sizingDelegate(set: true, caller: "w1"), "resume w1"),
        (.sizingDelegate(set: false, caller: "w2"), "commit no answers; resume w2"),
      ]),
  ]

  static let sizingAnswers = [
    Row(
      "idle: a call started is nothing to apply",
      [(.started(1), "nothing"), (.sizingAnswer(1, minimum: 70), "nothing")]),
    Row(
      "asking: a call started for a caller that waits applies nothing yet",
      [(.container(500, caller: "w1"), "ask sizing #1 container 500"), (.started(1), "nothing")]),
    Row(
      "asking: a call that ended without answers (cancelled) applies what waits with the cached answers",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.sizingAnswer(1, minimum: nil), "commit container 500 cached; resume w1"),
      ]),
    Row(
      "finished: a late answer is dropped",
      [
        (.invalidate(caller: "w1"), "ask sizing #1"), (.finish, "cancel #1; resume w1"),
        (.sizingAnswer(1, minimum: 70), "nothing"), (.started(1), "nothing"),
      ]),
  ]

  static let cancelled = [
    Row("idle: nothing", [(.cancelled("w1"), "nothing")]),
    Row(
      "asking: the caller's container applies now with the cached answers; the call goes on",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.cancelled("w1"), "commit container 500 cached"),
        (.sizingAnswer(1, minimum: 70), "commit answers 70"),
      ]),
    Row(
      "asking: a container that a newer one overtook never applies; the newer caller still waits",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.container(600, caller: "w2"), "cancel #1"),
        (.cancelled("w1"), "nothing"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 container 600"),
        (.sizingAnswer(2, minimum: 80), "commit container 600 answers 80; resume w2"),
      ]),
    Row(
      "asking: the caller's configuration applies now; the other caller's container still waits",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.container(600, caller: "w2"), "cancel #1"),
        (.cancelled("w1"), "commit configuration 40 cached"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2 container 600"),
        (.sizingAnswer(2, minimum: 80), "commit container 600 answers 80; resume w2"),
      ]),
    Row(
      "asking: a cancelled invalidate or delegate change just stops waiting",
      [
        (.sizingDelegate(set: true, caller: "w1"), "ask sizing #1"), (.invalidate(caller: "w2"), "cancel #1"),
        (.cancelled("w1"), "nothing"), (.cancelled("w2"), "nothing"),
        (.sizingAnswer(1, minimum: 70), "ask sizing #2"), (.sizingAnswer(2, minimum: 80), "commit answers 80"),
      ]),
    Row(
      "asking: a cancelled wait for a target height stops waiting",
      [
        (.release(300), "ask target #1 at 300"), (.waitForTarget("w1"), "nothing"), (.cancelled("w1"), "nothing"),
        (.targetAnswer(1, 700), "target 700"),
      ]),
    Row("finished: nothing", [(.finish, "nothing"), (.cancelled("w1"), "nothing")]),
  ]

  static let finish = [
    Row("idle: nothing to do", [(.finish, "nothing"), (.finish, "nothing")]),
    Row(
      "asking: cancels the call; what waits applies with the cached answers; every caller returns",
      [
        (.container(500, caller: "w1"), "ask sizing #1 container 500"),
        (.finish, "cancel #1; commit container 500 cached; resume w1"),
      ]),
    Row(
      "asking, overtaken: a container and a configuration that wait apply in one transition",
      [
        (.configuration(40, caller: "w1"), "ask sizing #1 configuration 40"),
        (.container(600, caller: "w2"), "cancel #1"),
        (.finish, "cancel #1; commit container 600 configuration 40 cached; resume w1 w2"),
      ]),
    Row(
      "asking both: both calls are cancelled, the target waiters return",
      [
        (.invalidate(caller: "w1"), "ask sizing #1"), (.release(300), "ask target #2 at 300"),
        (.waitForTarget("w2"), "nothing"), (.finish, "cancel #1 #2; target 300; resume w1 w2"),
        (.targetAnswer(2, 700), "nothing"),
      ]),
    Row(
      "asking the target height: the latest release settles to its proposed height (issue 53, item 6)",
      [
        (.release(300), "ask target #1 at 300"), (.release(400), "cancel #1"),
        (.finish, "cancel #1; target 400"), (.targetAnswer(1, 700), "nothing"),
      ]),
    Row(
      "asking the target height for a queued release: its proposed height once it is asked",
      [
        (.release(300), "ask target #1 at 300"), (.release(400), "cancel #1"),
        (.targetAnswer(1, 700), "ask target #2 at 400"), (.finish, "cancel #2; target 400"),
      ]),
  ]

  static let target = [
    Row("idle, no delegate: the proposed height", [(.release(300, delegate: false), "target 300")]),
    Row(
      "idle: asks; the answer for the latest release is given",
      [
        (.release(300), "ask target #1 at 300"), (.targetAnswer(1, 700), "target 700"),
        (.targetAnswer(1, 700), "nothing"),
      ]),
    Row(
      "asking: the newest release waits for the call, asked once it returns (issue 32, item 6)",
      [
        (.release(300), "ask target #1 at 300"), (.release(400), "cancel #1"), (.release(500), "nothing"),
        (.release(600), "nothing"), (.targetAnswer(1, 700), "ask target #2 at 600"),
        (.targetAnswer(2, 650), "target 650"),
      ]),
    Row(
      "asking, delegate replaced: the call still answers the latest release",
      [
        (.release(300), "ask target #1 at 300"), (.targetDelegate(set: true), "nothing"),
        (.targetAnswer(1, 700), "target 700"),
      ]),
    Row(
      "asking, delegate replaced: the next release abandons the call and asks the new delegate",
      [
        (.release(300), "ask target #1 at 300"), (.targetDelegate(set: true), "nothing"),
        (.release(400), "cancel #1; ask target #2 at 400"), (.targetAnswer(1, 700), "nothing"),
        (.targetAnswer(2, 450), "target 450"),
      ]),
    Row(
      "asking, delegate removed, then a release: abandoned, the proposed height",
      [
        (.release(300), "ask target #1 at 300"), (.targetDelegate(set: false), "nothing"),
        (.release(400, delegate: false), "cancel #1; target 400"),
      ]),
    Row(
      "asking with a release waiting, delegate set: abandons the call, asks the new one",
      [
        (.release(300), "ask target #1 at 300"), (.release(400), "cancel #1"),
        (.targetDelegate(set: true), "cancel #1; ask target #2 at 400"), (.targetAnswer(1, 700), "nothing"),
      ]),
    Row(
      "asking with a release waiting, delegate removed: abandons the call, the proposed height",
      [
        (.release(300), "ask target #1 at 300"), (.waitForTarget("w1"), "nothing"), (.release(400), "cancel #1"),
        (.targetDelegate(set: false), "cancel #1; target 400; resume w1"),
      ]),
    Row("idle: a delegate change is nothing", [(.targetDelegate(set: true), "nothing")]),
    Row(
      "waiting for the answer: at once when idle, else with the answer",
      [
        (.waitForTarget("w1"), "resume w1"), (.release(300), "ask target #1 at 300"), (.waitForTarget("w2"), "nothing"),
        (.release(400), "cancel #1"), (.targetAnswer(1, 700), "ask target #2 at 400"),
        (.targetAnswer(2, 450), "target 450; resume w2"),
      ]),
    Row(
      "finished: a release gets the proposed height, nothing is asked",
      [
        (.finish, "nothing"), (.release(300), "target 300"), (.targetDelegate(set: true), "nothing"),
        (.waitForTarget("w1"), "resume w1"),
      ]),
  ]
}
