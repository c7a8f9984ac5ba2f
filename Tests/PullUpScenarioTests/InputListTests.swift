import Foundation
import PullUpCore
import Testing

/// The one list of inputs (`PullUpInput.Kind`): every table of inputs in the docs names exactly its kinds,
/// and the public API listing (`.ci/api`) has each kind's case, its controller method and its machine method,
/// deprecated for `apply(_:at:)`.
@Suite("The list of inputs")
struct InputListTests {
  typealias Kind = PullUpInput.Kind

  /// Every input's name, in the order of the cases: the order the tables keep.
  static let names = Kind.allCases.map(\.rawValue)

  /// Inputs that have no method of their own on purpose, each with the reason. None today: every input is
  /// also a method of the controller and a deprecated method of the machine, named as the input.
  static let withoutMethods: [Kind: String] = [:]

  // MARK: The docs

  @Test(
    "The scenario docs' table of events names every input once, in the order of the cases, and no other",
    arguments: ["Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md"])
  func eventTable(file: String) throws {
    let documented = try markdownTable(in: file, header: "| type | keys").map {
      Self.codeSpans(in: $0[0]).first ?? $0[0]
    }
    #expect(documented == Self.names, "\(file): \(Self.difference(documented, Self.names))")
  }

  @Test("The scenario article's controller calls are the controller's methods, as .ci/api lists them")
  func controllerCalls() throws {
    let file = "Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md"
    let api = try PublicAPI()
    for row in try markdownTable(in: file, header: "| type | keys | controller call") {
      guard let kind = Kind(rawValue: Self.codeSpans(in: row[0]).first ?? "") else { continue }
      let call = "PullUpController." + (Self.codeSpans(in: row[2]).first ?? "")
      #expect(call == api.controllerMethod(for: kind), "\(file): the controller call of \(kind)")
    }
  }

  @Test("The state machine article's table of inputs links every case of PullUpInput, in order, and no other")
  func stateMachineTable() throws {
    let file = "Sources/PullUpCore/PullUpCore.docc/StateMachine.md"
    let api = try PublicAPI()
    let inputs = try markdownTable(in: file, header: "| Input | What it does").flatMap { Self.links(in: $0[0]) }
    let expected = Kind.allCases.map(api.inputCase(for:))
    #expect(inputs == expected, "\(file): \(Self.difference(inputs, expected))")
    // The table after it: the machine's methods that are not inputs, none of them deprecated.
    let others = try markdownTable(in: file, header: "| Method | What it does").flatMap { Self.links(in: $0[0]) }
    #expect(!others.isEmpty, "\(file): the table of methods besides the inputs")
    let mirrors = Kind.allCases.map(api.machineMethod(for:))
    for method in others {
      #expect(!mirrors.contains(method), "\(file): \(method) is an input's method, in the table of others")
      #expect(api.declarations[method] != nil, "\(file): \(method) is not in .ci/api")
      #expect(!api.deprecated.contains(method), "\(file): \(method) is deprecated")
    }
  }

  /// What a table lacks and what it has too many of, or that only the order differs.
  static func difference(_ documented: [String], _ expected: [String]) -> String {
    let missing = expected.filter { !documented.contains($0) }
    let extra = documented.filter { !expected.contains($0) }
    let twice = Set(documented.filter { name in documented.filter { $0 == name }.count > 1 })
    guard missing.isEmpty, extra.isEmpty, twice.isEmpty else {
      return "missing \(missing), not inputs \(extra), twice \(twice.sorted())"
    }
    return "not in the order of PullUpInput's cases"
  }

  /// The spans of code in a Markdown table cell, between single backticks.
  static func codeSpans(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  /// The DocC symbol links in a Markdown table cell (``` ``PullUpMachine/advance(to:)`` ```), as paths
  /// of .ci/api (`PullUpMachine.advance(to:)`).
  static func links(in cell: String) -> [String] {
    cell.components(separatedBy: "``").enumerated().filter { $0.offset % 2 == 1 }
      .map { $0.element.replacingOccurrences(of: "/", with: ".") }
  }

  // MARK: The public API

  @Test("Every input is a case of PullUpInput in .ci/api, and every case is an input")
  func casesListed() throws {
    #expect(try PublicAPI().inputCases.keys.sorted() == Self.names.sorted())
  }

  @Test(
    "Every input has a controller method with the case's labels, and a deprecated machine method with the case's labels and the time",
    arguments: Kind.allCases)
  func methodsListed(kind: Kind) throws {
    let api = try PublicAPI()
    let machine = api.machineMethod(for: kind)
    let controller = api.controllerMethod(for: kind)
    if let reason = Self.withoutMethods[kind] {
      #expect(
        api.declarations[machine] == nil || api.declarations[controller] == nil,
        "\(kind) is listed as without methods (\(reason)), but has both")
      return
    }
    let machineDeclaration = try #require(api.declarations[machine], "\(machine) is not in .ci/api/PullUpCore.txt")
    #expect(machineDeclaration.hasPrefix("mutating func \(kind.rawValue)("), "\(machineDeclaration)")
    #expect(machineDeclaration.hasSuffix("throws(PullUpError) -> PullUpOutput"), "\(machineDeclaration)")
    #expect(api.deprecated.contains(machine), "\(machine) is not deprecated: apply(_:at:) is the machine's one way")
    let controllerDeclaration = try #require(api.declarations[controller], "\(controller) is not in .ci/api/PullUp.txt")
    #expect(controllerDeclaration.hasPrefix("func \(kind.rawValue)("), "\(controllerDeclaration)")
    #expect(controllerDeclaration.hasSuffix("throws(PullUpError)"), "\(controllerDeclaration)")
  }
}

/// The checked-in listing of the public API (`.ci/api/<Module>.txt`), which CI compares with the code: one
/// line per declaration, `path: declaration`, such as
/// `PullUpMachine.apply(_:at:): mutating func apply(_ input: PullUpInput, at time: Double) throws(PullUpError) …`.
struct PublicAPI {
  /// Each declaration of PullUpCore and PullUp by its path, availability left out.
  var declarations: [String: String] = [:]
  /// The paths of the declarations deprecated on every platform (`[* deprecated …]` in the listing).
  var deprecated: Set<String> = []

  init() throws {
    for module in ["PullUpCore", "PullUp"] {
      let url = packageDirectory.appendingPathComponent(".ci/api/\(module).txt")
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        guard let separator = line.range(of: ": ") else { continue }  // "X conforms to Y"
        let declaration = line[separator.upperBound...].components(separatedBy: "  [").first ?? ""
        let path = String(line[..<separator.lowerBound])
        if declarations[path] == nil { declarations[path] = declaration }
        if line.contains("  [* deprecated") { deprecated.insert(path) }
      }
    }
  }

  /// The cases of `PullUpInput`, by name, each with its labels: `"(inScrollableContent:)"`, or `""` for a
  /// case without values.
  var inputCases: [String: String] {
    var cases: [String: String] = [:]
    for (path, declaration) in declarations where path.hasPrefix("PullUpInput.") && declaration.hasPrefix("case ") {
      let member = path.dropFirst("PullUpInput.".count)
      let name = member.prefix { $0 != "(" }
      cases[String(name)] = String(member.dropFirst(name.count))
    }
    return cases
  }

  /// The case of an input, `PullUpInput.setState(_:animated:)`, or `PullUpInput.dragCancelled` without values.
  func inputCase(for kind: PullUpInput.Kind) -> String {
    "PullUpInput.\(kind.rawValue)\(inputCases[kind.rawValue] ?? "")"
  }

  /// The machine's method for an input, deprecated for `apply(_:at:)`: the case's labels and `at:`,
  /// `PullUpMachine.setState(_:animated:at:)`.
  func machineMethod(for kind: PullUpInput.Kind) -> String {
    let labels = inputCases[kind.rawValue] ?? ""
    return "PullUpMachine.\(kind.rawValue)(\(labels.dropFirst().dropLast())at:)"
  }

  /// The controller's method for an input: the case's labels, `PullUpController.setState(_:animated:)`.
  func controllerMethod(for kind: PullUpInput.Kind) -> String {
    let labels = inputCases[kind.rawValue] ?? ""
    return "PullUpController.\(kind.rawValue)\(labels.isEmpty ? "()" : labels)"
  }
}
