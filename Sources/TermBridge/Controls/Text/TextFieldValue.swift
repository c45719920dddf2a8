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
    self.init(
      title, text: Binding.parsing(value, format: { format.format($0) }, parse: { try? format.parseStrategy.parse($0) }),
      prompt: prompt)
  }

  /// A field editing an optional `value` through `format`, like SwiftUI's
  /// `init(_:value:format:prompt:)` for optionals: empty text is nil.
  public init<F: ParseableFormatStyle>(
    _ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title,
      text: Binding.parsing(
        value, format: { $0.map { format.format($0) } ?? "" },
        parse: { $0.isEmpty ? .some(nil) : (try? format.parseStrategy.parse($0)).map { .some($0) } }),
      prompt: prompt)
  }
}

extension Binding where Value == String {
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
