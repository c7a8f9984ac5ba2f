import PullUp

/// What a toolkit's view under a point (or holding the focus) is to the sheet: one link of the chain from it
/// up to the front end's own view, which ``PullUpHost/region(ofChain:whenEmpty:)`` reads as a region. The
/// toolkit names its views; which region a chain is, is the host's rule, the same in every front end.
package enum PullUpHitPart: Sendable, Hashable {
  /// The handle's strip (a split view's divider is ``divider``).
  case handle
  /// A split view's divider.
  case divider
  /// The scrollable content whose offset the sheet shares.
  case scrollableContent
  /// The sheet itself: its body around the content.
  case sheet
  /// The app's view behind the sheet (a map).
  case background
  /// The dimming layer, while it takes the pointer (it does exactly while the sheet is modal).
  case dimming
  /// A view that keeps its presses: a slider, a switch, a text field or view, or one the app marked
  /// (`leavePresses(to:)`). It makes whatever contains it `PullUpRegion.child`.
  case keepsPresses
  /// Any other view: it says nothing, and the chain goes on.
  case other
}

extension PullUpHost {
  /// The region of a chain of parts, from the view hit (or holding the focus) up to the front end's view,
  /// exclusive: the first part that names a place in the sheet decides, and a part that keeps its presses
  /// below it makes it `PullUpRegion.child`, in the sheet and behind it alike (a slider behind a hidden
  /// sheet keeps its drag from the grab strip). The background is the dimming's region: a press there is
  /// not the sheet's to drag, and its tap is the dimming's, which does nothing while nothing dims.
  ///
  /// - Parameters:
  ///   - chain: The parts, innermost first; `nil` when nothing of the front end's is there.
  ///   - whenEmpty: The region of the front end's own view (the chain is empty).
  nonisolated package static func region(ofChain chain: [PullUpHitPart]?, whenEmpty: PullUpRegion) -> PullUpRegion {
    region(ofChain: chain, whenEmpty: whenEmpty, forFocus: false)
  }

  /// The region the focus is in, from the chain of the view holding it: as a hit's, except that the
  /// background is never the sheet's, a text field on it included (`PullUpRegion.dimming`), so that no key
  /// typed there is the sheet's.
  nonisolated package static func focusRegion(ofChain chain: [PullUpHitPart]?) -> PullUpRegion {
    region(ofChain: chain, whenEmpty: .body, forFocus: true)
  }

  private nonisolated static func region(
    ofChain chain: [PullUpHitPart]?, whenEmpty: PullUpRegion, forFocus: Bool
  ) -> PullUpRegion {
    guard let chain else { return .outside }
    var keepsPresses = false
    for part in chain {
      let region: PullUpRegion
      switch part {
      case .keepsPresses:
        keepsPresses = true
        continue
      case .other: continue
      case .dimming: return .dimming
      case .background:
        if forFocus { return .dimming }
        region = .dimming
      case .handle: region = .handle
      case .divider: region = .divider
      case .scrollableContent: region = .scrollableContent
      case .sheet: region = .body
      }
      return keepsPresses ? .child : region
    }
    return whenEmpty
  }

  /// The region of a press or a scroll at height `y` in the container, from the chain of what is under it:
  /// the front end's own view is the dimming above the sheet's top edge and the sheet's body below it.
  package func region(ofChain chain: [PullUpHitPart]?, y: Double) -> PullUpRegion {
    Self.region(ofChain: chain, whenEmpty: y < snapshot.layout.sheetFrame.y ? .dimming : .body)
  }

  /// A key, with the focus in what `focusChain` says (`nil`: outside the front end's views), through the
  /// interpreter, which applies the kit's rule of which keys act where: the value keys on the focused handle
  /// or divider only, Escape anywhere in the sheet, nothing with the focus behind the sheet or outside it.
  ///
  /// - Returns: Whether the sheet used it; otherwise the toolkit passes it on (focus navigation, the app).
  package func pressed(_ key: PullUpKey, focusChain: [PullUpHitPart]?, time: Double) -> Bool {
    let region = Self.focusRegion(ofChain: focusChain)
    return interpret(.key(key, region: region, time: time)).verdict == .claimed
  }
}
