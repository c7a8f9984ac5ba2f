/// What the command line asks for, parsed by hand: `pullup <subcommand> [options] FILE`.
enum Invocation: Equatable {
  /// `--help`, for the whole tool or one subcommand.
  case help(Subcommand?)
  /// `simulate FILE [--format text|jsonl]`.
  case simulate(file: String, format: SimulateFormat)
  /// `render FILE --output OUT.svg`.
  case render(file: String, output: String)
  /// `explain FILE`.
  case explain(file: String)
  /// `demo [ARGUMENTS…]`, passed on untouched.
  case demo(arguments: [String])
}

/// The subcommands.
enum Subcommand: String, CaseIterable {
  case simulate, render, explain, demo
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
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else { throw UsageError(message: "missing subcommand", subcommand: nil) }
    if ["--help", "-h", "help"].contains(first) {
      guard arguments.count > 1 else { return .help(nil) }
      guard arguments.count == 2, let topic = Subcommand(rawValue: arguments[1]) else {
        throw UsageError(message: "unknown help topic '\(arguments[1])'", subcommand: nil)
      }
      return .help(topic)
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown subcommand '\(first)'"
      throw UsageError(message: message, subcommand: nil)
    }
    let rest = Array(arguments.dropFirst())
    if subcommand == .demo {
      return rest.contains("--help") || rest.contains("-h") ? .help(.demo) : .demo(arguments: rest)
    }
    var options = try Options.parse(rest, for: subcommand)
    if options.help { return .help(subcommand) }
    guard let file = options.files.first else { throw UsageError(message: "missing FILE", subcommand: subcommand) }
    guard options.files.count == 1 else {
      throw UsageError(message: "unexpected argument '\(options.files[1])'", subcommand: subcommand)
    }
    switch subcommand {
    case .simulate:
      let name = options.take("--format") ?? SimulateFormat.text.rawValue
      guard let format = SimulateFormat(rawValue: name) else {
        throw UsageError(message: "unknown format '\(name)'; expected text or jsonl", subcommand: subcommand)
      }
      return .simulate(file: file, format: format)
    case .render:
      guard let output = options.take("--output") else {
        throw UsageError(message: "missing --output OUT.svg", subcommand: subcommand)
      }
      return .render(file: file, output: output)
    case .explain:
      return .explain(file: file)
    case .demo:
      return .demo(arguments: rest)
    }
  }
}

/// The options and positional arguments of one subcommand.
private struct Options {
  var values: [String: String] = [:]
  var files: [String] = []
  var help = false

  /// The options each subcommand takes a value for, with their short spellings.
  static func valueOptions(for subcommand: Subcommand) -> [String: String] {
    switch subcommand {
    case .simulate: return ["--format": "--format", "-f": "--format"]
    case .render: return ["--output": "--output", "-o": "--output"]
    case .explain, .demo: return [:]
    }
  }

  static func parse(_ arguments: [String], for subcommand: Subcommand) throws(UsageError) -> Options {
    let known = valueOptions(for: subcommand)
    var options = Options()
    var index = 0
    var onlyFiles = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
        options.files.append(argument)
        continue
      }
      if argument == "--" {
        onlyFiles = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        options.help = true
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
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

  mutating func take(_ name: String) -> String? {
    values.removeValue(forKey: name)
  }
}
