import PullUpScenario
import PullUpSystem

/// `pullup-gtk [--preset NAME] [--size WxH] [--handle-height POINTS] [--side-pane-breakpoint POINTS] [--log FILE] [--events FILE] [--record FILE | --record-raw FILE] [--plain | --plain-touch]`.
struct DemoArguments {
  /// The preset, by the names `pullup demo --preset` takes: a scenario's (``preset(named:)``).
  var preset = PullUpScenario.Configuration.Preset.default
  /// The container's width and height in points: the window's content, one point to one pixel.
  var width = 400
  var height = 720
  /// The handle strip's height in points, or `nil` for the widget's default.
  var handleHeight: Double?
  /// The narrowest window, in points, in which the sheet is a side pane, or `nil` for never.
  var sidePaneBreakpoint: Double?
  /// Where to write one JSON object per drawn frame.
  var logPath: String?
  /// Where to write one JSON object per state, click, slider value and focus change.
  var eventsPath: String?
  /// Where to write the session as a scenario with expectations.
  var recordPath: String?
  /// Whether the recording keeps GTK's raw events instead of the inputs they gave (`--record-raw`).
  var recordsRawEvents = false
  /// Whether to print the usage and exit.
  var showsHelp = false
  /// Whether the window shows the list of places alone, in a plain `GtkScrolledWindow` with no sheet
  /// (`--plain`): GTK's own scrolling, the reference the window tests compare the sheet's with.
  var isPlain = false
  /// Whether the plain list's touch gestures take the pointer too (`--plain-touch`).
  var plainTakesPointerAsTouch = false

  /// Whether `--log`, `--events` or the recording writes to standard output (`-`, `/dev/stdout`, `/dev/fd/1`,
  /// or the file or pipe standard output is), which a pipeline reads (JSON Lines, or a scenario for
  /// `pullup test`): the closing line then goes to standard error.
  var writesToStandardOutput: Bool {
    [logPath, eventsPath, recordPath].contains { path in
      guard let path else { return false }
      return ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path)
        || PullUpOutputFile.isSameFile(path, as: "/dev/stdout")
    }
  }

  /// What a bad command line gets, with exit status 2.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let usage =
    "usage: pullup-gtk [--preset NAME] [--size WxH] [--handle-height POINTS] [--side-pane-breakpoint POINTS] [--log FILE] [--events FILE] [--record FILE | --record-raw FILE] [--plain | --plain-touch]"
  /// The largest side a window may have, in points.
  static let maximumSide = 16_384

  /// The preset `--preset` names: its name in a scenario (`ishPullUp`), or that name in kebab case
  /// (`ish-pull-up`), which pullup-gtk documented until 0.2.0 and still takes; `nil` for a name no preset has.
  static func preset(named name: String) -> PullUpScenario.Configuration.Preset? {
    typealias Preset = PullUpScenario.Configuration.Preset
    if let preset = Preset(rawValue: name) { return preset }
    return Preset.allCases.first { preset in
      preset.rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined() == name
    }
  }

  /// Reads the arguments after the program's name.
  ///
  /// - Throws: ``Failure`` naming what is wrong.
  init(_ arguments: some Sequence<String>) throws(Failure) {
    var remaining = Array(arguments)[...]
    var given: [String: String] = [:]
    func value(for option: String) throws(Failure) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw Failure(description: "\(option) needs a value")
      }
      return value
    }
    /// A file's path: not empty; `-` is standard output where `standardOutput` allows it.
    func path(for option: String, standardOutput: Bool) throws(Failure) -> String {
      let path = try value(for: option)
      guard !path.isEmpty else { throw Failure(description: "\(option) needs a FILE; an empty name names none") }
      guard path == "-" else { return path }
      guard standardOutput else {
        throw Failure(description: "\(option) needs a FILE; - would mix the recording with the closing line")
      }
      return "/dev/stdout"
    }
    while let argument = remaining.popFirst() {
      // As the `pullup` tool's options: one that is given twice is refused, rather than the last winning.
      let option = argument == "--record-raw" ? "--record" : argument == "--plain-touch" ? "--plain" : argument
      if option.hasPrefix("-"), let earlier = given.updateValue(argument, forKey: option) {
        let words =
          earlier == argument
          ? "\(argument) given twice"
          : option == "--plain"
            ? "--plain and --plain-touch are one window" : "--record and --record-raw write the same recording"
        throw Failure(description: "\(words): give one of them")
      }
      switch argument {
      case "--preset":
        guard let preset = Self.preset(named: try value(for: argument)) else {
          let names = PullUpScenario.Configuration.Preset.allCases.map(\.rawValue)
          throw Failure(description: "--preset needs one of: \(names.joined(separator: ", "))")
        }
        self.preset = preset
      case "--size":
        let text = try value(for: argument)
        let sides = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1], (1...Self.maximumSide).contains(width),
          (1...Self.maximumSide).contains(height)
        else {
          throw Failure(
            description: "--size needs WIDTHxHEIGHT in points, each 1 to \(Self.maximumSide), such as 400x720")
        }
        self.width = width
        self.height = height
      case "--handle-height":
        let text = try value(for: argument)
        guard let points = Double(text), points.isFinite, points >= 0 else {
          throw Failure(description: "--handle-height needs a number of points, 0 or more, such as 22")
        }
        handleHeight = points
      case "--side-pane-breakpoint":
        let text = try value(for: argument)
        guard let points = Double(text), points.isFinite, points > 0 else {
          throw Failure(description: "--side-pane-breakpoint needs a width in points, more than 0, such as 700")
        }
        sidePaneBreakpoint = points
      case "--log":
        logPath = try path(for: argument, standardOutput: true)
      case "--events":
        eventsPath = try path(for: argument, standardOutput: true)
      case "--record", "--record-raw":
        recordPath = try path(for: argument, standardOutput: false)
        recordsRawEvents = argument == "--record-raw"
      case "--plain", "--plain-touch":
        isPlain = true
        plainTakesPointerAsTouch = argument == "--plain-touch"
      case "-h", "--help":
        showsHelp = true
      default:
        // `debugDescription` escapes control characters, so none reaches the terminal.
        throw Failure(description: "unknown argument \(argument.debugDescription)")
      }
    }
  }
}

extension DemoArguments {
  static let help = """

    PullUp's sheet in a GTK 4 window: drag it by its handle or its body, flick it, drag the list of places
    (the sheet expands first, then the list scrolls), turn the wheel over it, click the dimmed map to
    collapse it. The sheet's keys, with the focus in it (Tab): Escape collapses, ↑ and Page Up go a detent
    up, ↓ and Page Down a detent down, Home and End to the ends, Return (or space) on the handle taps it.
    The window's keys, unless the focused widget takes them:
    \(DemoKey.helpLines)

      --preset NAME       \(PullUpScenario.Configuration.Preset.allCases.map(\.rawValue).joined(separator: ", "))
      --size WxH          the window's content in points, one point to one pixel (default 400x720); GTK
                          keeps a window within the screen and at least its content's minimum, and a size it
                          changes is reported on standard error
      --handle-height N   the handle strip's height in points (default 22)
      --side-pane-breakpoint N
                          from N points wide, the sheet is a side pane beside the map (as GNOME Maps)
      --log FILE          one JSON object per drawn frame (pullup simulate's frame keys, and lagFrames)
      --events FILE       one JSON object per state, click, slider value and focus change
      --record FILE       the session as a scenario with expectations, for pullup test
      --record-raw FILE   as --record, with the pointer, scroll, key and focus events GTK reported instead
                          of the inputs they gave (and the widget's interpreter settings), so that the replay
                          decides the gestures again: thresholds, taps, who keeps a press
      --plain             the list of places alone in a plain GtkScrolledWindow, no sheet and no map: GTK's
                          own scrolling, to compare with (--events only; s and q as above)
      --plain-touch       as --plain, with the scrolled window's touch gestures taking the pointer too (as
                          GTK_DEBUG=touchscreen does in GTK's debug builds): a drag scrolls the list and a
                          flick glides by GTK's kinetic scrolling

    Each option may be given once. A recording is a document, written as pullup demo --record writes: a
    regular file gets its name, whole and synced, when the session ends (the old one stays until then). A
    log (--log, --events) is a stream: each line goes into the file as it happens, at each frame, and the
    file is synced at the end, so tail -f follows it. --log - and --events - (or /dev/stdout, /dev/fd/N)
    write to the descriptor the shell gave, as --record /dev/stdout does, and the closing line then goes to
    standard error. A FIFO is opened
    without waiting: --log or --events to one with no reader is refused before the window opens, and a
    --record FIFO with no reader at the end gets the session kept in $TMPDIR instead. A path that cannot
    be written, an empty one, one longer than the system takes, and two outputs that are one file (the
    same name, or a link to the other) are refused before the window opens, with status 2. A line that
    cannot be written (--log /dev/full, a full disk) is said once, and the exit status is then 1.

    The session ends with q, the window's close, SIGINT, SIGTERM, SIGHUP or SIGQUIT: the files are saved,
    then, after a signal, the process dies of it (status 128 + the signal); a second SIGINT, SIGTERM or
    SIGQUIT ends it at once (PullUpSignalPolicy, the table pullup demo follows too). A lost display (the X server gone, xkill) or GDK's own warning that the window
    is lost saves the files too, says so, and exits with status 1. An unwritable recording is kept in
    $TMPDIR/pullup-gtk-XXXXXX.pullup.json, and the exit status is 1.
    """
}
