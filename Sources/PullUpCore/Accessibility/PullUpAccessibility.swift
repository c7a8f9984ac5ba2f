/// What an assistive technology needs to know about a sheet now: the actions that apply, what the
/// adjustable element's increment and decrement do, and its value.
///
/// The rules, for the height the sheet rests at or is heading to:
/// - A locked sheet offers nothing: locking blocks gestures, and these actions are the assistive
///   equivalent of gestures.
/// - A hidden sheet offers ``PullUpAccessibilityAction/show`` when a finger may drag it into view
///   (``PullUpConfiguration/Movement/dragsWhileHidden``).
/// - A visible sheet offers ``PullUpAccessibilityAction/expand`` below its highest detent,
///   ``PullUpAccessibilityAction/collapse`` above its lowest, ``PullUpAccessibilityAction/nextDetent``
///   when the next larger detent is not the highest (otherwise expand says it),
///   ``PullUpAccessibilityAction/previousDetent`` when the next smaller detent is not the lowest, and
///   ``PullUpAccessibilityAction/hide`` when a drag may hide it (``PullUpConfiguration/Movement/hidesByDragging``).
/// - Adjusting walks the detents, with hidden below the lowest when a finger could get there:
///   ``increment`` is `nextDetent` when there is a larger detent, or `show` for a hidden sheet that may be
///   shown; ``decrement`` is `previousDetent` when there is a smaller detent, or `hide` at the lowest
///   detent of a sheet a drag may hide.
public struct PullUpAccessibility: Sendable, Hashable {
  /// The custom actions that apply now, without duplicates.
  public var actions: PullUpAccessibilityActions
  /// What the adjustable element's increment performs, if anything.
  public var increment: PullUpAccessibilityAction?
  /// What the adjustable element's decrement performs, if anything.
  public var decrement: PullUpAccessibilityAction?
  /// The index of the detent the sheet rests at, or of the one just below it when it rests between two.
  public var detentIndex: Int
  /// The number of detents.
  public var detentCount: Int
  /// Whether the sheet rests between two detents (``detentIndex`` and the one above).
  public var isBetweenDetents: Bool
  /// Whether the sheet is hidden.
  public var isHidden: Bool
  /// The words to use, from ``PullUpConfiguration/accessibilityLabels``.
  public var labels: PullUpAccessibilityLabels {
    get { labelsBox.labels }
    set { labelsBox = PullUpAccessibilityLabelsBox(newValue) }
  }

  /// The labels, shared: a snapshot per frame retains one box instead of copying every string.
  var labelsBox: PullUpAccessibilityLabelsBox

  /// Creates a description.
  init(
    actions: PullUpAccessibilityActions, increment: PullUpAccessibilityAction?,
    decrement: PullUpAccessibilityAction?, detentIndex: Int, detentCount: Int, isBetweenDetents: Bool,
    isHidden: Bool, labels: PullUpAccessibilityLabels
  ) {
    self.actions = actions
    self.increment = increment
    self.decrement = decrement
    self.detentIndex = detentIndex
    self.detentCount = detentCount
    self.isBetweenDetents = isBetweenDetents
    self.isHidden = isHidden
    self.labelsBox = PullUpAccessibilityLabelsBox(labels)
  }

  /// Creates a description that shares an existing box of labels.
  init(
    actions: PullUpAccessibilityActions, detentIndex: Int, detentCount: Int, isBetweenDetents: Bool,
    isHidden: Bool, labelsBox: PullUpAccessibilityLabelsBox
  ) {
    self.actions = actions
    self.increment = nil
    self.decrement = nil
    self.detentIndex = detentIndex
    self.detentCount = detentCount
    self.isBetweenDetents = isBetweenDetents
    self.isHidden = isHidden
    self.labelsBox = labelsBox
  }

  /// What a description is derived from besides the sheet's place: the labels and the two movement flags
  /// that offer hiding and showing. A snapshot keeps this and derives its description only when read.
  struct Source: Sendable {
    var labelsBox: PullUpAccessibilityLabelsBox
    var dragsWhileHidden: Bool
    var hidesByDragging: Bool

    /// The description for a sheet resting at `restingHeight` among `detents` (ascending, at least one), by
    /// the rules in the type's discussion.
    func description(restingHeight: Double, detents heights: [Double], isHidden: Bool, isLocked: Bool)
      -> PullUpAccessibility
    {
      let position = PullUpDetentPosition(of: restingHeight, among: heights)
      var description = PullUpAccessibility(
        actions: [], detentIndex: position.index, detentCount: heights.count,
        isBetweenDetents: position.fraction > 0, isHidden: isHidden, labelsBox: labelsBox)
      guard !isLocked else { return description }
      if isHidden {
        if dragsWhileHidden {
          description.actions = .show
          description.increment = .show
        }
        return description
      }
      let tolerance = PullUpState.heightTolerance
      let minimum = heights[0]
      let maximum = heights[heights.count - 1]
      let larger = heights.first { $0 > restingHeight + tolerance }
      let smaller = heights.last { $0 < restingHeight - tolerance }
      var actions: PullUpAccessibilityActions = []
      if restingHeight < maximum - tolerance { actions.insert(.expand) }
      if restingHeight > minimum + tolerance { actions.insert(.collapse) }
      if let larger, larger < maximum - tolerance { actions.insert(.nextDetent) }
      if let smaller, smaller > minimum + tolerance { actions.insert(.previousDetent) }
      if hidesByDragging { actions.insert(.hide) }
      description.actions = actions
      description.increment = larger == nil ? nil : .nextDetent
      description.decrement = smaller != nil ? .previousDetent : hidesByDragging ? .hide : nil
      return description
    }
  }

  /// The adjustable element's value, for example "Detent 2 of 3", "Between detents 1 and 2 of 3" or
  /// "Hidden". Built when read, so that snapshots never allocate it.
  public var value: String {
    if isHidden { return labels.hiddenValue }
    let template = isBetweenDetents ? labels.betweenDetentsValue : labels.detentValue
    return PullUpAccessibilityLabels.fill(template, index: detentIndex, count: detentCount)
  }

  /// The name of an action, from ``labels``.
  @available(*, deprecated, message: "use labels[action]")
  public func label(for action: PullUpAccessibilityAction) -> String {
    labels[action]
  }

  /// Whether an action can be performed now: one of ``actions``, ``increment`` or ``decrement``.
  public func canPerform(_ action: PullUpAccessibilityAction) -> Bool {
    actions.contains(action) || increment == action || decrement == action
  }
}

extension PullUpAccessibility {
  public static func == (lhs: PullUpAccessibility, rhs: PullUpAccessibility) -> Bool {
    lhs.actions == rhs.actions && lhs.increment == rhs.increment && lhs.decrement == rhs.decrement
      && lhs.detentIndex == rhs.detentIndex && lhs.detentCount == rhs.detentCount
      && lhs.isBetweenDetents == rhs.isBetweenDetents && lhs.isHidden == rhs.isHidden
      && (lhs.labelsBox === rhs.labelsBox || lhs.labels == rhs.labels)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(actions)
    hasher.combine(increment)
    hasher.combine(decrement)
    hasher.combine(detentIndex)
    hasher.combine(detentCount)
    hasher.combine(isBetweenDetents)
    hasher.combine(isHidden)
    hasher.combine(labels)
  }
}

/// An immutable box around a configuration's accessibility labels, shared by every snapshot.
final class PullUpAccessibilityLabelsBox: Sendable {
  let labels: PullUpAccessibilityLabels

  init(_ labels: PullUpAccessibilityLabels) {
    self.labels = labels
  }
}
