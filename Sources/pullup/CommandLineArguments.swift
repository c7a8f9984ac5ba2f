import PullUpScenario
import PullUpSystem

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One command-line argument: the bytes the system passed, and the same bytes read as text.
///
/// A path is bytes on Linux and need not be UTF-8; `CommandLine.arguments` repairs such bytes to U+FFFD,
/// and the repaired name opens no file. Options are matched on ``text``; paths keep their ``bytes``.
struct CommandLineArgument: Equatable {
  /// The bytes, unchanged.
  var bytes: [UInt8]
  /// The bytes decoded as UTF-8, with U+FFFD for bytes that are not: for options, values and messages.
  var text: String

  init(bytes: [UInt8]) {
    self.bytes = bytes
    text = String(decoding: bytes, as: UTF8.self)
  }

  init(_ text: String) {
    bytes = Array(text.utf8)
    self.text = text
  }

  /// The argument as a file's path, byte for byte.
  var path: RawPath { RawPath(bytes: bytes) }

  /// The arguments after the program's name, as the system passed them.
  static var current: [CommandLineArgument] {
    (0..<Int(CommandLine.argc)).dropFirst().compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        CommandLineArgument(bytes: Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument))))
      }
    }
  }
}

/// What the command line asks for, parsed by hand: `pullup <subcommand> [options] FILE`.
enum Invocation: Equatable {
  /// `--help`, for the whole tool or one subcommand.
  case help(Subcommand?)
  /// `simulate FILE [--format text|jsonl]`.
  case simulate(file: RawPath, format: SimulateFormat)
  /// `simulate FILE --suggest-expectations`.
  case suggestExpectations(file: RawPath)
  /// `test FILE...`.
  case test(files: [RawPath])
  /// `render FILE --output OUT.svg`.
  case render(file: RawPath, output: RawPath)
  /// `explain FILE`.
  case explain(file: RawPath)
  /// `demo [ARGUMENTS…]`, passed on untouched.
  case demo(arguments: [CommandLineArgument])
}

/// The subcommands.
enum Subcommand: String, CaseIterable {
  case simulate, test, render, explain, demo
}

/// The formats of `simulate`.
enum SimulateFormat: String, CaseIterable {
  case text, jsonl
}

/// A command line that cannot be understood; the tool exits with status 2.
struct UsageError: Error, Equatable {
  var message: String
  /// The subcommand whose usage to show, or `nil` for the tool's.
  var subcommand: Subcommand?
}

extension Invocation {
  /// Parses the arguments after the program name.
  static func parse(_ arguments: [CommandLineArgument]) throws(UsageError) -> Invocation {
    guard let first = arguments.first?.text else { throw UsageError(message: "missing subcommand", subcommand: nil) }
    if ["--help", "-h", "help"].contains(first) {
      guard arguments.count > 1 else { return .help(nil) }
      guard arguments.count == 2, let topic = Subcommand(rawValue: arguments[1].text) else {
        throw UsageError(message: "unknown help topic '\(arguments[1].text)'", subcommand: nil)
      }
      return .help(topic)
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
      throw UsageError(message: message, subcommand: nil)
    }
    let rest = Array(arguments.dropFirst())
    if subcommand == .demo {
      let help = rest.contains { ["--help", "-h"].contains($0.text) }
      return help ? .help(.demo) : .demo(arguments: rest)
    }
    var options = try Options.parse(rest, for: subcommand)
    if options.help { return .help(subcommand) }
    guard let file = options.files.first?.path else {
      throw UsageError(message: "missing FILE", subcommand: subcommand)
    }
    guard options.files.count == 1 || subcommand == .test else {
      throw UsageError(message: "unexpected argument '\(options.files[1].text)'", subcommand: subcommand)
    }
    switch subcommand {
    case .simulate:
      if options.flags.contains("--suggest-expectations") {
        if let format = options.take("--format") {
          throw UsageError(
            message: "--suggest-expectations prints JSON; it takes no --format (found '\(format.text)')",
            subcommand: subcommand)
        }
        return .suggestExpectations(file: file)
      }
      let name = options.take("--format")?.text ?? SimulateFormat.text.rawValue
      guard let format = SimulateFormat(rawValue: name) else {
        throw UsageError(message: "unknown format '\(name)'; expected text or jsonl", subcommand: subcommand)
      }
      return .simulate(file: file, format: format)
    case .render:
      guard let output = options.take("--output")?.path else {
        throw UsageError(message: "missing --output OUT.svg", subcommand: subcommand)
      }
      return .render(file: file, output: output)
    case .explain:
      return .explain(file: file)
    case .test:
      return .test(files: options.files.map(\.path))
    case .demo:
      return .demo(arguments: rest)
    }
  }
}

/// The options and positional arguments of one subcommand.
private struct Options {
  var values: [String: CommandLineArgument] = [:]
  var flags: Set<String> = []
  var files: [CommandLineArgument] = []
  var help = false

  /// The options each subcommand takes without a value.
  static func flagOptions(for subcommand: Subcommand) -> Set<String> {
    subcommand == .simulate ? ["--suggest-expectations"] : []
  }

  /// The options each subcommand takes a value for, with their short spellings.
  static func valueOptions(for subcommand: Subcommand) -> [String: String] {
    switch subcommand {
    case .simulate: return ["--format": "--format", "-f": "--format"]
    case .render: return ["--output": "--output", "-o": "--output"]
    case .explain, .demo, .test: return [:]
    }
  }

  static func parse(_ arguments: [CommandLineArgument], for subcommand: Subcommand) throws(UsageError) -> Options {
    let known = valueOptions(for: subcommand)
    var options = Options()
    var index = 0
    var onlyFiles = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFiles || argument.text == "-" || !argument.text.hasPrefix("-") {
        options.files.append(argument)
        continue
      }
      if argument.text == "--" {
        onlyFiles = true
        continue
      }
      if argument.text == "--help" || argument.text == "-h" {
        options.help = true
        continue
      }
      if flagOptions(for: subcommand).contains(argument.text) {
        guard options.flags.insert(argument.text).inserted else {
          throw UsageError(message: "\(argument.text) given twice", subcommand: subcommand)
        }
        continue
      }
      var name = argument.text
      var value: CommandLineArgument?
      // `--output=NAME`: the value is the bytes after the first `=`, which need not be UTF-8.
      if argument.text.hasPrefix("--"), let equals = argument.bytes.firstIndex(of: UInt8(ascii: "=")) {
        name = String(decoding: argument.bytes[..<equals], as: UTF8.self)
        value = CommandLineArgument(bytes: Array(argument.bytes[(equals + 1)...]))
      }
      guard let canonical = known[name] else {
        throw UsageError(message: "unknown option '\(name)'", subcommand: subcommand)
      }
      if value == nil {
        guard index < arguments.count else {
          throw UsageError(message: "missing value after \(name)", subcommand: subcommand)
        }
        value = arguments[index]
        index += 1
      }
      guard options.values[canonical] == nil else {
        throw UsageError(message: "\(canonical) given twice", subcommand: subcommand)
      }
      options.values[canonical] = value
    }
    return options
  }

  mutating func take(_ name: String) -> CommandLineArgument? {
    values.removeValue(forKey: name)
  }
}
