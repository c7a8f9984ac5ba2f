/// Where each phase of a hardware key's press goes (issue 50): the sheet, or on up the responder chain, as its
/// beginning went.
///
/// UIKit sends a press's phases to the responders one at a time: `pressesBegan(_:with:)`, then
/// `pressesChanged(_:with:)` for an analog value, then `pressesEnded(_:with:)` or `pressesCancelled(_:with:)`
/// ("an interruption is anything that causes the application to become inactive or causes the view handling the
/// press events to be removed from its window"; an implementation "should clean up any state associated with
/// handling the press sequence"). Each default implementation forwards the message up the responder chain, and
/// Apple's pages ask a subclass to call `super` with the events it does not handle (UIResponder's overview: "to
/// handle a specific type of event, a responder must override the corresponding methods"). The view controller
/// used to override `pressesBegan` alone: a key the sheet used (Escape collapsing it) still had its end sent on
/// up the chain, to responders that never saw it begin.
///
/// The rule: a press the sheet used when it began is the sheet's in every later phase (not passed on), and is
/// forgotten at its end or cancellation; any other press (one passed on at its beginning, or one whose beginning
/// the sheet never saw) is passed on in every phase. The glue names a press by its `UIPress` object's identity:
/// one object goes through a press's phases (`UIPress.phase` is "the current press phase of the object"); a later
/// phase that came with another object would be passed on, as one whose beginning the sheet never saw.
package struct PressRouting<Press: Hashable & Sendable>: Sendable {
  /// The presses the sheet used when they began and that have not ended.
  private var sheets: Set<Press> = []

  /// Creates a routing that holds no press.
  package init() {}

  /// A press began (`pressesBegan`).
  ///
  /// - Parameters:
  ///   - press: The press.
  ///   - used: Whether the sheet used it (the host's rule of keys).
  /// - Returns: Whether to pass it on up the responder chain: exactly when the sheet did not use it.
  package mutating func began(_ press: Press, used: Bool) -> Bool {
    if used {
      sheets.insert(press)
    } else {
      sheets.remove(press)
    }
    return !used
  }

  /// A press's analog value changed (`pressesChanged`).
  ///
  /// - Returns: Whether to pass it on up the responder chain: unless the sheet used it when it began.
  package func changed(_ press: Press) -> Bool {
    !sheets.contains(press)
  }

  /// A press ended or was cancelled (`pressesEnded`, `pressesCancelled`): it is done either way.
  ///
  /// - Returns: Whether to pass it on up the responder chain: unless the sheet used it when it began.
  package mutating func ended(_ press: Press) -> Bool {
    sheets.remove(press) == nil
  }
}
