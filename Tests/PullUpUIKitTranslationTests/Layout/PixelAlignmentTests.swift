import PullUpCore
import PullUpTesting
import PullUpUIKitTranslation
import Testing

/// `PixelAlignment`: the frames the glue gives UIKit's views lie on the screen's pixel grid (`displayScale`), so
/// that text in a sheet resting between pixels is not blurred (issue 50).
@Suite struct PixelAlignmentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var rect: PullUpRect
    var scale: Double
    var aligned: PullUpRect
    var testDescription: String { name }
  }

  /// A sheet whose top edge rests at y = 400.4, 390 points wide, reaching 844.
  static let sheet = PullUpRect(x: 0, y: 400.4, width: 390, height: 443.6)

  static let rows: [Row] = [
    Row(
      name: "a 3× screen: the top edge on the nearest third of a point", rect: sheet, scale: 3,
      aligned: PullUpRect(x: 0, y: 1201.0 / 3, width: 390, height: 844 - 1201.0 / 3)),
    Row(
      name: "a 2× screen: the nearest half point", rect: sheet, scale: 2,
      aligned: PullUpRect(x: 0, y: 400.5, width: 390, height: 443.5)),
    Row(
      name: "a 1× screen: the nearest point", rect: sheet, scale: 1,
      aligned: PullUpRect(x: 0, y: 400, width: 390, height: 444)),
    Row(
      name: "each edge rounds on its own, so the size follows the edges",
      rect: PullUpRect(x: 10.2, y: 20.2, width: 100.2, height: 50.2), scale: 2,
      aligned: PullUpRect(x: 10, y: 20, width: 100.5, height: 50.5)),
    Row(
      name: "a half-pixel edge rounds away from zero, as FloatingPanel's rounding does",
      rect: PullUpRect(x: 0, y: 400.25, width: 390, height: 443.75), scale: 2,
      aligned: PullUpRect(x: 0, y: 400.5, width: 390, height: 443.5)),
    Row(
      name: "a hidden sheet below the container: on the grid too",
      rect: PullUpRect(x: 0, y: 900.7, width: 390, height: 785), scale: 3,
      aligned: PullUpRect(x: 0, y: 2702.0 / 3, width: 390, height: 5057.0 / 3 - 2702.0 / 3)),
    Row(
      name: "a frame on the grid already stays", rect: PullUpRect(x: 0, y: 722, width: 390, height: 785), scale: 3,
      aligned: PullUpRect(x: 0, y: 722, width: 390, height: 785)),
    Row(name: "an unspecified scale (0, a view off its window): unchanged", rect: sheet, scale: 0, aligned: sheet),
    Row(name: "a negative scale: unchanged", rect: sheet, scale: -2, aligned: sheet),
    Row(name: "a scale that is not a number: unchanged", rect: sheet, scale: .nan, aligned: sheet),
    Row(name: "an infinite scale: unchanged", rect: sheet, scale: .infinity, aligned: sheet),
    Row(
      name: "a frame with a value that is not finite: unchanged",
      rect: PullUpRect(x: 0, y: .nan, width: 390, height: 10), scale: 3,
      aligned: PullUpRect(x: 0, y: .nan, width: 390, height: 10)),
  ]

  @Test("A frame's edges go to the nearest pixel", arguments: rows)
  func align(row: Row) {
    let aligned = PixelAlignment.aligned(row.rect, scale: row.scale)
    // NaN is never equal to itself: compare NaN-free rows by value, the others by their description.
    if row.rect.y.isNaN {
      #expect("\(aligned)" == "\(row.aligned)")
    } else {
      #expect(aligned == row.aligned)
    }
  }

  /// The seeds of the random layouts; a failure names its seed.
  static let seeds: [UInt64] = Array(1...20)

  @Test(
    "Any layout's frames lie on the pixel grid, each edge within half a pixel, and edges shared stay shared",
    arguments: seeds)
  func randomLayouts(seed: UInt64) throws {
    var random = PullUpSeededGenerator(seed: seed)
    let modes: [PullUpLayoutMode] = [.shift, .resize, .displace, .overlay]
    for _ in 0..<50 {
      let mode = modes[Int.random(in: 0..<modes.count, using: &random)]
      let scale = [1.0, 2, 3][Int.random(in: 0..<3, using: &random)]
      var sheet = try TranslatedSheet(.default.with { $0.appearance.layoutMode = mode })
      let height = Double.random(in: 122...785, using: &random)
      _ = try sheet.machine.apply(.setHeight(height, animated: false), at: 0)
      let layout = sheet.snapshot.layout
      let frames = PixelAlignment.frames(of: layout, scale: scale)
      let context = "seed \(seed): \(mode), height \(height), scale \(scale)"
      for (frame, original) in [
        (frames.content, layout.contentFrame), (frames.dimming, layout.dimmingFrame), (frames.sheet, layout.sheetFrame),
      ] {
        let edges = [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height]
        let originals = [
          original.x, original.y, original.x + original.width, original.y + original.height,
        ]
        for (edge, originalEdge) in zip(edges, originals) {
          #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-6, "\(context): \(frame) off the grid")
          #expect(abs(edge - originalEdge) <= 0.5 / scale + 1e-9, "\(context): \(frame) moved from \(original)")
        }
      }
      // The dimming covers the content above the sheet (whose top edge is inside the container at these
      // heights): its bottom edge is the sheet's top edge, on screen too.
      #expect(layout.dimmingFrame.y + layout.dimmingFrame.height == layout.sheetFrame.y, "\(context)")
      #expect(frames.dimming.y + frames.dimming.height == frames.sheet.y, "\(context)")
    }
  }
}
