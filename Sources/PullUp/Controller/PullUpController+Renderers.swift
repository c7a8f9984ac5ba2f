extension PullUpController {
  /// Attaches a renderer: it receives the current snapshot, then every new one (skipping to the newest when
  /// it falls behind), until detached or the controller finishes. The renderer is held strongly until then.
  ///
  /// - Returns: A token for ``detach(_:)``.
  @discardableResult
  public func attach(_ renderer: any PullUpRenderer) -> PullUpRendererToken {
    let identifier = nextRendererIdentifier
    nextRendererIdentifier += 1
    guard !isFinished else { return PullUpRendererToken(identifier: identifier) }
    var iterator = snapshots.makeAsyncIterator()
    rendererTasks[identifier] = Task {
      while let snapshot = await iterator.next() {
        await renderer.render(snapshot)
      }
    }
    return PullUpRendererToken(identifier: identifier)
  }

  /// Detaches a renderer; it receives nothing more.
  public func detach(_ token: PullUpRendererToken) {
    rendererTasks.removeValue(forKey: token.identifier)?.cancel()
  }
}
