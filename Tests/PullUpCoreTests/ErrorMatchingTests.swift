import PullUpCore
import Testing

/// A user matches a refusal by its case and the typed name of what was refused, NaN included: the public API
/// only, as a client writes it.
@Suite("PullUpError: matching errors")
struct ErrorMatchingTests {
  static let phone = PullUpContainer(width: 390, height: 844, safeArea: .init(top: 47, bottom: 34))

  func dragging() throws -> PullUpMachine {
    var machine = try PullUpMachine(container: Self.phone)
    _ = try machine.apply(.dragBegan(), at: 0)
    return machine
  }

  @Test("A NaN translation matches the error naming the drag translation and the rule it broke")
  func nanTranslation() throws {
    var machine = try dragging()
    #expect(throws: PullUpError.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite)) {
      try machine.apply(.dragChanged(translation: .nan), at: 0.1)
    }
    #expect(throws: PullUpError.invalidInput(.releaseVelocity, value: .nan, rule: .mustBeFinite)) {
      try machine.apply(.dragEnded(velocity: .nan), at: 0.1)
    }
    #expect(machine.snapshot.phase == .tracking, "a refused input changes nothing")
  }

  /// Every NaN a program can make: quiet and signalling, either sign, with a payload, and `0 / 0`.
  static let nans: [Double] = [.nan, -.nan, .signalingNaN, Double(nan: 7, signaling: false), zero / zero]
  static let zero = 0.0

  @Test("Every NaN matches every other, and hashes alike")
  func everyNaN() {
    let errors = Self.nans.map { PullUpError.invalidInput(.releaseVelocity, value: $0, rule: .mustBeFinite) }
    for error in errors {
      for other in errors {
        #expect(error == other)
        #expect(error.hashValue == other.hashValue)
      }
    }
    #expect(Set(errors).count == 1)
  }

  @Test("Errors differ by name, value and rule; zero and negative zero are one value")
  func distinctions() {
    let error = PullUpError.invalidInput(.releaseVelocity, value: .nan, rule: .mustBeFinite)
    #expect(error != .invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite))
    #expect(error != .invalidInput(.releaseVelocity, value: .infinity, rule: .mustBeFinite))
    #expect(error != .invalidInput(.releaseVelocity, value: .nan, rule: .mustNotBeNegative))
    #expect(error != .unexpectedInput(.dragEnded, phase: .resting))
    let zero = PullUpError.invalidInput(.containerHeight, value: 0, rule: .mustBePositive)
    let negativeZero = PullUpError.invalidInput(.containerHeight, value: -0.0, rule: .mustBePositive)
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
    #expect(PullUpError.unexpectedInput(.dragEnded, phase: .resting) != .unexpectedInput(.dragEnded, phase: .settling))
  }

  @Test(
    "Each refusal names its value and its rule",
    arguments: [
      (
        PullUpInput.dragEnded(velocity: .infinity),
        PullUpError.invalidInput(.releaseVelocity, value: .infinity, rule: .mustBeFinite)
      ),
      (
        .dragChanged(translation: 1e12),
        .invalidInput(.dragTranslation, value: 1e12, rule: .mustNotExceedMagnitude(1e7))
      ),
      (.setHeight(.nan), .invalidInput(.requestedHeight, value: .nan, rule: .mustBeFinite)),
      (.moveToDetent(5), .invalidInput(.detentIndex, value: 5, rule: .mustLieIn(0..<3))),
      (.setContainer(.init(width: 0, height: 844)), .invalidInput(.containerWidth, value: 0, rule: .mustBePositive)),
      (
        .setContainer(.init(width: 390, height: 0.5)),
        .invalidInput(.containerHeight, value: 0.5, rule: .mustBeAtLeast(1))
      ),
      (
        .setContainer(.init(width: 390, height: 844, safeArea: .init(top: .nan))),
        .invalidInput(.safeAreaTop, value: .nan, rule: .mustBeFinite)
      ),
      (.setContentHeight(-1), .invalidInput(.contentHeight, value: -1, rule: .mustNotBeNegative)),
      (.scrollOffsetChanged(.nan), .invalidInput(.contentOffset, value: .nan, rule: .mustBeFinite)),
      (
        .scrollOffsetChanged(0, maximum: .infinity),
        .invalidInput(.contentMaximumOffset, value: .infinity, rule: .mustBeFinite)
      ),
      (.keyboardChanged(height: -34), .invalidInput(.keyboardHeight, value: -34, rule: .mustNotBeNegative)),
      (
        .restore(.init(detentIndex: 0, detentCount: 3, fraction: 1, height: 0)),
        .invalidInput(.restoredFraction, value: 1, rule: .mustBeBelow(1))
      ),
      (
        .restore(.init(detentIndex: 2, detentCount: 3, fraction: 0.5, height: 0)),
        .invalidInput(.restoredFraction, value: 0.5, rule: .mustBeZeroAtHighestDetent)
      ),
      (.dragChanged(translation: -10), .unexpectedInput(.dragChanged, phase: .resting)),
      (.dragEnded(velocity: -1200), .unexpectedInput(.dragEnded, phase: .resting)),
      (.dragCancelled, .unexpectedInput(.dragCancelled, phase: .resting)),
      (.setState(.intermediate), .unreachableState(.intermediate)),
    ])
  func refusals(input: PullUpInput, expected: PullUpError) throws {
    var machine = try PullUpMachine(container: Self.phone)
    #expect(machine.detents.count == 3)
    #expect(throws: expected) { try machine.apply(input, at: 1) }
  }

  @Test("Out-of-order gestures name the input and the phase")
  func order() throws {
    var machine = try dragging()
    #expect(throws: PullUpError.unexpectedInput(.dragBegan, phase: .tracking)) {
      try machine.apply(.dragBegan(), at: 0.1)
    }
    _ = try machine.apply(.dragChanged(translation: -200), at: 0.1)
    _ = try machine.apply(.dragEnded(velocity: -1200), at: 0.2)
    #expect(throws: PullUpError.unexpectedInput(.dragEnded, phase: .settling)) {
      try machine.apply(.dragEnded(), at: 0.3)
    }
    #expect(throws: PullUpError.unexpectedInput(.targetHeightProvided, phase: .settling)) {
      try machine.targetHeightProvided(500, at: 0.3)
    }
  }

  @Test("A time past the limit, and a frame with a NaN time, name the time")
  func time() throws {
    var machine = try PullUpMachine(container: Self.phone)
    #expect(throws: PullUpError.invalidInput(.time, value: .nan, rule: .mustBeFinite)) { try machine.advance(to: .nan) }
    #expect(throws: PullUpError.invalidInput(.time, value: 2e9, rule: .mustNotExceedMagnitude(PullUpError.timeLimit))) {
      try machine.advance(to: 2e9)
    }
  }

  @Test("A configuration's numbers are named too; a plug-in's own check keeps its words")
  func configuration() throws {
    var configuration = PullUpConfiguration.default
    configuration.movement.velocityWindow = 0
    #expect(throws: PullUpError.invalidInput(.velocityWindow, value: 0, rule: .mustBePositive)) {
      try PullUpMachine(configuration: configuration, container: Self.phone)
    }
    configuration = .default
    configuration.shape.detents = [.fraction(1.5)]
    #expect(throws: PullUpError.invalidInput(.detentFraction, value: 1.5, rule: .mustNotExceed(1))) {
      try configuration.validate()
    }
    configuration.shape.detents = []
    #expect(throws: PullUpError.invalidConfiguration("detents must not be empty")) { try configuration.validate() }
  }

  @Test("Messages name the value, the number and the rule in words")
  func messages() {
    let cases: [(PullUpError, String)] = [
      (.invalidInput(.dragTranslation, value: .nan, rule: .mustBeFinite), "drag translation nan must be finite"),
      (
        .invalidInput(.dragTranslation, value: 1e12, rule: .mustNotExceedMagnitude(1e7)),
        "drag translation 1000000000000.0 must not exceed 10000000 in magnitude"
      ),
      (
        .invalidInput(.framesPerSecond, value: 0, rule: .mustLieWithin(1...1000)),
        "frames per second 0.0 must be a number from 1 to 1000"
      ),
      (
        .invalidInput(.springResponse, value: 0.0001, rule: .mustBeAtLeast(0.001)),
        "spring response in seconds 0.0001 must be at least 0.001"
      ),
      (
        .invalidInput(.snapThreshold, value: 1, rule: .mustLieStrictlyBetween(0, 1)),
        "snap threshold 1.0 must lie strictly between 0 and 1"
      ),
      (.invalidInput(.detentIndex, value: 3, rule: .mustLieIn(0..<3)), "detent index 3.0 must lie in 0..<3"),
      (.unexpectedInput(.dragChanged, phase: .resting), "drag changed cannot happen while resting"),
      (
        .unexpectedInput(.targetHeightProvided, phase: .awaitingTarget),
        "target height provided cannot happen while waiting for a target height"
      ),
    ]
    for (error, words) in cases {
      #expect(error.description.hasPrefix("PullUp: \(words)"), "\(error.description)")
    }
  }

  @Test("Every value has its own words; the drag steps are named as their inputs")
  func names() {
    let words = PullUpError.ValueName.allCases.map(\.description)
    #expect(Set(words).count == words.count)
    for step in PullUpError.GestureStep.allCases where step != .targetHeightProvided {
      #expect(PullUpInput.names.contains(step.rawValue))
    }
  }
}
