// libFuzzer target: the machine fed with random inputs decoded from bytes, every invariant checked after
// every input. Built by Fuzz/run.sh together with PullUpCore's sources into one binary.

/// Reads numbers and choices from the fuzzer's bytes; runs out gracefully.
struct ByteReader {
  var bytes: UnsafeRawBufferPointer
  var offset = 0

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number: usually in `range`, sometimes one of the values that break naive code.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    let selector = byte()
    switch selector {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return -Double(byte()) * 100
    case 4: return 0
    case 5: return Double.greatestFiniteMagnitude
    case 6: return Double.leastNonzeroMagnitude
    default:
      let raw = UInt16(byte()) << 8 | UInt16(byte())
      return range.lowerBound + (range.upperBound - range.lowerBound) * Double(raw) / Double(UInt16.max)
    }
  }
}

/// A motion of a user's own that breaks its promises on purpose: it overshoots wildly, then lands, so the
/// machine's guards for custom motions are fuzzed too.
struct Wobble: PullUpMotion {
  var name: String { "wobble" }
  func state(of move: PullUpMove, after elapsed: Double) -> (height: Double, heightVelocity: Double) {
    guard elapsed < 0.4 else { return (move.target, 0) }
    return (move.target + (move.start - move.target) * (1 - elapsed / 0.4) + 5_000 * (elapsed * 40).rounded(), 1)
  }
}

/// Configurations, each with whether a release asks for a target height.
let presets: [(PullUpConfiguration, asksForTargetHeight: Bool)] = {
  var bouncy = PullUpConfiguration.default
  bouncy.movement.motion = .spring(.init(response: 0.5, dampingRatio: 0.3))
  bouncy.movement.hidesByDragging = true
  var scrolling = PullUpConfiguration.default
  scrolling.movement.scrollPolicy = .always
  scrolling.movement.keyboardPolicy = .temporaryDetent
  scrolling.movement.reducesMotion = true
  var typing = PullUpConfiguration.splitSheet
  typing.movement.keyboardPolicy = .expandToLargest
  var wobbling = PullUpConfiguration.default
  wobbling.movement.motion = .custom(Wobble())
  return [
    (.default, false), (.ishPullUp, false), (.splitSheet, false), (.splitView(), false), (.ishPullUp, true),
    (bouncy, false), (scrolling, false), (typing, false), (wobbling, false),
  ]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMachine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeRawBufferPointer(start: data, count: size))
  let (configuration, asks) = presets[Int(reader.byte()) % presets.count]
  guard var machine = try? PullUpMachine(configuration: configuration, container: container(&reader)) else {
    return 0
  }
  machine.asksForTargetHeight = asks
  var time = 0.0
  var lastState = machine.currentState
  while !reader.isAtEnd {
    time += reader.number(-0.05...0.2)
    let before = machine.snapshot
    do {
      let output = try step(&machine, reader.byte(), &reader, time)
      if let transition = output.transition {
        require(transition.from == lastState && transition.from != transition.to, "transition \(transition)")
        lastState = transition.to
      }
    } catch {
      require(machine.snapshot == before, "a refused input changed the machine: \(error)")
    }
    require(machine.currentState == lastState, "the state changed without a transition")
    let violations = machine.invariantViolations()
    require(violations.isEmpty, "\(violations)")
  }
  return 0
}

/// What one step does: an input, or one of the machine's methods that are not inputs.
enum Step {
  case input(PullUpInput.Kind)
  case setContainerWithSizing, sizingChanged, targetHeightProvided, frames
}

/// The steps a byte chooses from: every input once, the first two steps of a drag once more (so that drags
/// are long enough to hand over and fling), and frames.
let steps: [Step] =
  PullUpInput.Kind.allCases.map(Step.input)
  + [.input(.dragBegan), .input(.dragChanged), .setContainerWithSizing, .sizingChanged, .targetHeightProvided, .frames]

private func step(_ machine: inout PullUpMachine, _ choice: UInt8, _ reader: inout ByteReader, _ time: Double)
  throws(PullUpError) -> PullUpOutput
{
  switch steps[Int(choice) % steps.count] {
  case .input(let kind):
    return try machine.apply(input(kind, &reader), at: time)
  case .setContainerWithSizing:
    // A container change with the sizing delegate's answers for it, in one transition.
    return try machine.setContainer(
      container(&reader), sizing: sizing(&reader), animated: reader.byte() & 1 == 0, at: time)
  case .sizingChanged:
    return try machine.sizingChanged(sizing(&reader), at: time)
  case .targetHeightProvided:
    return try machine.targetHeightProvided(reader.number(-100...2000), at: time)
  case .frames:
    // Frames, folded into one output so that the transitions of every frame are checked.
    var folded = PullUpOutput()
    for frame in 1...Int(reader.byte() % 40 + 1) {
      if let transition = try machine.advance(to: time + Double(frame) / 60).transition {
        folded.transition = PullUpTransition(from: folded.transition?.from ?? transition.from, to: transition.to)
      }
    }
    return folded
  }
}

/// An input of this kind with values from the bytes. A new kind fails to compile here until the fuzzer
/// generates it.
private func input(_ kind: PullUpInput.Kind, _ reader: inout ByteReader) -> PullUpInput {
  switch kind {
  case .dragBegan: return .dragBegan(inScrollableContent: reader.byte() & 1 == 0)
  case .dragChanged: return .dragChanged(translation: reader.number(-1500...1500))
  case .dragEnded: return .dragEnded(velocity: reader.byte() < 128 ? nil : reader.number(-8000...8000))
  case .dragCancelled: return .dragCancelled
  case .setState:
    // Every state, so that requests for the ones code cannot ask for are refused.
    let states = PullUpState.allCases
    return .setState(states[Int(reader.byte()) % states.count], animated: reader.byte() & 1 == 0)
  case .setHeight: return .setHeight(reader.number(-100...2000), animated: reader.byte() & 1 == 0)
  case .moveToDetent: return .moveToDetent(Int(reader.byte()) - 2, animated: reader.byte() & 1 == 0)
  case .toggleState: return .toggleState(animated: reader.byte() & 1 == 0)
  case .setHidden: return .setHidden(reader.byte() & 1 == 0, animated: reader.byte() & 1 == 0)
  case .setLocked: return .setLocked(reader.byte() < 64)
  case .setContainer: return .setContainer(container(&reader), animated: reader.byte() & 1 == 0)
  case .setContentHeight:
    return .setContentHeight(reader.byte() < 32 ? nil : reader.number(0...2000), animated: reader.byte() & 1 == 0)
  case .scrollOffsetChanged:
    let maximum = reader.byte() < 64 ? nil : reader.number(-100...2000)
    return .scrollOffsetChanged(reader.number(-100...2000), maximum: maximum)
  case .keyboardChanged:
    let height = reader.byte() < 96 ? 0 : reader.number(0...2500)
    return .keyboardChanged(height: height, animated: reader.byte() & 1 == 0)
  case .accessibilityActionPerformed:
    let actions = PullUpAccessibilityAction.allCases
    return .accessibilityActionPerformed(actions[Int(reader.byte()) % actions.count])
  case .setReducesMotion: return .setReducesMotion(reader.byte() & 1 == 0)
  case .restore:
    let state = PullUpRestorationState(
      detentIndex: Int(reader.byte() % 8) - 1, detentCount: Int(reader.byte() % 8) - 1,
      fraction: reader.byte() < 128 ? 0 : reader.number(-0.5...1.5), height: reader.number(0...2000),
      isHidden: reader.byte() < 64, isLocked: reader.byte() < 32)
    return .restore(state, animated: reader.byte() & 1 == 0)
  case .dimmingTapped: return .dimmingTapped
  }
}

private func container(_ reader: inout ByteReader) -> PullUpContainer {
  PullUpContainer(
    width: reader.number(1...2000), height: reader.number(1...2000),
    safeArea: .init(top: reader.number(0...100), bottom: reader.number(0...100)))
}

private func sizing(_ reader: inout ByteReader) -> PullUpSizing {
  PullUpSizing(minimumHeight: reader.number(0...600), maximumHeight: reader.number(0...2000))
}

/// Stops the fuzzer with a message (kept in optimized builds, unlike `precondition`'s).
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
