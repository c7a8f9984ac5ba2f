import Foundation
import PullUpFrontEnd
import Testing

@testable import PullUpTerminal
@testable import pullup

/// The one list of keys (`PullUpKey.allCases`), as `InputListTests` has the one list of inputs: every list of
/// keys in the docs, the help texts and the terminal's status line names each key the front end it speaks of
/// maps, so that a key added to the kit fails here until every list names it. The front ends' own tables are
/// exhaustive switches (PullUpGTK's `keyValues(for:)`, ``TerminalDemoMapper/terminalKeys(for:)``), which the
/// compiler checks, and the tables beside them in their doc comments are checked here row by row; pullup-gtk's
/// `--help`, where the GTK window's keys are listed, is checked by Examples/GTK's `KeyListTests`. A list that
/// needs no keys of its own (ARCHITECTURE.md's) names the rule instead: `PullUpKey.isTheSheets(withFocusOn:)`.
@Suite("The list of keys")
struct KeyListTests {
  /// How a list names a key: any one of these. An exhaustive switch, so that a new key does not compile here
  /// until it has a name.
  static func words(for key: PullUpKey) -> [String] {
    switch key {
    case .escape: return ["Escape", "Esc"]
    case .up: return ["↑", "arrows"]
    case .down: return ["↓", "arrows"]
    case .pageUp: return ["Page Up"]
    case .pageDown: return ["Page Down", "Page Up and Down"]
    case .home: return ["Home"]
    case .end: return ["End"]
    case .activate: return ["activate", "Return"]
    }
  }

  /// Which keys a list names: the kit's (every key, as PullUpGTK maps them all), the value keys (those the
  /// sheet takes only with the focus on its handle or divider, by the kit's one rule), a split view's divider's
  /// or the terminal demo's.
  enum Keys: Sendable {
    case all
    case values
    case divider
    case terminal

    var keys: [PullUpKey] {
      switch self {
      case .all: return PullUpKey.allCases
      case .values:
        return PullUpKey.allCases.filter { $0.isTheSheets(withFocusOn: .handle) && !$0.isTheSheets(withFocusOn: .body) }
      case .divider:
        // Activate is a tap on the handle, which a divider is not (`PullUpInterpreter`'s rule 5).
        return PullUpKey.allCases.filter { $0.isTheSheets(withFocusOn: .divider) && $0 != .activate }
      case .terminal: return PullUpKey.allCases.filter { !TerminalDemoMapper.terminalKeys(for: $0).isEmpty }
      }
    }
  }

  /// A list of keys in prose: the file, the words just before it and just after it (in a Swift file, in its
  /// doc comments, each line's `///` left out), and whose keys it names.
  struct ProseList: Sendable, CustomTestStringConvertible {
    var file: String
    var after: String
    var before: String
    var keys: Keys

    var testDescription: String { "\(file): \"\(after)…\"" }
  }

  static let lists: [ProseList] = [
    ProseList(
      file: "Sources/PullUpTerminal/PullUpTerminal.docc/PullUpTerminal.md", after: "or use the keys:",
      before: "Detents are numbered", keys: .terminal),
    ProseList(
      file: "Sources/PullUpCore/PullUpCore.docc/BeyondTheAnchors.md", after: "releases with its velocity;",
      before: "focus on a", keys: .all),
    ProseList(
      file: "Sources/PullUp/PullUp.docc/WritingAFrontEnd.md", after: "`.key(_:region:time:)` for",
      before: "`.focus(top:bottom:time:)`", keys: .all),
    ProseList(
      file: "Sources/PullUpGTK/PullUpGTK.docc/ASheetInYourGTKApp.md", after: "The handle is focusable.",
      before: "do what the front-end kit says", keys: .all),
    ProseList(
      file: "Sources/PullUpFrontEnd/PullUpInterpreter.swift", after: "5. **Keys** (``PullUpKey``):",
      before: "6. **A hidden sheet**", keys: .all),
    ProseList(
      file: "Sources/PullUpGTK/PullUpSheetWidget.swift", after: "- maps", before: "to `PullUpKey`s through",
      keys: .all),
    ProseList(
      file: "Sources/PullUpGTK/PullUpSheetWidget.swift", after: "while the focus is in the widget:",
      before: "with the region", keys: .all),
    ProseList(
      file: "Sources/PullUpUIKit/PullUpUIKit.docc/ASheetInYourUIKitApp.md", after: "- **Hardware keys.**",
      before: "As for a slider", keys: .all),
    ProseList(
      file: "Sources/PullUpUIKit/PullUpViewController+Keyboard.swift",
      after: "the focused item or the first responder:",
      before: "become `PullUpKey`s", keys: .all),
    ProseList(
      file: "Sources/PullUpUIKit/PullUpViewController.swift", after: "`keyboardWillChangeFrameNotification`) and maps",
      before: "of a hardware keyboard", keys: .all),
    ProseList(
      file: "Sources/PullUpUIKit/PullUpHandleView.swift", after: "act while it has it (", before: "wherever the focus",
      keys: .all),
    ProseList(
      file: "Sources/PullUpTerminal/Demo/TerminalDemoMapper.swift", after: "otherwise steps a detent,",
      before: "and a hidden sheet", keys: .terminal),
    ProseList(
      file: "Sources/PullUpSwiftUI/PullUpSwiftUI.docc/ASheetInYourSwiftUIApp.md", after: "- **Hardware keys.**",
      before: "- **Trackpads and mice.**", keys: .all),
    ProseList(
      file: "Sources/PullUpSwiftUI/PullUpSwiftUI.docc/ComingFromSwiftUISplitView.md",
      after: "the focused divider answers to", before: "Reduce Motion", keys: .divider),
    ProseList(
      file: "Sources/PullUpSwiftUI/SplitView/PullUpSplitView.swift", after: "the focused divider answers to",
      before: "```swift", keys: .divider),
    ProseList(
      file: "Sources/PullUpSwiftUI/SplitView/DividerControl.swift", after: "as on a sheet's handle (",
      before: "the others", keys: .all),
    ProseList(
      file: "Sources/PullUpGTK/PullUpGTK.docc/ASheetInYourGTKApp.md", after: "As with a slider,",
      before: "move the sheet only", keys: .values),
    ProseList(
      file: "Sources/PullUpGTK/PullUpGTK.docc/ComingFromAdwBottomSheet.md", after: "- The keys",
      before: "(AdwBottomSheet binds only", keys: .values),
    ProseList(
      file: "Sources/PullUpFrontEnd/PullUpInterpreter+Keys.swift", after: "slider pattern,",
      before: "are the sheet's only", keys: .values),
  ]

  /// The tables of keys in doc comments whose first column names each key by its case (`pageUp`): the file,
  /// and the header cell the table starts with.
  static let tables: [(file: String, header: String)] = [
    ("Sources/PullUpUIKitTranslation/Keys/HardwareKeys.swift", "| `PullUpKey` |"),
    ("Sources/PullUpSwiftUITranslation/Keys/KeyEquivalents.swift", "| `PullUpKey` |"),
    ("Sources/PullUpFrontEnd/PullUpInterpreter+Keys.swift", "| key "),
  ]

  /// The text of a file, its lines joined by spaces (and, in a Swift file, only its doc comments), so that a
  /// list found in it does not depend on where its lines break.
  static func prose(of file: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(file)
    var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if file.hasSuffix(".swift") {
      lines = lines.filter { $0.hasPrefix("///") }.map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }
    }
    return lines.joined(separator: " ")
  }

  /// The keys of `keys` that `text` does not name.
  static func missing(in text: some StringProtocol, of keys: Keys) -> [PullUpKey] {
    keys.keys.filter { key in !words(for: key).contains { text.contains($0) } }
  }

  @Test("Every list of keys in the docs names every key its front end maps", arguments: lists)
  func proseList(list: ProseList) throws {
    let text = try Self.prose(of: list.file)
    let start = try #require(text.range(of: list.after), "\(list.file) has no \"\(list.after)\"")
    let end = try #require(
      text[start.upperBound...].range(of: list.before), "\(list.file) has no \"\(list.before)\" after the list")
    let span = text[start.upperBound..<end.lowerBound]
    #expect(
      Self.missing(in: span, of: list.keys).isEmpty,
      "\(list.file) does not name \(Self.missing(in: span, of: list.keys)): \(span)")
  }

  @Test("Every table of keys in a doc comment has a row for every key, in the order of the cases", arguments: tables)
  func docTable(file: String, header: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(file)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("///") }
      .map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex { $0.hasPrefix(header) }, "\(file) has no table headed \(header)")
    // The rows after the header's separator, up to the first line that is not a row; each row's first cell.
    let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
    let named = rows.flatMap { row in
      row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first.map {
        $0.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      } ?? []
    }
    #expect(named == PullUpKey.allCases.map(\.rawValue), "\(file)'s table names \(named)")
  }

  @Test(
    "The scenario article's raw event table names every key's spelling in a file, in the order of the cases, and no other"
  )
  func scenarioTable() throws {
    let text = try Self.prose(of: "Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md")
    let row = try #require(text.range(of: "| `key` | `key` (required):"), "no row for the key raw event")
    let end = try #require(text[row.upperBound...].range(of: "`region`"))
    let spelled = text[row.upperBound..<end.lowerBound].components(separatedBy: "`").enumerated()
      .filter { $0.offset % 2 == 1 }.map { $0.element.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    #expect(spelled == PullUpKey.allCases.map(\.rawValue))
  }

  @Test("pullup demo --help names every key the terminal maps")
  func demoHelp() throws {
    let help = HelpText.demo
    let start = try #require(help.range(of: "KEYS"))
    let end = try #require(help.range(of: "The demo needs"))
    let keys = help[start.upperBound..<end.lowerBound]
    #expect(Self.missing(in: keys, of: .terminal).isEmpty, "missing \(Self.missing(in: keys, of: .terminal))")
  }

  @Test("The status line's keys, in full and short, name every key the terminal maps")
  func statusLine() {
    for help in [TerminalSheetRenderer.help, TerminalSheetRenderer.shortHelp] {
      #expect(
        Self.missing(in: help, of: .terminal).isEmpty, "\(help) does not name \(Self.missing(in: help, of: .terminal))")
    }
  }

  @Test("No terminal key gives two of the sheet's keys, and none of the demo's letters is one of them")
  func terminalTable() {
    for key in PullUpKey.allCases {
      for terminalKey in TerminalDemoMapper.terminalKeys(for: key) {
        #expect(PullUpKey.allCases.filter { TerminalDemoMapper.terminalKeys(for: $0).contains(terminalKey) } == [key])
      }
    }
    let letters: [TerminalKey] = [.space, .character("h"), .character("l"), .character("k"), .character("m")]
    for letter in letters {
      #expect(!PullUpKey.allCases.contains { TerminalDemoMapper.terminalKeys(for: $0).contains(letter) }, "\(letter)")
    }
  }
}
