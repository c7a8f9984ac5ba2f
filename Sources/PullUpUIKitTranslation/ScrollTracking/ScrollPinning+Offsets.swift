extension ScrollPinning {
  /// The scroll view's `contentOffset.y` for the machine's content offset: `offset - topInset`, UIKit's
  /// offset being `-adjustedContentInset.top` at the content's top.
  ///
  /// Sanitized: an offset that is not finite or below zero counts as zero, an inset that is not finite as
  /// zero.
  ///
  /// - Parameters:
  ///   - offset: The machine's offset (`PullUpSnapshot.contentOffset`), points from the content's top.
  ///   - topInset: The scroll view's `adjustedContentInset.top`, in points.
  /// - Returns: The `contentOffset.y` to set, in points.
  package static func contentOffsetY(offset: Double, topInset: Double) -> Double {
    finiteOrZero(finiteOrZero(max(offset, 0)) - finiteOrZero(topInset))
  }

  /// The machine's content offset for the scroll view's `contentOffset.y`: `contentOffsetY + topInset`,
  /// negative while the content bounces at its top (the machine counts that as zero).
  ///
  /// - Parameters:
  ///   - contentOffsetY: The scroll view's `contentOffset.y`, in points (not finite: 0).
  ///   - topInset: The scroll view's `adjustedContentInset.top`, in points (not finite: 0).
  /// - Returns: The offset for `PullUpInput.scrollOffsetChanged`, in points from the content's top.
  package static func offset(contentOffsetY: Double, topInset: Double) -> Double {
    let offset = finiteOrZero(contentOffsetY) + finiteOrZero(topInset)
    return finiteOrZero(offset)
  }

  /// The content's largest offset: `contentHeight + topInset + bottomInset - viewportHeight` (UIKit's
  /// `contentSize.height`, `adjustedContentInset` and `bounds.height`), or `nil` when that is not above
  /// zero: there is nothing to scroll.
  ///
  /// Sanitized: a size or an inset that is not finite, or negative, counts as zero.
  ///
  /// - Important: `nil` here is "nothing to scroll", as `PullUpRawEvent.scroll`'s `contentMaximum` takes
  ///   it. `PullUpInput.scrollOffsetChanged(_:maximum:)` reads `nil` as "no limit": pass it `?? 0`.
  /// - Returns: The largest offset in points, above zero, or `nil`.
  package static func contentMaximum(
    contentHeight: Double, viewportHeight: Double, topInset: Double, bottomInset: Double
  ) -> Double? {
    let extent = [contentHeight, topInset, bottomInset].reduce(0) { $0 + sizeOrZero($1) }
    let maximum = extent - sizeOrZero(viewportHeight)
    return maximum.isFinite && maximum > 0 ? maximum : nil
  }

  private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// A length: finite and not negative, or zero.
  private static func sizeOrZero(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
