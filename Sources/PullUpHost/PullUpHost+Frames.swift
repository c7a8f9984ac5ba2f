import PullUp

/// Frames only while the sheet settles: the toolkit's frame source (GTK's tick callback, a display link, a
/// `TimelineView`) runs from the input that starts a settle to the frame the sheet comes to rest in, so a
/// sheet at rest costs no wake-ups.
extension PullUpHost {
  /// Asks the toolkit for frames if the sheet settles now and they do not run yet.
  package func startFramesIfSettling() {
    guard snapshot.phase == .settling else { return }
    startFrames()
  }

  /// Asks the toolkit for frames unless they run (for the toolkit's own frame work too).
  package func startFrames() {
    guard !isTicking, !isDetached, let toolkit else { return }
    isTicking = true
    toolkit.startFrames()
  }

  /// One displayed frame: the sheet moves to the frame's time, the toolkit does its own frame work, and a
  /// layout is asked for.
  ///
  /// - Parameter seconds: The frame's time on the clock's source (GTK's frame time, a display link's target
  ///   timestamp), or `nil` for now.
  /// - Returns: Whether the toolkit keeps calling: `false` once the sheet no longer settles and the toolkit's
  ///   work needs no frame. It reads the controller's own `snapshot`: after `finish()` frames still move the
  ///   sheet, but `latestSnapshot` no longer follows it, and would keep the frames running with a frozen sheet.
  package func frame(at seconds: Double?) -> Bool {
    guard !isDetached else {
      isTicking = false
      return false
    }
    let advance = { [self] () -> Bool in
      let settles = controller.assumeIsolated { controller -> Bool in
        if controller.snapshot.phase == .settling { controller.advanceFrame() }
        return controller.snapshot.phase == .settling
      }
      let works = toolkit?.frameWork() ?? false
      return settles || works
    }
    let keeps = if let seconds, let clock { clock.frame(at: seconds, advance) } else { advance() }
    toolkit?.setNeedsLayout()
    isTicking = keeps
    return keeps
  }
}

/// Hands each of the controller's announcements to the toolkit while the host lives.
@MainActor
final class AnnouncementLoop {
  private let task: Task<Void, Never>

  init(host: PullUpHost, events: PullUpStream<PullUpEvent>) {
    task = Task { @MainActor [weak host] in
      for await event in events {
        guard case .announcement(let words) = event, let host, !host.isDetached else { continue }
        host.toolkit?.announce(words)
      }
    }
  }

  deinit { task.cancel() }
}
