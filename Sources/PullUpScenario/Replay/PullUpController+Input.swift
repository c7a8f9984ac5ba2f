import PullUp
import PullUpCore

extension PullUpController {
  /// Gives a scenario input to the controller, as the replay does.
  ///
  /// - Parameters:
  ///   - input: The input.
  ///   - container: The container now; a `resize` without a safe area keeps this one's, and a `resize`
  ///     the controller accepts replaces it.
  /// - Throws: `PullUpError` when the controller refuses the input; nothing changed then.
  func apply(_ input: PullUpScenario.Input, container: inout PullUpContainer) async throws(PullUpError) {
    switch input {
    case .dragBegan(let inScrollableContent): try dragBegan(inScrollableContent: inScrollableContent)
    case .dragChanged(let translation): try dragChanged(translation: translation)
    case .dragEnded(let velocity): try dragEnded(velocity: velocity)
    case .dragCancelled: try dragCancelled()
    case .setState(let state, let animated): try setState(state, animated: animated)
    case .setHeight(let height, let animated): try setHeight(height, animated: animated)
    case .moveToDetent(let index, let animated): try moveToDetent(index, animated: animated)
    case .toggleState(let animated): toggleState(animated: animated)
    case .setHidden(let hidden, let animated): setHidden(hidden, animated: animated)
    case .setLocked(let locked): setLocked(locked)
    case .resize(let width, let height, let safeArea, let animated):
      let resized = PullUpContainer(width: width, height: height, safeArea: safeArea ?? container.safeArea)
      try await setContainer(resized, animated: animated)
      container = resized
    case .contentHeight(let height, let animated): try setContentHeight(height, animated: animated)
    case .scroll(let offset, let maximum): try scrollOffsetChanged(offset, maximum: maximum)
    case .keyboard(let height, let animated): try keyboardChanged(height: height, animated: animated)
    case .accessibility(let action): try accessibilityActionPerformed(action)
    case .setReducesMotion(let reducesMotion): setReducesMotion(reducesMotion)
    case .restore(let state, let animated): try restore(state, animated: animated)
    }
  }
}
