import TermBridgeTerminal

/// What a ``TermTextView`` tells its delegate, like `UITextViewDelegate`.
/// Every method has a default that does nothing (or allows the change), so
/// implement only those you need.
///
/// Only changes the user makes (keys, the mouse, a paste) and the view's
/// editing methods are reported; setting ``TermTextView/text`` or
/// ``TermTextView/selectedRange`` from code is not.
@MainActor
public protocol TermTextViewDelegate: AnyObject {
  /// Asked before the text in `range` is replaced by `text` (LF line ends);
  /// return false to refuse the edit. Undo and redo are not asked.
  func textView(
    _ textView: TermTextView, shouldChangeTextIn range: Range<TermTextView.Position>,
    replacementText text: String
  ) -> Bool

  /// The text changed (after an edit, a paste, a cut, undo or redo).
  func textViewDidChange(_ textView: TermTextView)

  /// The selection or the cursor moved.
  func textViewDidChangeSelection(_ textView: TermTextView)

  /// An editable text view became the first responder.
  func textViewDidBeginEditing(_ textView: TermTextView)

  /// An editable text view stopped being the first responder.
  func textViewDidEndEditing(_ textView: TermTextView)
}

/// The defaults: allow every change, ignore every notification.
extension TermTextViewDelegate {
  /// Allows the change.
  public func textView(
    _ textView: TermTextView, shouldChangeTextIn range: Range<TermTextView.Position>,
    replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: TermTextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: TermTextView) {}
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TermTextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TermTextView) {}
}
