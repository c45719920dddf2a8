import TermBridgeCore

/// The declarative panel the hosted mode puts inside the imperative screen:
/// details of the selected item, updated by observation alone.
struct HostedPanel: View {
  let model: DemoModel

  var body: some View {
    VStack(alignment: .leading) {
      Text("Selected (declarative panel)").bold()
      HStack {
        Text(model.selectedTitle)
        Text(model.selectedItem.map(ItemRow.tag) ?? "").foregroundColor(.gray)
      }
      Text("\(model.noteText.split(separator: "\n").count) note lines").foregroundColor(.gray)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .border(.rounded)
  }
}
