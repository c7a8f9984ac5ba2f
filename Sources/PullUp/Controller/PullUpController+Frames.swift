extension PullUpController {
  /// A frame from your own frame source (with ``PullUpFrameSource/external``): the sheet moves to the
  /// clock's current time. Does nothing unless the sheet settles.
  public func advanceFrame() {
    try? perform({ machine, now throws(PullUpError) in try machine.advance(to: now) }, isFrame: true)
  }

  func startFrames() {
    guard !isFinished else { return }
    if case .driver(let driver) = frameSource {
      isDriven = true
      driver.add(self, executor: executorIdentity)
      return
    }
    guard case .clock(let framesPerSecond) = frameSource, frameTask == nil else { return }
    let period = 1 / framesPerSecond
    let start = time.now()
    let time = self.time
    time.announceSleeper()
    frameTask = Task { [weak self] in
      var frame = 1
      // The loop always sleeps before it looks at anything, so that a cancelled loop ends inside `sleep`,
      // which a test clock observes.
      while true {
        do {
          try await time.sleep(until: start + Double(frame) * period)
        } catch {
          return
        }
        guard let self else { return }
        // Absolute deadlines: a late frame does not push the next one back.
        frame = Swift.max(frame + 1, Int((time.now() - start) / period) + 1)
        await self.frameFired()
      }
    }
  }

  func stopFrames() {
    frameTask?.cancel()
    frameTask = nil
    if isDriven, case .driver(let driver) = frameSource {
      isDriven = false
      driver.remove(ObjectIdentifier(self))
    }
  }

  /// The identity of the executor the controller runs on, unless it borrows its driver's (`nil`): the
  /// driver advances the controllers that share an executor after one hop to it.
  private nonisolated var executorIdentity: ObjectIdentifier? {
    switch executor {
    case .own: return nil
    case .mainActor: return ObjectIdentifier(MainActor.shared)
    case .custom(let executor): return ObjectIdentifier(executor)
    }
  }

  /// A frame of a ``PullUpFrameDriver`` for controllers that share this one's executor (this one first);
  /// the readers their publishes wake are resumed together at the end.
  ///
  /// - Parameter snapshots: The snapshots of the driver's frame so far, by controller, when its `frames`
  ///   stream has a subscriber; taken over (not copied), so that adding to them does not copy them.
  /// - Returns: `snapshots` with the snapshots these controllers published added.
  func framesFired(
    _ controllers: [PullUpController], collecting snapshots: consuming [ObjectIdentifier: PullUpSnapshot]?
  ) -> [ObjectIdentifier: PullUpSnapshot]? {
    var wakes = PullUpWakes()
    wakes.frameSnapshots = snapshots
    withUnsafeMutablePointer(to: &wakes) { pointer in
      // Used synchronously on this executor, by controllers that run on it: nothing crosses a thread.
      nonisolated(unsafe) let wakes = pointer
      for controller in controllers { controller.assumeIsolated { $0.frameFired(wakes: wakes) } }
    }
    wakes.resumeAll()
    return wakes.frameSnapshots.take()
  }

  /// A frame from the controller's own frame task or from its ``PullUpFrameDriver``.
  ///
  /// - Parameter wakes: Where a driver collects the readers to wake at the end of its frame; `nil` wakes
  ///   them at once.
  func frameFired(wakes: UnsafeMutablePointer<PullUpWakes>? = nil) {
    guard frameTask != nil || isDriven else { return }
    try? perform({ machine, now throws(PullUpError) in try machine.advance(to: now) }, isFrame: true, wakes: wakes)
  }
}
