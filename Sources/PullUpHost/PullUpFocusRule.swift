import PullUp

/// Which part of the content may hold the keyboard (and screen reader) focus: none that the sheet's height
/// hides, below the visible part's bottom edge (the container's, the sheet's own or the keyboard's; all of a
/// hidden sheet), and nothing behind a modal sheet. A part partly shown keeps its focus, and focusing it
/// raises the sheet until it shows (the interpreter's `.focus` event). A part inside a scrollable (a scrolled
/// window's viewport, a scroll view) counts where the scrollable shows it once scrolled to it, as toolkits
/// scroll to the focus: rows scrolled away stay focusable while the scrollable shows.
///
/// The toolkit walks its own tree through the closures; the rule decides. Edges are in points below the
/// sheet's top edge.
package enum PullUpFocusRule {
  /// The largest parts under `root` that lie wholly outside `visible`, and may take the focus now.
  ///
  /// - Parameters:
  ///   - children: A node's children, in order.
  ///   - edges: A node's top and bottom edges below the sheet's top, or `nil` when it has none now.
  ///   - isScrollable: Whether a node scrolls what it holds into its own view when it takes the focus.
  ///   - mayTakeFocus: Whether the walk looks at a node: shown, and focusable (or kept from the focus by this
  ///     rule already).
  package static func hiddenParts<Node>(
    under root: Node, visible: ClosedRange<Double>, children: (Node) -> [Node],
    edges: (Node) -> ClosedRange<Double>?, isScrollable: (Node) -> Bool, mayTakeFocus: (Node) -> Bool
  ) -> [Node] {
    var hidden: [Node] = []
    func walk(_ parent: Node, viewport: ClosedRange<Double>?) {
      for child in children(parent) {
        guard mayTakeFocus(child), var shown = edges(child) else { continue }
        if let viewport { shown = scrolledIntoView(shown, viewport: viewport) }
        // Half a point: toolkits round allocations to whole points.
        guard shown.lowerBound < visible.upperBound - 0.5, shown.upperBound > visible.lowerBound + 0.5 else {
          hidden.append(child)
          continue
        }
        walk(child, viewport: isScrollable(child) ? shown : viewport)
      }
    }
    walk(root, viewport: nil)
    return hidden
  }

  /// Where a part with `edges` shows once every scrollable around it scrolled to it, innermost first
  /// (`viewports`, each a scrollable's edges): what the sheet must show when the part takes the focus.
  package static func shownEdges(
    _ edges: ClosedRange<Double>, viewports: [ClosedRange<Double>]
  ) -> ClosedRange<Double> {
    viewports.reduce(edges) { scrolledIntoView($0, viewport: $1) }
  }

  /// Where a part with `edges` inside a scrollable spanning `viewport` shows once the scrollable scrolls to
  /// it: where it is if it is inside; otherwise against the nearer edge (the top one for a part taller than
  /// the viewport).
  package static func scrolledIntoView(
    _ edges: ClosedRange<Double>, viewport: ClosedRange<Double>
  ) -> ClosedRange<Double> {
    let height = min(edges.upperBound - edges.lowerBound, viewport.upperBound - viewport.lowerBound)
    if edges.lowerBound < viewport.lowerBound || edges.upperBound - edges.lowerBound > height {
      return viewport.lowerBound...(viewport.lowerBound + height)
    }
    if edges.upperBound > viewport.upperBound { return (viewport.upperBound - height)...viewport.upperBound }
    return edges
  }

  /// The part of a bottom sheet's content that shows, below the sheet's top edge.
  package static func visibleRange(of snapshot: PullUpSnapshot) -> ClosedRange<Double> {
    0...PullUpInterpreter.visibleHeight(of: snapshot)
  }
}

/// The parts a front end keeps from the focus, and what changes when the sheet moves: the toolkit unsets its
/// own flag (`can-focus`, accessibility) on ``Change/block`` and sets it again on ``Change/restore``, touching
/// only parts it found focusable.
package struct PullUpFocusBlocking<Node: Equatable> {
  /// What decides which parts are hidden, as last applied.
  package struct Geometry: Equatable {
    package var visible: ClosedRange<Double>
    package var contentOffset: Double
    package var modal: Bool

    package init(visible: ClosedRange<Double>, contentOffset: Double, modal: Bool) {
      self.visible = visible
      self.contentOffset = contentOffset
      self.modal = modal
    }
  }

  /// What the toolkit does to its parts.
  package struct Change {
    /// Parts the sheet shows again: give their focus back.
    package var restore: [Node] = []
    /// Parts the sheet hides now: keep the focus out of them.
    package var block: [Node] = []
  }

  /// The parts kept from the focus now.
  package private(set) var blocked: [Node] = []
  /// What the parts were last computed for.
  package private(set) var geometry: Geometry?

  package init() {}

  /// Whether `geometry` differs from the last applied, so that the toolkit walks its tree again.
  package func needsUpdate(for geometry: Geometry) -> Bool { geometry != self.geometry }

  /// The change from the parts blocked now to `hidden`, the parts hidden at `geometry`; a part not blocked yet
  /// is blocked only if `isFocusable` (the app's unfocusable widgets stay the app's).
  package mutating func update(
    hidden: [Node], geometry: Geometry, isFocusable: (Node) -> Bool
  ) -> Change {
    self.geometry = geometry
    var change = Change()
    change.restore = blocked.filter { !hidden.contains($0) }
    blocked = blocked.filter { hidden.contains($0) }
    for node in hidden where !blocked.contains(node) && isFocusable(node) {
      change.block.append(node)
      blocked.append(node)
    }
    return change
  }

  /// Forgets the geometry last applied, so that the next update walks the tree again (the content changed).
  package mutating func invalidate() { geometry = nil }

  /// Every part blocked, given back (the front end goes away).
  package mutating func restoreAll() -> [Node] {
    defer { blocked = [] }
    return blocked
  }

  /// Where the focus goes when it is in a part the sheet hid (`isInBlockedPart`): the handle while the sheet
  /// shows, nowhere (the window's) while it is hidden; `nil` to leave it.
  package static func focusTarget(isInBlockedPart: Bool, snapshot: PullUpSnapshot) -> FocusMove? {
    guard isInBlockedPart else { return nil }
    return snapshot.isHidden ? .nowhere : .handle
  }
}

/// Where the focus moves out of a part the sheet hid.
package enum FocusMove: Sendable, Hashable {
  case handle
  case nowhere
}
