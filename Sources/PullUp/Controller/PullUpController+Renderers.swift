extension PullUpController {
  /// Attaches a renderer for as long as you keep the attachment: it receives the current snapshot, then
  /// every new one (skipping to the newest when it falls behind), until you release the attachment, call
  /// ``detach(_:)``, or the controller finishes.
  ///
  /// ```swift
  /// self.attachment = await controller.attach(renderer)   // kept by the view that owns the renderer
  /// ```
  ///
  /// The attachment holds the renderer; the controller does not, and the rendering task does not hold the
  /// controller. So a renderer that refers to its controller keeps nothing alive: when the owner of the
  /// attachment goes away, the renderer is detached and both can be freed.
  ///
  /// - Returns: The attachment. Releasing it detaches the renderer: no `render` call starts after that,
  ///   though one already running finishes.
  public func attach(_ renderer: any PullUpRenderer) -> PullUpRendererAttachment {
    let identifier = nextRendererIdentifier
    nextRendererIdentifier += 1
    rendererTasks = rendererTasks.filter { !$0.value.isCancelled }
    guard !isFinished else { return PullUpRendererAttachment(identifier: identifier, task: nil) }
    let key = PullUpRendererAttachment.Key(controller: ObjectIdentifier(self), identifier: identifier)
    let snapshots = snapshots.delivering(to: "renderer \(identifier + 1)").makeAsyncIterator()
    let task = Self.render(snapshots, with: renderer, attachment: key)
    rendererTasks[identifier] = task
    return PullUpRendererAttachment(identifier: identifier, task: task)
  }

  /// Detaches a renderer and waits for a `render` call in flight to return: once this returns, nothing
  /// more reaches the renderer. Called from inside the renderer's own `render`, it does not wait (that
  /// call is the one in flight).
  public func detach(_ attachment: PullUpRendererAttachment) async {
    rendererTasks.removeValue(forKey: attachment.identifier)
    guard let task = attachment.task else { return }
    task.cancel()
    let key = PullUpRendererAttachment.Key(controller: ObjectIdentifier(self), identifier: attachment.identifier)
    guard PullUpRendererAttachment.rendering != key else { return }
    await task.value
  }

  /// The rendering loop, in a task of its own that holds the renderer and the stream, not the controller.
  private nonisolated static func render(
    _ snapshots: PullUpStream<PullUpSnapshot>.Iterator, with renderer: any PullUpRenderer,
    attachment: PullUpRendererAttachment.Key
  ) -> Task<Void, Never> {
    var snapshots = snapshots
    return Task {
      await PullUpRendererAttachment.$rendering.withValue(attachment) {
        while let snapshot = await snapshots.next() {
          // A detach that came while the snapshot was on its way wins: nothing reaches the renderer after.
          guard !Task.isCancelled else { return }
          await renderer.render(snapshot)
        }
      }
    }
  }
}
