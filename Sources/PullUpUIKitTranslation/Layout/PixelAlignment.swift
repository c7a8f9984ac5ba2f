import PullUpCore

/// The layout's frames on the screen's pixel grid (issue 50): UIKit places a view at any fraction of a point, and a
/// sheet resting between pixels (a sizing delegate's height, a detent at a fraction of the container) draws its
/// text blurred. The glue gives UIKit the frames of the content, the dimming and the sheet aligned to the pixels of
/// the view's `traitCollection.displayScale`, as FloatingPanel rounds its positions "by a display scale".
///
/// Each edge goes to the nearest pixel, a half pixel away from zero (Swift's `rounded()`, FloatingPanel's
/// `.toNearestOrAwayFromZero`):
///
///     edge′ = (edge × scale).rounded() / scale        for minX, minY, maxX and maxY
///     width′ = maxX′ − minX′,  height′ = maxY′ − minY′
///
/// so that two frames that share an edge (the dimming's bottom and the sheet's top) still share it, and each edge
/// moves by at most half a pixel. The machine's heights are left as they are: only what is drawn is aligned, so the
/// sheet's motion and its rest are the same on every screen. A scale that is not finite or not above zero (0 is a
/// trait collection's "unspecified", a view not yet in a window) and a frame with a value that is not finite are
/// left unchanged.
package enum PixelAlignment {
  /// The frames the glue gives the views, aligned.
  package struct Frames: Sendable, Hashable {
    /// The content's frame (the content view controller's container).
    package var content: PullUpRect
    /// The dimming's frame.
    package var dimming: PullUpRect
    /// The sheet's frame.
    package var sheet: PullUpRect
  }

  /// A frame with each edge on the pixel grid of `scale`, by the rule in the type's discussion.
  ///
  /// - Parameters:
  ///   - rect: A frame, in points.
  ///   - scale: Pixels per point (`UITraitCollection.displayScale`: 1, 2 or 3).
  /// - Returns: The aligned frame, or `rect` itself for a scale or a frame the rule leaves unchanged.
  package static func aligned(_ rect: PullUpRect, scale: Double) -> PullUpRect {
    guard scale.isFinite, scale > 0 else { return rect }
    let edges = [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height].map { ($0 * scale).rounded() / scale }
    guard edges.allSatisfy(\.isFinite) else { return rect }
    return PullUpRect(x: edges[0], y: edges[1], width: edges[2] - edges[0], height: edges[3] - edges[1])
  }

  /// The content's, the dimming's and the sheet's frames of `layout`, each aligned to the pixel grid of `scale`.
  package static func frames(of layout: PullUpLayout, scale: Double) -> Frames {
    Frames(
      content: aligned(layout.contentFrame, scale: scale), dimming: aligned(layout.dimmingFrame, scale: scale),
      sheet: aligned(layout.sheetFrame, scale: scale))
  }
}
