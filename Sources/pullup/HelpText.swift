import PullUpScenario

/// The help of the tool and of each subcommand.
enum HelpText {
  /// The usage lines printed after a usage error.
  static func usage(_ subcommand: Subcommand?) -> String {
    let line: String
    switch subcommand {
    case nil: line = "usage: pullup <simulate|test|render|explain|demo> [options] FILE"
    case .simulate: line = "usage: pullup simulate FILE [--format text|jsonl | --suggest-expectations]"
    case .test: line = "usage: pullup test FILE..."
    case .render: line = "usage: pullup render FILE --output OUT.svg"
    case .explain: line = "usage: pullup explain FILE"
    case .demo:
      line =
        "usage: pullup demo [--preset NAME] [--scroll-policy NAME] [--keyboard-policy NAME] [--reduce-motion] "
        + "[--record FILE]"
    }
    let topic = subcommand.map { " \($0.rawValue)" } ?? ""
    return line + "\nRun 'pullup\(topic) --help' for more.\n"
  }

  static func help(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil: return tool
    case .simulate: return simulate
    case .test: return test
    case .render: return render
    case .explain: return explain
    case .demo: return demo
    }
  }

  static let tool = """
    pullup: replay pull-up sheet scenarios headlessly, and draw and explain them.

    USAGE
      pullup simulate FILE [--format text|jsonl]   replay a scenario and print its timeline
      pullup test FILE...                          replay scenarios and check their expectations
      pullup render FILE --output OUT.svg          draw the timeline and the final layout as SVG
      pullup explain FILE                          explain how each release chose its detent
      pullup demo                                  the sheet in your terminal
      pullup <subcommand> --help                   help for one subcommand

    A scenario is a JSON file (by convention NAME.pullup.json) with a container, a configuration
    (a preset and overrides), a frame rate and timed events. See the "Scenarios" article of the
    PullUpScenario documentation (Sources/PullUpScenario/PullUpScenario.docc/Scenarios.md). A
    scenario that names your own snap policy or motion ("snapPolicy", "motion") replays only from
    Swift, with PullUpScenario.PlugIns: the command line cannot load your code.

    EXIT STATUS
      0 success, 1 a scenario that cannot be read or replayed, an output that cannot be written, or
      (test) an expectation that fails, 2 a command line that cannot be understood. Output to a pipe whose reader has gone (| head)
      ends quietly with 0.

    """

  static let simulate = """
    pullup simulate: replay a scenario headlessly and print what happened.

    USAGE
      pullup simulate FILE [--format text|jsonl]
      pullup simulate FILE --suggest-expectations

    OPTIONS
      -f, --format text        a readable timeline: inputs, events, transitions, frames (default)
      -f, --format jsonl       one JSON object per line: t (seconds), kind (input, event, transition,
                               frame), state, phase, height (on screen), hidden and the kind's values;
                               the last line has kind "final" and the resting snapshot with its layout
      --suggest-expectations   print an "expect" array that makes the file a test: where the sheet
                               came to rest after each release, and where it ended
      -h, --help               show this help

    The replay runs a PullUpController on a test clock at the scenario's frame rate, so the output
    is the same on every run. The output is written as the replay runs.

    \(limits)
    """

  /// The limits of a replay, in the help of each subcommand that replays.
  static let limits = """
    LIMITS
      A scenario file may hold at most \(mebibytes(ScenarioLimits.fileSize)) MiB and \
    \(thousands(ScenarioLimits.events)) events, and a replay runs at most
      \(thousands(ScenarioLimits.frames)) frames (a sheet that never comes to rest ends there). Beyond a limit
      the run ends with status 1 and a message; simulate has printed the output up to there.

    """

  static let test = """
    pullup test: replay scenarios and check the expectations in their "expect" arrays.

    USAGE
      pullup test FILE...

    OPTIONS
      -h, --help   show this help

    One line per file: PASS or FAIL and the scenario's title. Each failed expectation follows,
    indented: its JSON path, its time, and the values that differ, as
      expect[1] at 1.5 s: height 317.5, expected 635 ± 0.5
    with the explain reason of the release before it. An expectation at a time t checks the sheet
    current at t; one at "end" checks where the replay ended. `pullup simulate FILE
    --suggest-expectations` prints expectations to start from.

    EXIT STATUS
      0 every expectation holds; 1 an expectation fails, a file cannot be read or replayed, or a
      file has no expectations (a test that checks nothing is an error); 2 a bad command line.

    \(limits)
    """

  static let render = """
    pullup render: draw a scenario as one SVG: the timeline plot and the final layout.

    USAGE
      pullup render FILE --output OUT.svg

    OPTIONS
      -o, --output OUT.svg   where to write the SVG: a file is replaced whole, synced to the disk,
                             and keeps its owner and mode; a link is followed, a device or FIFO is
                             written; /dev/stdout, /dev/fd/N and /proc/self/fd/N write to that
                             descriptor as the shell opened it (`>>` appends)
      -h, --help             show this help

    The plot shows at most \(thousands(ScenarioLimits.plottedFrames)) frames: a longer run is thinned evenly.

    \(limits)
    """

  static let explain = """
    pullup explain: for every release in a scenario, the velocity (given or estimated), the momentum
    projection, the candidate detents, the snap policy, and why it chose its target; then what every
    other input (code, the keyboard, accessibility, scrolling, a restore) did.

    USAGE
      pullup explain FILE

    OPTIONS
      -h, --help   show this help

    \(limits)
    """

  static let demo = """
    pullup demo: the sheet in your terminal, over a map.

    USAGE
      pullup demo [--preset NAME] [--scroll-policy NAME] [--keyboard-policy NAME] [--reduce-motion]
                  [--record FILE]

    OPTIONS
      --preset NAME            \(presetNames)
      --scroll-policy NAME     whenExpanded, always or never (default: whenExpanded)
      --keyboard-policy NAME   liftAboveKeyboard, expandToLargest or temporaryDetent
                               (default: liftAboveKeyboard)
      --reduce-motion          start with reduced motion on (m toggles it)
      --record FILE            write what you did as a scenario; `pullup simulate FILE` replays it.
                               FILE is checked before the demo starts; past 100,000 inputs or an hour
                               the recording stops (the file's title says so); if FILE cannot be
                               written at the end, the session goes to a file in $TMPDIR, named on exit.
                               SIGTERM, SIGHUP (the window closed), SIGINT or SIGQUIT ends the demo as
                               q does, saving first, even stopped or in the background; a second SIGINT,
                               SIGTERM or SIGQUIT ends it at once (PullUpSignalPolicy, as pullup-gtk)
      -h, --help               show this help

    KEYS
      drag the sheet with the mouse (a quick flick settles differently from a slow drag);
      click the dimmed map above the sheet to collapse it, as a tap on ISHPullUp's dimming view;
      drag the list of places: the sheet expands first, then the list scrolls, and back
      mouse wheel     scroll the list, or move the sheet a detent while the list may not scroll
      ↑ / ↓           the next detent up or down
      Escape          collapse the sheet; once collapsed, hide it where it may hide
      space           toggle collapsed and expanded
      h               hide or show the sheet
      l               lock or unlock gestures
      k               raise or lower the software keyboard
      m               reduced motion on or off
      1 to 6          the accessibility actions, as the bar at the top numbers them
      + / -           adjust: the next detent up or down, as VoiceOver's swipe up and down do
      q, Control-C    quit (the terminal is restored)
      Control-Z       suspend (the terminal is restored); fg brings the demo back, redrawn

    The demo needs a terminal that understands xterm's sequences: with TERM unset or dumb it does not
    start (exit status 1).

    """

  /// The names `--preset` takes, from the presets themselves (`Preset.allCases`), so that a new preset is
  /// listed here without an edit; wrapped to the option's column.
  static let presetNames: String = {
    typealias Preset = PullUpScenario.Configuration.Preset
    let names = Preset.allCases.map(\.rawValue)
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return wrapped(list + " (default: \(Preset.default.rawValue))", width: 69, indent: 27)
  }()

  /// `text` in lines of at most `width` characters, broken at spaces, each after the first indented by
  /// `indent` spaces.
  private static func wrapped(_ text: String, width: Int, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  /// A byte count in mebibytes.
  private static func mebibytes(_ bytes: Int) -> Int { bytes >> 20 }

  /// A whole number with thousands separated by commas: 100,000.
  private static func thousands(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { text += "," }
      text.append(digit)
    }
    return text
  }
}
