import PullUpSwiftUITranslation
import PullUpTesting
import Testing

/// `ScrollViewSearch` on plain trees: the first scroll view under the shallowest marked node, breadth-first.
@Suite struct ScrollViewSearchTests {
  /// A node of a test tree: a name, whether it is a scroll view or the marker, its children.
  final class Node: CustomStringConvertible {
    let name: String
    let isScrollView: Bool
    let isMarked: Bool
    var children: [Node]

    init(_ name: String, scroll: Bool = false, marked: Bool = false, _ children: [Node] = []) {
      self.name = name
      self.isScrollView = scroll
      self.isMarked = marked
      self.children = children
    }

    var description: String { name }
  }

  static func tracked(in root: Node, maximumNodes: Int = ScrollViewSearch.defaultMaximumNodes) -> String? {
    ScrollViewSearch.trackedScrollView(
      in: root, children: \.children, isScrollView: \.isScrollView, isMarked: \.isMarked,
      maximumNodes: maximumNodes)?.name
  }

  @Test("The scroll view under the marker, not an earlier one outside it")
  func underTheMarker() {
    let root = Node(
      "host",
      [
        Node("map", scroll: true),
        Node("marker", marked: true, [Node("wrapper", [Node("list", scroll: true, [Node("inner", scroll: true)])])]),
      ])
    #expect(Self.tracked(in: root) == "list")
  }

  @Test("A marked scroll view is itself the one")
  func markedScrollView() {
    let root = Node("host", [Node("a", [Node("list", scroll: true, marked: true, [Node("b", scroll: true)])])])
    #expect(Self.tracked(in: root) == "list")
  }

  @Test("Breadth-first under the marker: the shallower of two scroll views wins, whatever the order")
  func breadthFirstUnderTheMarker() {
    let root = Node(
      "marker", marked: true,
      [
        Node("deep", [Node("deep list", scroll: true)]),
        Node("shallow list", scroll: true),
      ])
    #expect(Self.tracked(in: root) == "shallow list")
  }

  @Test("Of two markers, the shallower; a marker with no scroll view is passed over for the next")
  func twoMarkers() {
    let shallowFirst = Node(
      "host",
      [
        Node("x", [Node("deep marker", marked: true, [Node("deep list", scroll: true)])]),
        Node("marker", marked: true, [Node("list", scroll: true)]),
      ])
    #expect(Self.tracked(in: shallowFirst) == "list")
    let emptyMarker = Node(
      "host",
      [
        Node("empty marker", marked: true, [Node("text")]),
        Node("y", [Node("marker", marked: true, [Node("list", scroll: true)])]),
      ])
    #expect(Self.tracked(in: emptyMarker) == "list")
  }

  @Test("No marker, or a marker with no scroll view: nothing (an unmarked scroll view is not tracked)")
  func nothing() {
    #expect(Self.tracked(in: Node("host", [Node("list", scroll: true)])) == nil)
    #expect(Self.tracked(in: Node("host", [Node("marker", marked: true, [Node("text")])])) == nil)
    #expect(Self.tracked(in: Node("alone")) == nil)
  }

  @Test("The search gives up after its budget of nodes, before and under the marker")
  func budget() {
    // host, a, marker, list: found with four nodes, not with three.
    let root = Node("host", [Node("a"), Node("marker", marked: true, [Node("list", scroll: true)])])
    #expect(Self.tracked(in: root, maximumNodes: 4) == "list")
    #expect(Self.tracked(in: root, maximumNodes: 3) == nil)
    #expect(Self.tracked(in: root, maximumNodes: 0) == nil)
  }

  @Test("A graph with a cycle ends at the budget instead of going round")
  func cycle() {
    let a = Node("a")
    let b = Node("b", [a])
    a.children = [b]
    #expect(Self.tracked(in: a, maximumNodes: 1000) == nil)
    let marker = Node("marker", marked: true)
    marker.children = [marker]
    #expect(Self.tracked(in: marker, maximumNodes: 1000) == nil)
    a.children = []  // Breaks the cycle, so that the nodes are freed.
    marker.children = []
  }

  @Test("firstScrollView is FloatingPanel's rule: the first scroll view breadth-first, marker or not")
  func firstScrollView() {
    let root = Node("host", [Node("a", [Node("deep", scroll: true)]), Node("top", scroll: true)])
    let found = ScrollViewSearch.firstScrollView(in: root, children: \.children, isScrollView: \.isScrollView)
    #expect(found?.name == "top")
    #expect(ScrollViewSearch.firstScrollView(in: root, children: \.children, isScrollView: { _ in false }) == nil)
  }

  @Test("A seeded random tree: the result is a scroll view under a marker, and the shallowest such marker's")
  func randomTrees() {
    for seed in UInt64(1)...30 {
      var random = SeededTree(seed: seed)
      let root = random.tree(depth: 5)
      let found = ScrollViewSearch.trackedScrollView(
        in: root, children: \.children, isScrollView: \.isScrollView, isMarked: \.isMarked)
      let expected = Self.bruteForce(root)
      #expect(found === expected, "seed \(seed): \(String(describing: found)) vs \(String(describing: expected))")
    }
  }

  /// The rule, by the slowest route: marked nodes in breadth-first order; for each, its subtree's nodes in
  /// breadth-first order; the first scroll view.
  static func bruteForce(_ root: Node) -> Node? {
    func levelOrder(_ node: Node) -> [Node] {
      var all = [node]
      var index = 0
      while index < all.count {
        all += all[index].children
        index += 1
      }
      return all
    }
    for marker in levelOrder(root) where marker.isMarked {
      if let scroll = levelOrder(marker).first(where: \.isScrollView) { return scroll }
    }
    return nil
  }
}

/// Random trees from a seed, for ``ScrollViewSearchTests/randomTrees()``.
struct SeededTree {
  private var random: PullUpSeededGenerator
  private var count = 0

  init(seed: UInt64) { random = PullUpSeededGenerator(seed: seed) }

  mutating func tree(depth: Int) -> ScrollViewSearchTests.Node {
    count += 1
    let name = "n\(count)"
    let roll = Int.random(in: 0..<10, using: &random)
    let children = depth == 0 ? [] : (0..<Int.random(in: 0..<4, using: &random)).map { _ in tree(depth: depth - 1) }
    return ScrollViewSearchTests.Node(name, scroll: roll < 2, marked: roll == 2 || roll == 3, children)
  }
}
