/// How a sheet's grabber is drawn: which ``PullUpHandleState`` the layout reports.
public enum PullUpHandleStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// ISHPullUpHandleView's: an arrow pointing the way the sheet can go — up while collapsed, down while
  /// expanded, a flat bar otherwise.
  case arrow
  /// A flat bar in every state, as a system sheet's grabber.
  case bar
  /// No handle: ``PullUpLayout/handle`` is `nil`.
  case hidden

  /// The handle this style draws for a state, or `nil` for ``hidden``.
  package func handle(for state: PullUpState) -> PullUpHandleState? {
    switch self {
    case .arrow: return PullUpHandleState(state)
    case .bar: return .neutral
    case .hidden: return nil
    }
  }
}
