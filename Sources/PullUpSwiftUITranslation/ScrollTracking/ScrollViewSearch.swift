/// Finds the scroll view a SwiftUI sheet tracks, in the hosted sheet's view tree: the glue hands it
/// `UIView`s (`subviews`, `is UIScrollView`, and its marker's test), the tests hand it plain trees.
///
/// `.pullUpScrollTracking()` marks a view: the glue hosts the marked `ScrollView` in a view it can recognize
/// (the marker). ``trackedScrollView(in:children:isScrollView:isMarked:maximumNodes:)`` then searches
/// breadth-first from the root for marked nodes, shallowest first, and returns the first scroll view found
/// breadth-first under a marked node (the marked node itself included): the outermost scroll view of the
/// marked content, which is `ScrollView`'s backing `UIScrollView` (or `List`'s collection view, also a
/// `UIScrollView`). A marked node with no scroll view under it is passed over for the next one.
///
/// ## What breaks it
/// It relies on how SwiftUI builds its views, which Apple does not document:
/// - a `ScrollView` not backed by a `UIScrollView` (as SwiftUI draws some of its views itself) is not found;
/// - the search runs before SwiftUI has built the hierarchy (the glue searches again at each layout pass
///   until it finds one) or after SwiftUI replaced the scroll view (the glue searches again when the one it
///   tracks leaves the window);
/// - another scroll view between the marker and the intended one (a horizontal carousel wrapping the list)
///   is found first: mark the innermost content you mean;
/// - more than ``defaultMaximumNodes`` views before the match: the search gives up (`nil`), rather than
///   walking an unbounded tree (or, in a graph that is not a tree, going round a cycle).
package enum ScrollViewSearch {
  /// How many nodes a search visits at most, unless told otherwise.
  package static let defaultMaximumNodes = 10_000

  /// The tracked scroll view: the first scroll view under the shallowest marked node that has one.
  ///
  /// - Parameters:
  ///   - root: Where to search from (the sheet's hosting controller's view).
  ///   - children: A node's children, in order (`subviews`).
  ///   - isScrollView: Whether a node is a scroll view (`is UIScrollView`).
  ///   - isMarked: Whether a node is the marker `.pullUpScrollTracking()` put there.
  ///   - maximumNodes: How many nodes the search visits at most, both phases together.
  /// - Returns: The scroll view, or `nil` when there is none or the search gave up.
  package static func trackedScrollView<Node>(
    in root: Node, children: (Node) -> [Node], isScrollView: (Node) -> Bool, isMarked: (Node) -> Bool,
    maximumNodes: Int = defaultMaximumNodes
  ) -> Node? {
    var budget = maximumNodes
    var queue = [root]
    var next = 0
    while next < queue.count, budget > 0 {
      let node = queue[next]
      next += 1
      budget -= 1
      if isMarked(node) {
        // The marked node is counted once: the search under it starts with it.
        let (found, visited) = search(from: node, children: children, budget: budget + 1, where: isScrollView)
        if let found { return found }
        budget -= visited - 1
      }
      queue.append(contentsOf: children(node))
    }
    return nil
  }

  /// The first scroll view breadth-first from `root`, `root` included: FloatingPanel's rule, which
  /// ``trackedScrollView(in:children:isScrollView:isMarked:maximumNodes:)`` applies under each marker.
  ///
  /// - Returns: The scroll view, or `nil` when there is none within `maximumNodes` nodes.
  package static func firstScrollView<Node>(
    in root: Node, children: (Node) -> [Node], isScrollView: (Node) -> Bool,
    maximumNodes: Int = defaultMaximumNodes
  ) -> Node? {
    search(from: root, children: children, budget: maximumNodes, where: isScrollView).found
  }

  /// The first node breadth-first from `root` that `matches`, visiting at most `budget` nodes, and how many
  /// it visited.
  private static func search<Node>(
    from root: Node, children: (Node) -> [Node], budget: Int, where matches: (Node) -> Bool
  ) -> (found: Node?, visited: Int) {
    var queue = [root]
    var next = 0
    while next < queue.count, next < budget {
      let node = queue[next]
      next += 1
      if matches(node) { return (node, next) }
      queue.append(contentsOf: children(node))
    }
    return (nil, next)
  }
}
