import PullUpCore
import PullUpUIKitTranslation
import Testing

/// `KeyboardFrame`: the keyboard's end frame to the height the machine takes, and its animation (R11).
/// The container is the phone's, 390 × 844, at the origin.
@Suite struct KeyboardFrameTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var keyboard: PullUpRect
    var container = PullUpRect(x: 0, y: 0, width: 390, height: 844)
    var height: Double
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "a docked keyboard: its overlap", keyboard: PullUpRect(x: 0, y: 508, width: 390, height: 336), height: 336),
    Row(
      name: "a docked keyboard reaching past the bottom edge: the overlap, measured from the top edge",
      keyboard: PullUpRect(x: 0, y: 544, width: 390, height: 400), height: 300),
    Row(
      name: "a keyboard ending half a point above the bottom edge still reaches it",
      keyboard: PullUpRect(x: 0, y: 508, width: 390, height: 335.5), height: 336),
    Row(
      name: "a floating keyboard, ending well above the bottom: 0",
      keyboard: PullUpRect(x: 40, y: 300, width: 300, height: 250), height: 0),
    Row(
      name: "a hidden keyboard, reported below the container: 0",
      keyboard: PullUpRect(x: 0, y: 844, width: 390, height: 336), height: 0),
    Row(
      name: "an empty frame (a hardware keyboard): 0", keyboard: PullUpRect(x: 0, y: 844, width: 0, height: 0),
      height: 0),
    Row(name: "a zero-height frame: 0", keyboard: PullUpRect(x: 0, y: 844, width: 390, height: 0), height: 0),
    Row(
      name: "a keyboard taller than the container: the container's height",
      keyboard: PullUpRect(x: 0, y: -100, width: 390, height: 944), height: 844),
    Row(
      name: "a keyboard beside the container (an iPad's other app): 0",
      keyboard: PullUpRect(x: 400, y: 508, width: 390, height: 336), height: 0),
    Row(
      name: "a keyboard overlapping part of the container's width: its overlap",
      keyboard: PullUpRect(x: -200, y: 600, width: 300, height: 244), height: 244),
    Row(
      name: "a container not at the origin: measured from its own bottom edge",
      keyboard: PullUpRect(x: 0, y: 600, width: 390, height: 300),
      container: PullUpRect(x: 0, y: 100, width: 390, height: 800), height: 300),
    Row(
      name: "a NaN in the keyboard's frame: 0", keyboard: PullUpRect(x: 0, y: .nan, width: 390, height: 336), height: 0),
    Row(
      name: "an infinite keyboard height: 0",
      keyboard: PullUpRect(x: 0, y: 508, width: 390, height: .infinity), height: 0),
    Row(
      name: "an infinite origin: 0", keyboard: PullUpRect(x: -.infinity, y: 508, width: 390, height: 336), height: 0),
    Row(
      name: "a negative keyboard height: 0", keyboard: PullUpRect(x: 0, y: 844, width: 390, height: -336), height: 0),
    Row(
      name: "a negative keyboard width: 0", keyboard: PullUpRect(x: 390, y: 508, width: -390, height: 336), height: 0),
    Row(
      name: "a NaN in the container's frame: 0", keyboard: PullUpRect(x: 0, y: 508, width: 390, height: 336),
      container: PullUpRect(x: 0, y: 0, width: 390, height: .nan), height: 0),
    Row(
      name: "an empty container: 0", keyboard: PullUpRect(x: 0, y: 508, width: 390, height: 336),
      container: PullUpRect(x: 0, y: 0, width: 0, height: 0), height: 0),
    Row(
      name: "a negative container height: 0", keyboard: PullUpRect(x: 0, y: 508, width: 390, height: 336),
      container: PullUpRect(x: 0, y: 844, width: 390, height: -844), height: 0),
    Row(
      name: "huge finite values that overflow when added: 0",
      keyboard: PullUpRect(x: 0, y: -1.7e308, width: 390, height: 1.7e308),
      container: PullUpRect(x: 0, y: 1.7e308, width: 390, height: 1.7e308), height: 0),
  ]

  @Test("The keyboard's height is its overlap with the container when it reaches the bottom edge", arguments: rows)
  func height(row: Row) {
    let height = KeyboardFrame.height(keyboardFrame: row.keyboard, containerFrame: row.container)
    #expect(height == row.height)
  }

  @Test(
    "A keyboard's change is animated when its duration is above zero",
    arguments: [
      (0.25, true), (1e-6, true), (0, false), (-0.25, false), (Double.nan, false), (.infinity, false),
      (-.infinity, false),
    ])
  func animated(duration: Double, animated: Bool) {
    #expect(KeyboardFrame.animated(duration: duration) == animated)
  }
}
