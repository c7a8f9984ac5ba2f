import PullUpCore
import PullUpFrontEnd

/// One release found in a record: what the finger did, what the snap policy decided, and what followed.
struct ReleaseExplanation {
  /// The scenario event that let go, cancelled the drag, or locked the sheet: an input event, or an input
  /// a raw event gave.
  var input: (index: Int, input: PullUpInput)?
  /// The raw event that gave ``input``, if one did.
  var rawEvent: PullUpRawEvent?
  var time: Double
  var height: Double
  /// The release's height velocity, positive up; zero for a cancelled drag.
  var heightVelocity: Double
  var cancelled: Bool
  /// The estimator's height velocity at the last drag sample, positive up.
  var estimated: Double?
  /// Whether the drag began in the sheet's scrollable content.
  var inScrollableContent = false
  /// The content's scroll offset at the release.
  var contentOffset = 0.0
  var settle: PullUpSettle?
  var outcome: String?

  /// Finds the releases in a replay's entries, one entry at a time, in order. A drag that code cancelled
  /// (a request during the drag) is not a release: no policy decides where it goes.
  struct Collector {
    private var releases: [ReleaseExplanation] = []
    private var lastInput: (index: Int, input: PullUpInput)?
    /// The raw event that gave `lastInput`, if one did.
    private var lastRawEvent: PullUpRawEvent?
    /// The last raw event interpreted, with its index.
    private var interpreted: (index: Int, event: PullUpRawEvent)?
    private var lastTracking: PullUpSnapshot?
    private var inScrollableContent = false
    private var pending: Int?
    private var settling: Int?
    /// When the settle of `settling` started: one that ends at the same time did not move.
    private var settleStart: Double?
    /// The release whose settle just ended, for the announcement that follows it in the same step.
    private var announcing: Int?

    /// The releases found so far; one still settling says so.
    var found: [ReleaseExplanation] {
      var found = releases
      if let index = settling { found[index].outcome = "still settling when the replay ended" }
      return found
    }

    mutating func add(_ entry: PullUpScenarioRecord.Entry) {
      switch entry.kind {
      case .rawEvent(let index, let event, _):
        interpreted = (index, event)
      case .input(let index, let input):
        lastInput = (index, input)
        lastRawEvent = interpreted?.index == index ? interpreted?.event : nil
        announcing = nil
        if case .dragBegan(let inContent) = input { inScrollableContent = inContent }
      case .frame:
        if entry.snapshot.phase == .tracking { lastTracking = entry.snapshot }
      case .transition:
        break
      case .event(.dragEnded(let height, let heightVelocity)):
        releases.append(
          ReleaseExplanation(
            input: lastInput, time: entry.time, height: height, heightVelocity: heightVelocity, cancelled: false,
            estimated: lastTracking?.heightVelocity))
        releases[releases.count - 1].rawEvent = lastRawEvent
        releases[releases.count - 1].inScrollableContent = inScrollableContent
        releases[releases.count - 1].contentOffset = entry.snapshot.contentOffset
        pending = releases.count - 1
      case .event(.dragCancelled(let height)):
        switch lastInput?.input {
        case .dragCancelled?, .setLocked?: break
        default: return
        }
        releases.append(
          ReleaseExplanation(
            input: lastInput, time: entry.time, height: height, heightVelocity: 0, cancelled: true,
            estimated: lastTracking?.heightVelocity))
        releases[releases.count - 1].rawEvent = lastRawEvent
        pending = releases.count - 1
      case .event(let event):
        add(event, at: entry)
      }
    }

    /// The events that end a release: its settle, a rest, an interruption, an announcement.
    private mutating func add(_ event: PullUpEvent, at entry: PullUpScenarioRecord.Entry) {
      switch event {
      case .settleStarted(let settle):
        if let index = pending, settle.decision != nil {
          releases[index].settle = settle
          settling = index
          settleStart = entry.time
          pending = nil
        } else if let index = settling {
          releases[index].outcome =
            "retargeted at \(TextNumber.seconds(entry.time)) s to \(TextNumber.points(settle.target)) pt "
            + "(cause \(settle.cause.rawValue))"
          settling = nil
        }
      case .settled(let height):
        if let index = pending {
          releases[index].outcome =
            "rested at \(TextNumber.points(height)) pt at once, without a decision"
          announcing = index
          pending = nil
        } else if let index = settling, settleStart == entry.time {
          releases[index].outcome =
            "rested at \(TextNumber.points(height)) pt at once: the sheet was already at its target "
            + "(\(entry.snapshot.state.rawValue))"
          announcing = index
          settling = nil
        } else if let index = settling {
          releases[index].outcome =
            "settled at \(TextNumber.points(height)) pt at \(TextNumber.seconds(entry.time)) s "
            + "(\(entry.snapshot.state.rawValue))"
          announcing = index
          settling = nil
        }
      case .interrupted(let height):
        if let index = settling {
          let cause = lastInput.map { " by events[\($0.index)] \($0.input.name)" } ?? ""
          releases[index].outcome =
            "interrupted at \(TextNumber.points(height)) pt at \(TextNumber.seconds(entry.time)) s\(cause)"
          settling = nil
        }
      case .announcement(let text):
        if let index = announcing, let outcome = releases[index].outcome {
          releases[index].outcome = outcome + "; " + RecordWording.event(.announcement(text))
          announcing = nil
        }
      default:
        break
      }
    }
  }

  init(
    input: (index: Int, input: PullUpInput)?, time: Double, height: Double, heightVelocity: Double,
    cancelled: Bool, estimated: Double?
  ) {
    self.input = input
    self.time = time
    self.height = height
    self.heightVelocity = heightVelocity
    self.cancelled = cancelled
    self.estimated = estimated
  }
}
