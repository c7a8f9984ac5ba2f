/// What a benchmark run found: the machine, every figure, and the budgets, as text or as JSON.
struct Report {
  struct Figure {
    var identifier: String
    var label: String
    var unit: String
    var statistics: Statistics
  }

  struct Budget {
    var name: String
    var value: Double
    var limit: Double
    var unit: String
    /// The verdict; nil when the budget could not be measured in this run.
    var passes: Bool?
    /// What the text output says instead of a value when the budget was not measured.
    var unmeasured = "not measured"

    var verdict: String {
      switch passes {
      case true?: return "pass"
      case false?: return "fail"
      case nil: return "not measured"
      }
    }
  }

  var mode: String
  var machine: [(key: String, value: String)] = []
  var figures: [Figure] = []
  var budgets: [Budget] = []
  var notes: [String] = []

  /// Adds a figure; `identifier` is the stable key in the JSON output.
  mutating func add(_ identifier: String, _ label: String, _ statistics: Statistics, unit: String) {
    figures.append(Figure(identifier: identifier, label: label, unit: unit, statistics: statistics))
    if !json { printFigure(figures[figures.count - 1]) }
  }

  /// Adds a budget's verdict. Budgets are reported, never enforced: the exit status ignores them.
  mutating func budget(_ name: String, value: Double, limit: Double, unit: String, passes: Bool) {
    budgets.append(Budget(name: name, value: value, limit: limit, unit: unit, passes: passes))
  }

  /// Adds a budget that this run could not measure (its verdict is "not measured"); `reason` is what the
  /// text output prints in place of the value.
  mutating func unmeasuredBudget(_ name: String, limit: Double, unit: String, reason: String = "not measured") {
    budgets.append(Budget(name: name, value: .nan, limit: limit, unit: unit, passes: nil, unmeasured: reason))
  }

  /// Adds a remark printed after the figures.
  mutating func note(_ text: String) {
    notes.append(text)
    if !json { print("  note: \(text)") }
  }

  /// Starts a section of the text output.
  func section(_ title: String) {
    if !json { print("\n\(title)") }
  }

  var json = false

  // MARK: - Text

  func printHeader() {
    guard !json else { return }
    print("pullup-bench (\(mode))")
    for (key, value) in machine { print("  \(key): \(value)") }
    print("\n  \(pad("figure", 52)) \(pad("median", 12, right: true)) \(pad("min", 12, right: true))", terminator: "")
    print(" \(pad("max", 12, right: true))  unit (runs)")
  }

  private func printFigure(_ figure: Figure) {
    let statistics = figure.statistics
    print(
      "  \(pad(figure.label, 52)) \(pad(format(statistics.median), 12, right: true))"
        + " \(pad(format(statistics.minimum), 12, right: true)) \(pad(format(statistics.maximum), 12, right: true))"
        + "  \(figure.unit) (\(statistics.values.count))")
  }

  func printBudgets() {
    guard !json else { return }
    print("\nBudgets (reported, not enforced)")
    for budget in budgets {
      let verdict = budget.passes.map { $0 ? "PASS" : "FAIL" } ?? "----"
      let value = budget.passes == nil ? budget.unmeasured : "\(format(budget.value)) \(budget.unit)"
      print("  \(verdict)  \(pad(budget.name, 58)) \(value)")
    }
  }

  // MARK: - JSON

  func printJSON() {
    var lines: [String] = ["{"]
    lines.append("  \"mode\": \(quoted(mode)),")
    let machineFields = machine.map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ")
    lines.append("  \"machine\": {\(machineFields)},")
    lines.append("  \"figures\": [")
    for (index, figure) in figures.enumerated() {
      let statistics = figure.statistics
      let values = statistics.values.map(number).joined(separator: ", ")
      let comma = index == figures.count - 1 ? "" : ","
      lines.append(
        "    {\"id\": \(quoted(figure.identifier)), \"label\": \(quoted(figure.label.trimmingLeadingSpaces)),"
          + " \"unit\": \(quoted(figure.unit)), \"median\": \(number(statistics.median)),"
          + " \"min\": \(number(statistics.minimum)), \"max\": \(number(statistics.maximum)),"
          + " \"runs\": [\(values)]}\(comma)")
    }
    lines.append("  ],")
    lines.append("  \"budgets\": [")
    for (index, budget) in budgets.enumerated() {
      let comma = index == budgets.count - 1 ? "" : ","
      lines.append(
        "    {\"name\": \(quoted(budget.name)), \"value\": \(number(budget.value)), \"limit\": \(number(budget.limit)),"
          + " \"unit\": \(quoted(budget.unit)), \"passes\": \(budget.passes.map { "\($0)" } ?? "null"),"
          + " \"verdict\": \(quoted(budget.verdict))}\(comma)")
    }
    lines.append("  ],")
    lines.append("  \"notes\": [\(notes.map(quoted).joined(separator: ", "))]")
    lines.append("}")
    print(lines.joined(separator: "\n"))
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}

/// A number with three significant decimals at most, as both outputs show it.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  guard decimals > 0 else { return "\(Int(rounded))" }
  var text = "\(rounded)"
  if text.contains("e") { return text }
  let fraction = text.split(separator: ".").last?.count ?? 0
  if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
  return text
}

private func number(_ value: Double) -> String {
  value.isFinite ? format(value) : "null"
}

private func quoted(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped + "\""
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
  return right ? padding + text : text + padding
}
