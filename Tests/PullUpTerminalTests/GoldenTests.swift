import Foundation
import PullUpCore
import PullUpTerminal
import Testing

/// A preset to draw, with a name for the golden files.
struct GoldenPreset: Sendable, CustomTestStringConvertible {
  let name: String
  let configuration: PullUpConfiguration

  var testDescription: String { name }

  static let all = [
    GoldenPreset(name: "default", configuration: .default),
    GoldenPreset(name: "ishPullUp", configuration: .ishPullUp),
    GoldenPreset(name: "splitSheet", configuration: .splitSheet),
    GoldenPreset(name: "splitView", configuration: .splitView()),
  ]
}

/// A state to put a sheet in for a golden frame.
enum GoldenScene: String, Sendable, CaseIterable {
  case collapsed
  case intermediate
  case expanded
  case dragging
  case hidden

  /// The state the machine reports in the scene (a hidden sheet keeps the state of where it shows).
  var state: PullUpState {
    switch self {
    case .collapsed, .hidden: return .collapsed
    case .intermediate: return .intermediate
    case .expanded: return .expanded
    case .dragging: return .dragging
    }
  }
}

/// Golden frames: each preset in each state, drawn at 60 × 36 as plain text (characters only, trailing
/// spaces trimmed), compared with `Golden/<preset>-<scene>.txt`. Run with `PULLUP_UPDATE_GOLDEN=1` to write
/// the files instead, then look at them before committing.
@Suite("Golden terminal frames")
struct GoldenTests {
  static let columns = 60
  static let rows = 36
  /// The content height for fit-to-content detents (SplitSheet's expanded detent): 30 rows.
  static let contentHeight = 480.0
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  let renderer = TerminalSheetRenderer()

  /// A machine for the preset, moved into the scene without animation; `nil` if the preset cannot be in
  /// that state.
  func machine(_ preset: GoldenPreset, in scene: GoldenScene) throws -> PullUpMachine? {
    var machine = try PullUpMachine(
      configuration: preset.configuration, container: renderer.container(columns: Self.columns, rows: Self.rows),
      contentHeight: Self.contentHeight)
    if machine.isHidden { _ = try machine.apply(.setHidden(false, animated: false), at: 0) }
    _ = try machine.moveRequested(to: .state(.collapsed), animated: false, at: 0)
    let detents = machine.detents
    switch scene {
    case .collapsed:
      break
    case .intermediate where detents.count > 2:
      _ = try machine.moveRequested(to: .detent(1), animated: false, at: 0)
    case .intermediate:
      guard detents.maximum - detents.minimum >= 2 * renderer.scale.pointsPerRow else { return nil }
      _ = try machine.moveRequested(to: .height((detents.minimum + detents.maximum) / 2), animated: false, at: 0)
    case .expanded:
      _ = try machine.moveRequested(to: .state(.expanded), animated: false, at: 0)
    case .dragging:
      _ = try machine.apply(.dragBegan(), at: 0)
      _ = try machine.apply(.dragChanged(translation: renderer.scale.translation(rows: -4)), at: 0.1)
    case .hidden:
      _ = try machine.apply(.setHidden(true, animated: false), at: 0)
    }
    return machine
  }

  @Test("Each preset in each state matches its golden frame", arguments: GoldenPreset.all, GoldenScene.allCases)
  func matchesGolden(preset: GoldenPreset, scene: GoldenScene) throws {
    guard let machine = try machine(preset, in: scene) else { return }
    #expect(machine.snapshot.state == scene.state)
    #expect(machine.isHidden == (scene == .hidden))
    let frame = renderer.render(machine.snapshot, columns: Self.columns, rows: Self.rows)
    let text = (0..<frame.height).map { frame.text(ofRow: $0).trimmingSuffix(" ") }.joined(separator: "\n") + "\n"
    let file = Self.directory.appendingPathComponent("\(preset.name)-\(scene.rawValue).txt")

    if ProcessInfo.processInfo.environment["PULLUP_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try? String(contentsOf: file, encoding: .utf8)
    #expect(
      golden == text,
      """
      \(file.lastPathComponent) differs (PULLUP_UPDATE_GOLDEN=1 rewrites it). Rendered:
      \(text)
      """)
  }
}

extension String {
  /// The string without trailing copies of a character.
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var result = self
    while result.last == character { result.removeLast() }
    return result
  }
}
