import TermBridgeTerminal

/// Receives editing events from a ``TermTextField``, like
/// `UITextFieldDelegate`. Every method has a default, so a delegate
/// implements only what it needs.
///
/// The field calls its delegate for edits the user makes (typing, deleting,
/// kills, yank, paste, undo and redo); setting ``TermTextField/text`` from
/// code calls none of these methods, as in UIKit, so a delegate that writes
/// the text back into the field (keeping a model in sync) does not echo.
///
/// Order for one edit: ``textField(_:shouldChangeCharactersIn:replacementString:)``
/// (which may refuse it), then the change, then ``textFieldDidChange(_:)``.
@MainActor
public protocol TermTextFieldDelegate: AnyObject {
  /// The field became the first responder.
  func textFieldDidBeginEditing(_ textField: TermTextField)

  /// Whether the user's edit may happen: the characters in `range` (indices
  /// into the field's current ``TermTextField/text``, as with Swift's
  /// `String`) are about to be replaced with `string`. An insertion has an
  /// empty range; a deletion an empty `string`. Return false to refuse it.
  /// Undo and redo only restore states that were already accepted, so they
  /// are not offered here.
  func textField(
    _ textField: TermTextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool

  /// The user changed the text (called once per accepted edit).
  func textFieldDidChange(_ textField: TermTextField)

  /// Enter was pressed. Return true when the field handles it (it then
  /// calls ``TermTextField/onReturn``); false lets Enter travel up the
  /// responder chain, e.g. to a form's default button.
  func textFieldShouldReturn(_ textField: TermTextField) -> Bool

  /// The field stopped being the first responder.
  func textFieldDidEndEditing(_ textField: TermTextField)
}

/// The defaults: allow every change, handle Enter, ignore the rest.
extension TermTextFieldDelegate {
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TermTextField) {}

  /// Allows every change.
  public func textField(
    _ textField: TermTextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool { true }

  /// Does nothing.
  public func textFieldDidChange(_ textField: TermTextField) {}

  /// Lets the field handle Enter.
  public func textFieldShouldReturn(_ textField: TermTextField) -> Bool { true }

  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TermTextField) {}
}
