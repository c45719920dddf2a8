#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TextField {
  /// A field editing `value` through `format`, like SwiftUI's
  /// `init(_:value:format:prompt:)`: it shows the formatted value, and
  /// each edit whose text `format` parses sets `value` at once (SwiftUI
  /// waits for Return or the end of editing; the porting page says so).
  /// Text that does not parse leaves `value` as it was and stays in the
  /// field as typed.
  public init<F: ParseableFormatStyle>(
    _ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let parse = { (text: String) in try? format.parseStrategy.parse(text) }
    self.init(
      title, text: Binding.parsing(value, format: { format.format($0) }, parse: parse), prompt: prompt)
    keepsTyped = Binding.keepsTyped(value, format: { format.format($0) }, parse: parse)
  }

  /// A field editing an optional `value` through `format`, like SwiftUI's
  /// `init(_:value:format:prompt:)` for optionals: empty text is nil.
  public init<F: ParseableFormatStyle>(
    _ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let show = { (value: F.FormatInput?) in value.map { format.format($0) } ?? "" }
    let parse = { (text: String) -> F.FormatInput?? in
      text.isEmpty ? .some(nil) : (try? format.parseStrategy.parse(text)).map { .some($0) }
    }
    self.init(title, text: Binding.parsing(value, format: show, parse: parse), prompt: prompt)
    keepsTyped = Binding.keepsTyped(value, format: show, parse: parse)
  }
}

/// When a value field keeps the text typed in it (no rule for a field of
/// plain text). Two rules are the same to the view graph, as the field's
/// bindings are (what they read is tracked where it is read), so a field
/// re-made with equal values does not update.
package struct TypedTextRule: Equatable {
  /// Whether `text` should stay as typed.
  let keeps: ((String) -> Bool)?

  package static func == (lhs: TypedTextRule, rhs: TypedTextRule) -> Bool {
    (lhs.keeps == nil) == (rhs.keeps == nil)
  }
}

extension Binding where Value == String {
  /// Whether typed text should stay as typed in a field of `value`: it
  /// does not parse, or it means what `value` holds.
  package static func keepsTyped<V>(
    _ value: Binding<V>, format: @escaping (V) -> String, parse: @escaping (String) -> V?
  ) -> TypedTextRule {
    TypedTextRule { text in parse(text).map { format($0) == format(value.wrappedValue) } ?? true }
  }

  /// The text of `value`: `format` makes it, and a text set that `parse`
  /// reads (not nil) sets `value`; other text is dropped.
  package static func parsing<V>(
    _ value: Binding<V>, format: @escaping (V) -> String, parse: @escaping (String) -> V?
  ) -> Binding<String> {
    Binding(
      get: { format(value.wrappedValue) },
      set: { text in if let parsed = parse(text) { value.wrappedValue = parsed } })
  }
}
