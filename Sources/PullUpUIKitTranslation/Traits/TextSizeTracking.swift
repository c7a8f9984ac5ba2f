/// Whether a change of the text size asks the sizing delegate again (issue 50).
///
/// A sizing delegate's minimum often shows a header of text ("the handle's strip and the search field's row"),
/// whose height grows with Dynamic Type. The controller caches the delegate's answers until the container
/// changes, and nothing asked again for a text-size change, so a collapsed sheet kept its old height and cut off
/// its larger header. The glue reads the text size in every layout pass
/// (`traitCollection.preferredContentSizeCategory`: from iOS 18 automatic trait tracking lays the view out again
/// when it changes; before, `UIContentSizeCategory.didChangeNotification` asks for a layout), and this rule says
/// when that asks the delegate again (`invalidateLayout()`):
///
/// - a size other than the last one read asks, once;
/// - the first size read asks nothing: the delegate was asked when it was set, under that size;
/// - `unspecified` (a view off its window has no size yet) asks nothing and is not remembered, so a size that
///   changed while the view was away asks when it comes back.
package struct TextSizeTracking: Sendable, Hashable {
  /// The last text size a layout pass read, as its raw value.
  private var last: String?

  /// Creates a tracking that has read no size.
  package init() {}

  /// A layout pass read the text size `category`.
  ///
  /// - Parameter category: The `UIContentSizeCategory`'s raw value; `nil` for `unspecified`.
  /// - Returns: Whether to ask the sizing delegate again, by the rule in the type's discussion.
  package mutating func laidOut(textSize category: String?) -> Bool {
    guard let category else { return false }
    defer { last = category }
    return last != nil && last != category
  }
}
