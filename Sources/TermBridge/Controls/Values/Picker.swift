import TermBridgeTerminal
import TermBridgeWidgets

/// A control choosing one of several values, like SwiftUI's `Picker`:
/// `Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(Flavor.vanilla) … }`.
/// Each option is a view of the content (tuples and `ForEach` expanded),
/// named by its `.tag` or, without one, by its `ForEach` id; an option
/// whose tag is not a `SelectionValue` cannot be chosen. Its title is the
/// option's text.
///
/// It shows its label, then the options as `.pickerStyle(_:)` says (see
/// ``PickerStyle`` for the terminal forms): beside the label, or below it
/// for `.inline` and `.radioGroup`. Inside a `Menu` its options are shown
/// in place under its label, the chosen one checked.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerLook) private var look

  /// A picker of `content`'s options writing the chosen tag to `selection`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// The label and the options' control: side by side, or the control
  /// under the label for the inline styles.
  public var body: some View {
    // A new style is a new widget.
    let control = PickerControl(look: look, options: pickerOptions, selection: selection).id(look)
    if look == .inline {
      VStack(alignment: .leading, spacing: 0) {
        label
        control
      }
    } else {
      HStack(cellSpacing: 1) {
        label
        control
      }
    }
  }

  /// The options: each view's title and the value it stands for.
  var pickerOptions: [PickerOption<SelectionValue>] {
    pickerItems(of: content).map { item in
      var view = item.view
      while let writer = view as? any ViewTraitWriting { view = writer.traitContent }
      return PickerOption(title: labelParts(of: view).title, value: item.tag?.base as? SelectionValue)
    }
  }
}

/// The views `content` is a list of (as ``viewListItems(of:)`` expands
/// it), each with its tag: its `.tag`, else the id of the `ForEach`
/// element it was made for, else none (a view's place in a tuple is not a
/// tag, as in SwiftUI).
@MainActor
func pickerItems(of content: any View) -> [(view: any View, tag: AnyHashable?)] {
  var items: [(view: any View, tag: AnyHashable?)] = []
  func visit(_ view: any View, elementID: AnyHashable?) {
    if let list = view as? any ViewListExpanding {
      let isForEach = view is any DynamicViewContent
      for child in list.children() { visit(child.view, elementID: isForEach ? child.id : elementID) }
      return
    }
    items.append((view, viewTraits(of: view)[TagTraitKey.self] ?? elementID))
  }
  visit(content, elementID: nil)
  return items
}

extension Picker where Label == Text {
  /// A picker with a text label: `Picker("Flavor", selection: $flavor) { … }`.
  public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// One option of a picker.
struct PickerOption<Value: Hashable> {
  var title: String
  /// What choosing it writes; nil when its tag is not of the selection's type.
  var value: Value?
}

extension Picker: MenuElementConvertible {
  /// A picker in a menu: its options in place under its label, the chosen one checked.
  package func menuElements(environment: EnvironmentValues) -> [TermMenuElement] {
    let binding = selection
    let current = selection.wrappedValue
    let actions = pickerOptions.map { option in
      TermAction(
        title: option.title, attributes: option.value == nil || !environment.isEnabled ? .disabled : [],
        state: option.value == current ? .on : .off
      ) { _ in
        if let value = option.value { binding.wrappedValue = value }
      }
    }
    return [TermMenu(title: labelParts(of: label).title, options: .displayInline, children: actions)]
  }
}

/// The options of a picker in its style's kit widget: a
/// ``TermMenuButton``, ``TermSegmentedControl``, ``TermRadioGroup`` or
/// ``TermPickerView``.
struct PickerControl<Value: Hashable>: View, WidgetView {
  typealias Body = Never
  let look: PickerLook
  let options: [PickerOption<Value>]
  let selection: Binding<Value>

  func makeWidget(context: Context) -> TermView {
    switch look {
    case .menu: TermMenuButton()
    case .segmented: TermSegmentedControl()
    case .inline: TermRadioGroup()
    case .wheel: TermPickerView()
    }
  }

  func updateWidget(_ widget: TermView, context: Context) {
    let titles = options.map(\.title)
    let current = selection.wrappedValue
    let selected = options.firstIndex { $0.value == current }
    let choose = choice
    let binding = selection
    let options = options
    let chosen = { options.firstIndex { $0.value == binding.wrappedValue } }
    switch widget {
    case let button as TermMenuButton:
      button.title = (selected.map { titles[$0] } ?? "") + " ▾"
      button.changesSelectionAsPrimaryAction = true
      button.menu = TermMenu(
        children: options.indices.map { index in
          TermAction(
            title: titles[index], attributes: options[index].value == nil ? .disabled : [],
            state: index == selected ? .on : .off
          ) { _ in choose(index) }
        })
    case let control as TermSegmentedControl:
      control.segmentTitles = titles
      control.selectedSegmentIndex = selected ?? TermSegmentedControl.noSegment
      // The binding is the truth: a write it refuses leaves the control as it was.
      control.onValueChange = { [weak control] index in
        choose(index)
        control?.selectedSegmentIndex = chosen() ?? TermSegmentedControl.noSegment
      }
    case let group as TermRadioGroup:
      group.titles = titles
      group.selectedIndex = selected
      group.onValueChange = { [weak group] index in
        choose(index)
        group?.selectedIndex = chosen()
      }
    case let wheel as TermPickerView:
      wheel.titles = titles
      wheel.selectedRow = selected
      wheel.onValueChange = { [weak wheel] index in
        choose(index)
        wheel?.selectedRow = chosen()
      }
    default: break
    }
  }

  /// The widget's own size (it does not stretch), narrowed to what is offered.
  func sizeThatFits(_ proposal: ProposedViewSize, widget: TermView, context: Context) -> Size? {
    guard let ideal = widget.intrinsicContentSize else { return nil }
    return Size(width: min(ideal.width, proposal.width ?? ideal.width), height: ideal.height)
  }

  /// Writes option `index`'s value to the selection (an option without one does nothing).
  private var choice: @MainActor (Int) -> Void {
    let binding = selection
    let options = options
    return { index in
      if let value = options[index].value { binding.wrappedValue = value }
    }
  }
}
