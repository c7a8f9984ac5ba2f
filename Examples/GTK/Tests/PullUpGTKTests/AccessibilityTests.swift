import Foundation
import Testing

/// A screen reader's view of the window: AT-SPI, read and driven through pyatspi (Debian's
/// `python3-pyatspi`, for the system's Python), on a D-Bus session bus of the test's own.
enum AccessibilityProbe {
  /// The system's Python, which Debian's pyatspi belongs to.
  static let python = "/usr/bin/python3"

  /// What the probe needs and lacks, or `nil` when it has it all.
  static let missing: String? = {
    var missing: [String] = []
    if (try? WindowSession.path(of: "dbus-daemon")) == nil { missing.append("dbus-daemon") }
    let check = Process()
    check.executableURL = URL(fileURLWithPath: python)
    check.arguments = ["-c", "import pyatspi"]
    check.standardOutput = FileHandle.nullDevice
    check.standardError = FileHandle.nullDevice
    if (try? check.run()) == nil {
      missing.append(python)
    } else {
      check.waitUntilExit()
      if check.terminationStatus != 0 { missing.append("pyatspi") }
    }
    return missing.isEmpty ? nil : missing.joined(separator: ", ")
  }()

  /// Finds the slider named "Sheet" in the window named "PullUp" (waiting up to 20 s for the window to
  /// register), prints its role, name, description and actions as JSON, and with `do NAME` performs that
  /// action first and says whether it was done.
  static let script = """
    import json, sys, time
    import pyatspi

    def find():
        for app in pyatspi.Registry.getDesktop(0):
            if app is None:
                continue
            for i in range(app.childCount):
                window = app.getChildAtIndex(i)
                if window is None or window.name != 'PullUp':
                    continue
                node = pyatspi.findDescendant(
                    window, lambda n: n is not None and n.getRoleName() == 'slider' and n.name == 'Sheet')
                if node is not None:
                    return node
        return None

    deadline = time.time() + 20
    node = find()
    while node is None and time.time() < deadline:
        time.sleep(0.1)
        node = find()
    if node is None:
        print(json.dumps({"error": "no slider named Sheet in a window named PullUp"}))
        sys.exit(1)
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    result = {"role": node.getRoleName(), "name": node.name, "description": node.description, "actions": names}
    if len(sys.argv) > 2 and sys.argv[1] == "do":
        result["done"] = sys.argv[2] in names and bool(action.doAction(names.index(sys.argv[2])))
    print(json.dumps(result))
    """

  /// What the probe reads (and does) in the window of `session`.
  static func read(_ session: WindowSession, bus: SessionBus, doing action: String? = nil) throws -> Reading {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script] + (action.map { ["do", $0] } ?? ["read"])
    process.environment = WindowSession.environment(display: session.display, sessionBus: bus)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    WindowSession.deadline(60, for: process)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw SessionError("the probe printed \(String(decoding: data, as: UTF8.self).debugDescription)")
    }
    if let error = object["error"] as? String { throw SessionError("the probe: \(error)") }
    return Reading(
      role: object["role"] as? String, name: object["name"] as? String,
      description: object["description"] as? String, actions: object["actions"] as? [String] ?? [],
      done: object["done"] as? Bool)
  }

  struct Reading {
    var role: String?
    var name: String?
    var description: String?
    var actions: [String]
    var done: Bool?
  }
}

extension WindowTests {
  @Test(
    "To a screen reader (AT-SPI), the handle is a slider named Sheet whose value is the detent; its expand action expands the sheet",
    .enabled(if: AccessibilityProbe.missing == nil || windowTestsRequired))
  func screenReader() throws {
    if let missing = AccessibilityProbe.missing { Issue.record("missing: \(missing)") }
    let bus = try SessionBus()
    let session = try WindowSession(arguments: WindowTests.size, sessionBus: bus)
    let first = try session.firstRest(in: "collapsed")

    let collapsed = try AccessibilityProbe.read(session, bus: bus)
    #expect(collapsed.role == "slider")
    #expect(collapsed.name == "Sheet")
    #expect(collapsed.description == "Detent 1 of 3")
    // GTK lists a group's actions in no particular order.
    #expect(Set(collapsed.actions) == ["sheet.expand", "sheet.nextDetent"], "the actions at the lowest detent")

    let expanded = try session.rest(after: first.index, in: "expanded", "rest after the expand action") {
      let done = try AccessibilityProbe.read(session, bus: bus, doing: "sheet.expand")
      #expect(done.done == true)
    }
    #expect(expanded.frame.detent == 2)
    let after = try AccessibilityProbe.read(session, bus: bus)
    #expect(after.description == "Detent 3 of 3")
    #expect(Set(after.actions) == ["sheet.collapse", "sheet.previousDetent"])
    try session.quit()
  }
}
