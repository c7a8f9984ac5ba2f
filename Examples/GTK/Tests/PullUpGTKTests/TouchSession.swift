import Foundation

/// A program's window under a finger: GTK's Broadway backend draws it into a web page, headless Chromium shows
/// the page, and fingers go in through the DevTools protocol's `Input.dispatchTouchEvent` with the times the test
/// plans. Broadway's page forwards the browser's touch events to GDK as `GDK_TOUCH_BEGIN`, `UPDATE` and `END`,
/// one sequence per finger (it has no cancel). Xvfb and xdotool have a mouse and a wheel, but no finger.
///
/// A driver on Python's standard library (``driverScript``) starts `gtk4-broadwayd` and Chromium and talks to
/// Chromium over a pipe (`--remote-debugging-pipe`); the program's log and events arrive through FIFOs, as in
/// ``WindowSession``, so every wait is for a line something announces. The page gets two repairs (issue 51): a
/// non-passive `touchstart` listener that cancels the event, without which Chromium holds back the motions inside
/// its slop and synthesises mouse events; and a fixed transparent layer as every touch's target, each touch kept
/// on the surface under its start point, since broadway.js replaces the nodes a touch began on as the window
/// redraws and the touch's later events, its release included, would be lost. Broadway names the core pointer
/// as every touch event's device, and leaves GDK's pointer where a finger went down (hovering the row there);
/// under it GTK paints some hundreds of frames in its first second with one frame time (its frame clock has no
/// refresh to pace it), then none at rest.
final class TouchSession: Sendable {
  /// `--log`: one line per drawn frame.
  let logLines: LineCollector
  /// `--events`: one line per state, click, slider value and focus change.
  let events: LineCollector
  /// The first frame at rest, which gives the window's content its size; `nil` for the plain list
  /// (`--plain`), which draws no sheet.
  let firstFrame: (index: Int, frame: FrameLine)?
  /// The window's content's top-left corner, in points from the window's surface's.
  let contentOrigin: (x: Double, y: Double)
  /// The window's surface's top-left corner on the page, in CSS pixels (points: the page's scale is 1).
  let surfaceOrigin: (x: Double, y: Double)
  private let answers: LineCollector
  private let commands: FileHandle
  private let driver: Process
  private let program: Process
  private let folder: URL

  /// The tools the touch tests need, or `nil` when all are installed.
  static var missingTools: String? {
    let missing = ["gtk4-broadwayd", "chromium-headless-shell", "python3", "convert"].filter {
      (try? WindowSession.path(of: $0)) == nil
    }
    return missing.isEmpty ? nil : missing.joined(separator: ", ")
  }

  /// Starts Broadway, the page in Chromium, and `pullup-gtk` with `arguments` (besides `--log` and `--events`),
  /// and waits for its first frame at rest.
  init(arguments: [String] = []) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("pullup-touch-\(UUID().uuidString)")
    let runtime = folder.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    // No shadow around the window.
    let gtk = folder.appendingPathComponent("config/gtk-4.0")
    try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
    try Data("window.csd { box-shadow: none; margin: 0; }\n".utf8).write(to: gtk.appendingPathComponent("gtk.css"))
    let script = folder.appendingPathComponent("touch.py")
    try Data(Self.driverScript.utf8).write(to: script)

    let answersFIFO = folder.appendingPathComponent("answers").path
    guard mkfifo(answersFIFO, 0o600) == 0 else { throw SessionError("cannot make the driver's FIFO") }
    answers = LineCollector(fifo: answersFIFO)
    driver = Process()
    driver.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "python3"))
    driver.arguments = [script.path, runtime.path]
    let input = Pipe()
    commands = input.fileHandleForWriting
    driver.standardInput = input
    driver.standardOutput = FileHandle(forWritingAtPath: answersFIFO)
    driver.standardError = FileHandle.nullDevice
    try driver.run()
    WindowSession.deadline(600, for: driver)

    let log = folder.appendingPathComponent("frames.jsonl").path
    let eventsPath = folder.appendingPathComponent("events.jsonl").path
    guard mkfifo(log, 0o600) == 0, mkfifo(eventsPath, 0o600) == 0 else {
      throw SessionError("cannot make the window's FIFOs")
    }
    logLines = LineCollector(fifo: log)
    events = LineCollector(fifo: eventsPath)
    program = Process()
    program.executableURL = WindowSession.product("pullup-gtk")
    program.arguments = arguments + ["--log", log, "--events", eventsPath]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["GTK_THEME"] = nil
    environment["GDK_BACKEND"] = "broadway"
    environment["BROADWAY_DISPLAY"] = ":0"
    environment["XDG_RUNTIME_DIR"] = runtime.path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["GDK_SCALE"] = "1"
    environment["GTK_A11Y"] = "none"
    program.environment = environment
    program.standardOutput = FileHandle.nullDevice
    program.standardError = FileHandle.nullDevice

    // The page first, so that Broadway's screen has the browser's size when the window opens.
    try Self.ask(commands, answers, "start", for: "Broadway") { $0.hasPrefix("broadway ") }
    try Self.ask(commands, answers, "open 1024 900", for: "the page") { $0 == "opened" }
    try program.run()
    let window = try Self.ask(commands, answers, "window", for: "the window on the page") { $0.hasPrefix("window ") }
    let surface = window.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard surface.count == 4 else { throw SessionError("not a window's rectangle: \(window)") }
    surfaceOrigin = (surface[0], surface[1])
    // The content's size: the sheet's container, or the plain list's header and page, once GTK gave the list
    // its extent.
    let content: (width: Double, height: Double)
    if arguments.contains("--plain") {
      let index = try events.wait(for: "the plain list's extent") { (try? EventLine($0))?.scrollMaximum ?? 0 > 0 }
      guard let page = try EventLine(events.lines[index]).object["page"] as? Double,
        let size = arguments.firstIndex(of: "--size").map({ arguments[$0 + 1] }),
        let width = size.split(separator: "x").first.flatMap({ Double($0) })
      else { throw SessionError("the plain list's size is not known") }
      firstFrame = nil
      // The plain window is the size asked for, as the sheet's container is; its list is below the header.
      content = (width, Double(WindowTests.plainListTop) + page)
    } else {
      let index = try logLines.wait(for: "the first frame") { FrameLine.rests($0) }
      let frame = try FrameLine(logLines.lines[index])
      firstFrame = (index, frame)
      content = (frame.containerWidth, frame.containerHeight)
    }
    // GTK keeps a margin around the window's surface (for resizing), the same on every side; the header bar is
    // above the content.
    let margin = (surface[2] - content.width) / 2
    contentOrigin = (margin, surface[3] - margin - content.height)
  }

  /// The first frame at rest of the sheet's window.
  var first: (index: Int, frame: FrameLine) {
    get throws {
      guard let firstFrame else { throw SessionError("the plain list draws no sheet") }
      return firstFrame
    }
  }

  deinit {
    WindowSession.end(program)
    try? commands.close()
    // The driver, Broadway and Chromium: Foundation puts the driver in a process group of its own.
    if driver.processIdentifier > 0 { kill(-driver.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `command` to the driver and waits for its answer.
  @discardableResult
  private static func ask(
    _ commands: FileHandle, _ answers: LineCollector, _ command: String, seconds: Double = 30, for what: String,
    until predicate: (String) -> Bool
  ) throws -> String {
    let mark = answers.lines.count
    try commands.write(contentsOf: Data((command + "\n").utf8))
    let index = try answers.wait(from: mark, seconds: seconds, for: what, until: predicate)
    return answers.lines[index]
  }

  /// One step of a touch plan: from `seconds` after the plan's start, these fingers are down at these points of
  /// the window's content; a finger missing from a step is lifted then.
  struct Step {
    let seconds: Double
    let fingers: [Int: (x: Double, y: Double)]
  }

  /// Sends the plan's steps at their times, each event stamped with its planned time, and waits for the last.
  func touch(_ plan: [Step]) throws {
    let steps = plan.map { step -> [Any] in
      let fingers = Dictionary(
        uniqueKeysWithValues: step.fingers.map { finger, point in
          ("\(finger)", [point.x + contentOrigin.x, point.y + contentOrigin.y])
        })
      return [step.seconds, fingers]
    }
    let json = String(decoding: try JSONSerialization.data(withJSONObject: steps), as: UTF8.self)
    let seconds = (plan.last?.seconds ?? 0) + 30
    try Self.ask(commands, answers, "touch \(json)", seconds: seconds, for: "the touch's end") { $0 == "done" }
  }

  /// One finger from `start` through `points`, one motion every `stepSeconds`, lifted `holdSeconds` after the
  /// last.
  func drag(
    from start: (x: Double, y: Double), through points: [(x: Double, y: Double)], stepSeconds: Double,
    holdSeconds: Double = 0
  ) throws {
    var plan = [Step(seconds: 0, fingers: [0: start])]
    for (index, point) in points.enumerated() {
      plan.append(Step(seconds: Double(index + 1) * stepSeconds, fingers: [0: point]))
    }
    let end = Double(points.count) * stepSeconds + holdSeconds
    if holdSeconds > 0, let last = points.last { plan.append(Step(seconds: end, fingers: [0: last])) }
    try touch(plan + [Step(seconds: end, fingers: [:])])
  }

  /// A person's pause of `seconds`, with no finger down: the time a glide the window would draw takes.
  func pause(seconds: Double) throws {
    try Self.ask(commands, answers, "pause \(seconds)", seconds: seconds + 30, for: "the pause") { $0 == "done" }
  }

  /// Ends the program with SIGTERM, on which pullup-gtk saves its recording, and waits for it, 30 s at most.
  func end() {
    kill(program.processIdentifier, SIGTERM)
    WindowSession.deadline(30, for: program)
    program.waitUntilExit()
  }

  /// The page as the browser shows it, read back by ImageMagick, with the content's origin on it.
  func screenshot() throws -> (image: Screenshot, contentOrigin: (x: Int, y: Int)) {
    let png = folder.appendingPathComponent("page-\(UUID().uuidString).png").path
    try Self.ask(commands, answers, "screenshot \(png)", for: "the screenshot") { $0 == "done" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try WindowSession.path(of: "convert"))
    process.arguments = [png, "-depth", "8", "ppm:-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let origin = (Int(surfaceOrigin.x + contentOrigin.x), Int(surfaceOrigin.y + contentOrigin.y))
    return (try Screenshot(ppm: data), origin)
  }

  func frame(_ index: Int) throws -> FrameLine { try FrameLine(logLines.lines[index]) }

  /// Does `action` and waits for the first frame at rest after the sheet moved (as ``WindowSession``'s).
  func rest(
    after start: Int, in state: String? = nil, _ what: String, _ action: () throws -> Void
  ) throws -> (index: Int, frame: FrameLine) {
    try logLines.rest(after: start, in: state, what, action)
  }

  /// The driver: Python's standard library only.
  static let driverScript = #"""
    import base64, json, os, socket, subprocess, sys, time

    # The touch driver: GTK's Broadway display server, and headless Chromium showing its page, driven through the
    # DevTools protocol over a pipe (--remote-debugging-pipe: JSON messages ended by NUL on descriptors 3 and 4).
    # Standard input takes commands, one a line; standard output answers, one line each.
    #   start: starts gtk4-broadwayd with the folder argv[1] as its runtime folder; answers "broadway :0".
    #   open WIDTH HEIGHT: starts Chromium on the page and repairs the page; answers "opened".
    #   window: waits for the program's window on the page; answers "window X Y WIDTH HEIGHT", its surface's rectangle.
    #   touch PLAN: a JSON list of [seconds, {finger: [x, y]}], the fingers down from that time on, in points from the
    #     surface's top-left corner; a finger that goes missing is lifted. Answers "done" after the last step.
    #   pause SECONDS: a person's pause, with no finger down; answers "done" after it.
    #   screenshot PATH: the page as a PNG; answers "done".
    folder = sys.argv[1]
    children = []

    def answer(line):
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def start_broadway():
        for attempt in range(20):
            probe = socket.socket()
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
            probe.close()
            environment = dict(os.environ, XDG_RUNTIME_DIR=folder)
            server = subprocess.Popen(["gtk4-broadwayd", "-a", "127.0.0.1", "-p", str(port), ":0"], env=environment,
                                      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            line = server.stdout.readline()
            if line.startswith("Listening on"):
                children.append(server)
                return port
            server.wait()
        raise SystemExit("gtk4-broadwayd did not start")

    REPAIRS = r"""
    (() => {
      // Chromium treats broadway.js's touchstart listener on the document as passive: it then holds back the
      // motions inside its slop and synthesises mouse events. A non-passive listener that cancels the event repairs
      // that. A touch stays targeted at the node it began on, which broadway.js replaces as the window redraws:
      // a fixed transparent layer is every touch's target, and each touch keeps the surface under its start.
      const layer = document.createElement('div');
      layer.style.cssText = 'position:fixed;left:0;top:0;right:0;bottom:0;z-index:2147483647;touch-action:none';
      document.body.appendChild(layer);
      const surfaces = new Map();
      function surfaceAt(x, y) {
        layer.style.display = 'none';
        const node = document.elementFromPoint(x, y);
        layer.style.display = '';
        return { surface: { id: node ? getSurfaceId({ target: node }) : 0 } };
      }
      function forward(handler, event, starts, ends) {
        const touches = [];
        for (const touch of event.changedTouches) {
          if (starts) surfaces.set(touch.identifier, surfaceAt(touch.clientX, touch.clientY));
          const target = surfaces.get(touch.identifier) || { surface: { id: 0 } };
          touches.push({ identifier: touch.identifier, pageX: touch.pageX, pageY: touch.pageY, target });
          if (ends) surfaces.delete(touch.identifier);
        }
        handler({ changedTouches: { length: touches.length, item: (i) => touches[i] }, timeStamp: event.timeStamp,
                  shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, altKey: event.altKey });
        event.preventDefault();
        event.stopPropagation();
      }
      const options = { passive: false };
      layer.addEventListener('touchstart', (e) => forward(onTouchStart, e, true, false), options);
      layer.addEventListener('touchmove', (e) => forward(onTouchMove, e, false, false), options);
      layer.addEventListener('touchend', (e) => forward(onTouchEnd, e, false, true), options);
      layer.addEventListener('touchcancel', (e) => forward(onTouchEnd, e, false, true), options);
      return true;
    })()
    """

    # The largest surface's rectangle, once one is shown: the program's window.
    WINDOW = r"""
    new Promise((resolve) => {
      function look() {
        let best = null;
        for (const node of document.querySelectorAll('div')) {
          if (!node.surface || node.style.display === 'none') continue;
          const r = node.getBoundingClientRect();
          if (r.width * r.height > 1000 && (!best || r.width * r.height > best.width * best.height)) best = r;
        }
        if (best) resolve([best.left, best.top, best.width, best.height].map(Math.round).join(' '));
        else requestAnimationFrame(look);
      }
      look();
    })
    """

    class DevTools:
        def __init__(self, port, width, height):
            commands_read, self.commands = os.pipe()
            self.replies, replies_write = os.pipe()
            # The shell puts the pipe's ends where Chromium reads and writes them.
            self.browser = subprocess.Popen(
                ["sh", "-c", 'exec "$0" "$@" 3<&%d 4>&%d' % (commands_read, replies_write), "chromium-headless-shell", "--no-sandbox", "--remote-debugging-pipe", "--disable-gpu",
                 "--user-data-dir=" + os.path.join(folder, "chromium"), "--window-size=%d,%d" % (width, height),
                 "--hide-scrollbars", "--no-first-run", "about:blank"],
                pass_fds=(commands_read, replies_write), stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
            children.append(self.browser)
            os.close(commands_read)
            os.close(replies_write)
            self.pending = b""
            self.next = 0
            self.session = None
            # The browser's own tab, brought to the front: a tab in the background gets no animation frames.
            pages = [t for t in self.call("Target.getTargets")["targetInfos"] if t["type"] == "page"]
            target = pages[0]["targetId"] if pages else self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
            self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            self.call("Page.bringToFront")
            self.call("Emulation.setFocusEmulationEnabled", {"enabled": True})
            self.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            self.call("Page.enable")
            self.call("Page.navigate", {"url": "http://127.0.0.1:%d/" % port})
            self.wait_event("Page.loadEventFired")

        def send(self, method, params):
            self.next += 1
            message = {"id": self.next, "method": method, "params": params}
            if self.session: message["sessionId"] = self.session
            data = json.dumps(message).encode() + b"\0"
            while data:
                data = data[os.write(self.commands, data):]
            return self.next

        def receive(self):
            while b"\0" not in self.pending:
                chunk = os.read(self.replies, 1 << 16)
                if not chunk: raise SystemExit("Chromium closed its pipe")
                self.pending += chunk
            message, self.pending = self.pending.split(b"\0", 1)
            return json.loads(message)

        def call(self, method, params=None):
            identifier = self.send(method, params or {})
            while True:
                message = self.receive()
                if message.get("id") == identifier:
                    if "error" in message: raise SystemExit("%s: %s" % (method, message["error"]))
                    return message.get("result", {})

        def wait_event(self, method):
            while True:
                if self.receive().get("method") == method: return

        def evaluate(self, expression):
            result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
            if "exceptionDetails" in result: raise SystemExit("page: %s" % result["exceptionDetails"])
            return result["result"].get("value")

    def touch(devtools, origin, plan):
        # Each step at its own time after the first, stamped with that time: the page's events carry it to GDK.
        start = time.monotonic()
        stamp = time.time()
        down = {}
        for seconds, fingers in plan:
            delay = start + seconds - time.monotonic()
            if delay > 0: time.sleep(delay)
            # Touch identifiers from 1: broadway.js passes a touch's identifier on as its GDK sequence, and the
            # identifier 0, Chromium's first, is GDK's NULL sequence, the pointer's, whose motion without a button
            # (GDK's own, after each layout) then resets every touch gesture of the finger.
            points = [{"x": origin[0] + x, "y": origin[1] + y, "id": int(finger) + 1} for finger, (x, y) in fingers.items()]
            if not fingers: kind = "touchEnd"
            elif set(fingers) - set(down): kind = "touchStart"
            else: kind = "touchMove"
            devtools.call("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": stamp + seconds})
            down = fingers

    try:
        devtools = None
        origin = (0, 0)
        port = None
        for line in sys.stdin:
            command, _, argument = line.strip().partition(" ")
            if command == "start":
                port = start_broadway()
                answer("broadway :0")
            elif command == "open":
                width, height = map(int, argument.split())
                devtools = DevTools(port, width, height)
                devtools.evaluate(REPAIRS)
                answer("opened")
            elif command == "window":
                window = devtools.evaluate(WINDOW)
                origin = tuple(map(int, window.split()[:2]))
                answer("window " + window)
            elif command == "touch":
                touch(devtools, origin, json.loads(argument))
                answer("done")
            elif command == "pause":
                time.sleep(float(argument))
                answer("done")
            elif command == "screenshot":
                data = devtools.call("Page.captureScreenshot", {"format": "png"})["data"]
                with open(argument, "wb") as file: file.write(base64.b64decode(data))
                answer("done")
            else:
                answer("unknown command " + command)
    finally:
        for child in children:
            child.kill()
    """#
}
