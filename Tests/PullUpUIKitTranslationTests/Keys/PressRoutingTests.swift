import PullUpUIKitTranslation
import Testing

/// `PressRouting`: each phase of a hardware key's press goes where its beginning went (issue 50). A press the
/// sheet used when it began is the sheet's to its end: its change, end or cancellation does not go up the
/// responder chain, which never saw it begin; a press the sheet passed on at its beginning is passed on in every
/// phase. Presses are named by numbers here, as the glue names a `UIPress` by its object identity.
@Suite struct PressRoutingTests {
  /// One phase of a press, and whether the sheet used it when it began.
  enum Step: Sendable, CustomStringConvertible {
    case began(Int, used: Bool)
    case changed(Int)
    case ended(Int)
    case cancelled(Int)

    var description: String {
      switch self {
      case .began(let press, let used): "began(\(press), used: \(used))"
      case .changed(let press): "changed(\(press))"
      case .ended(let press): "ended(\(press))"
      case .cancelled(let press): "cancelled(\(press))"
      }
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    /// Whether each step goes on up the responder chain.
    var passedOn: [Bool]
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "Escape the sheet used: its end is the sheet's too", steps: [.began(1, used: true), .ended(1)],
      passedOn: [false, false]),
    Row(
      name: "Escape the sheet used, cancelled (the app went inactive): the cancellation is the sheet's",
      steps: [.began(1, used: true), .cancelled(1)], passedOn: [false, false]),
    Row(
      name: "a key the sheet does not take (a letter): every phase goes on up the chain",
      steps: [.began(1, used: false), .changed(1), .ended(1)], passedOn: [true, true, true]),
    Row(
      name: "a key the sheet does not take, cancelled: the cancellation goes on up the chain",
      steps: [.began(1, used: false), .cancelled(1)], passedOn: [true, true]),
    Row(
      name: "an analog change of a press the sheet used is the sheet's",
      steps: [.began(1, used: true), .changed(1), .ended(1)], passedOn: [false, false, false]),
    Row(
      name: "an end whose beginning the sheet never saw goes on up the chain", steps: [.ended(7), .cancelled(8)],
      passedOn: [true, true]),
    Row(
      name: "two keys at once, one the sheet's: each ends where it began",
      steps: [.began(1, used: true), .began(2, used: false), .ended(2), .ended(1)],
      passedOn: [false, true, true, false]),
    Row(
      name: "a press done is forgotten: the same identity pressed again and passed on ends up the chain",
      steps: [.began(1, used: true), .ended(1), .began(1, used: false), .ended(1)],
      passedOn: [false, false, true, true]),
    Row(
      name: "a second end of a press the sheet used goes on up the chain (the press was done at the first)",
      steps: [.began(1, used: true), .ended(1), .ended(1)], passedOn: [false, false, true]),
  ]

  @Test("Each phase of a press goes where its beginning went", arguments: rows)
  func route(row: Row) {
    var routing = PressRouting<Int>()
    let passedOn = row.steps.map { step in
      switch step {
      case .began(let press, let used): routing.began(press, used: used)
      case .changed(let press): routing.changed(press)
      case .ended(let press), .cancelled(let press): routing.ended(press)
      }
    }
    #expect(passedOn == row.passedOn, "\(row.steps)")
  }
}
