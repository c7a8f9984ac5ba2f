#if canImport(UIKit)
  import Foundation
  import PullUp
  import PullUpScenario
  import PullUpUIKit
  import UIKit

  /// A session on a device, recorded as a scenario file: the touches, scrolls, keys and VoiceOver actions the
  /// sheet interpreted, as raw events, and the other inputs it was given (a rotation's container, a request
  /// from code). `pullup test` replays the file on any machine, interpreter included, so a bug seen on an
  /// iPhone becomes a test.
  ///
  /// `PlacesTabBarController` records the places screen when the app runs with `PULLUP_RECORD` set (in the
  /// scheme's environment variables), to `Places.pullup.json` in the app's documents.
  @MainActor
  final class SessionRecording {
    private let recorder: PullUpScenarioRecorder
    /// Where `save()` writes the scenario.
    let url: URL

    /// Starts recording `sheet`, whose view is laid out (its size and safe area are the container's).
    init(sheet: PullUpViewController, to url: URL) {
      var configuration = PullUpScenario.Configuration(preset: .ishPullUp)
      // The sizing delegate's answer, which a replay does not ask.
      configuration.minimumHeight = PullUpViewController.handleHeight + PlacesViewController.headerHeight
      configuration.interpreter = sheet.interpreterSettings
      let bounds = sheet.view.bounds
      let safeArea = sheet.view.safeAreaInsets
      let container = PullUpContainer(
        width: bounds.width, height: bounds.height,
        safeArea: PullUpInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right))
      let recorder = PullUpScenarioRecorder(
        configuration: configuration, container: container, title: "Places, recorded on a device")
      self.recorder = recorder
      self.url = url
      sheet.onRawEvent = { event, time in try? recorder.record(event, at: time) }
      sheet.onInput = { input, time, fromRawEvent in
        // An input the interpreter gave for a raw event is in the recording already, as that event.
        if !fromRawEvent { try? recorder.record(input, at: time) }
      }
      // Saved each time the sheet comes to rest, so that a session is kept however the app ends.
      let states = sheet.controller.states
      Task { [weak self] in
        for await state in states where state != .dragging { try? self?.save() }
      }
    }

    /// Writes the session so far. Copy the file from the device (Xcode's Devices window) and run
    /// `swift run pullup test Places.pullup.json`.
    func save() throws {
      try Data(recorder.scenario().json().utf8).write(to: url, options: .atomic)
    }
  }
#endif
