import PullUpCore
import PullUpFrontEnd
import PullUpSwiftUITranslation

/// A sheet with an app's two bindings, run as PullUpSwiftUI's glue runs `BindingSync`: each pass reads the
/// bindings (the app's writes first), sends what they ask for, then publishes the snapshot into them; and
/// every write into a binding is followed by another pass, as SwiftUI updates the view again after a binding
/// changes. An echo, then, is a pass that reads back what the last one published.
struct BoundSheet {
  var sheet: InterpretedSheet
  var sync = BindingSync()
  /// The app's `@State` behind the state binding.
  var state: PullUpState
  /// The app's `@State` behind the detent binding.
  var detent: Int?
  /// Every input the bindings sent, in order.
  private(set) var sent: [PullUpInput] = []
  /// Every value the state binding held, in order, without repeats.
  private(set) var stateHistory: [PullUpState] = []
  /// Inputs sent by a pass that only read back the sheet's own publication: must stay empty.
  private(set) var echoInputs: [PullUpInput] = []
  /// The reasons of the writes ignored, in order.
  private(set) var ignored: [BindingWrite.Reason] = []
  /// Inputs the machine refused.
  private(set) var refused: [PullUpInput] = []

  init(_ configuration: PullUpConfiguration = .default, state: PullUpState = .collapsed, detent: Int? = nil) throws {
    sheet = try InterpretedSheet(configuration, container: phone)
    self.state = state
    self.detent = detent
    stateHistory = [state]
    pass()
  }

  var snapshot: PullUpSnapshot { sheet.snapshot }

  /// The app writes its state binding.
  mutating func appWrites(state value: PullUpState) {
    state = value
    record(value)
    pass()
  }

  /// The app writes its detent binding.
  mutating func appWrites(detent value: Int?) {
    detent = value
    pass()
  }

  /// A frame of the settle, at `time`.
  mutating func frame(at time: Double) throws {
    _ = try sheet.machine.advance(to: time)
    pass()
  }

  /// Frames at 60 Hz until the sheet rests.
  mutating func settle() throws {
    var frames = 0
    while snapshot.phase == .settling, frames < 1000 {
      try frame(at: sheet.machine.snapshot.time + 1.0 / 60)
      frames += 1
    }
  }

  /// A raw event from the user, then a pass.
  mutating func user(_ event: PullUpRawEvent) throws {
    try sheet.send(event)
    pass()
  }

  /// One update of the view: the bindings read (the app's writes), then the snapshot published; if a binding
  /// was written, SwiftUI updates again, and that pass must send nothing.
  private mutating func pass() {
    let wrote = readAndPublish(echo: false)
    if wrote { _ = readAndPublish(echo: true) }
  }

  private mutating func readAndPublish(echo: Bool) -> Bool {
    for write in [sync.appWroteState(state, snapshot: snapshot), sync.appWroteDetent(detent, snapshot: snapshot)] {
      switch write {
      case .send(let input):
        if echo { echoInputs.append(input) }
        sent.append(input)
        do { try sheet.apply(input) } catch { refused.append(input) }
      case .ignore(let reason):
        ignored.append(reason)
      }
    }
    var wrote = false
    if case .publish(let value) = sync.publishState(snapshot) {
      state = value
      record(value)
      wrote = true
    }
    if case .publish(let value) = sync.publishDetent(snapshot) {
      detent = value
      wrote = true
    }
    return wrote
  }

  private mutating func record(_ value: PullUpState) {
    if stateHistory.last != value { stateHistory.append(value) }
  }
}
