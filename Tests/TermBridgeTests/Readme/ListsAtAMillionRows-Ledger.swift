import TermBridge

/// The data source computes rows; nothing is stored per row.
final class LedgerController: TermViewController, TermListViewDataSource, TermListViewDelegate {
  let list = TermListView()
  var activated: Int?

  override func viewDidLoad() {
    list.register(TermListCell.self, forCellReuseIdentifier: "entry")
    list.dataSource = self
    list.delegate = self
    view.addSubview(list)
  }

  override func viewDidLayoutSubviews() { list.frame = view.bounds }

  func numberOfRows(in list: TermListView) -> Int { 1_000_000 }

  func listView(_ list: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = list.dequeueReusableCell(withIdentifier: "entry", for: row)
    var content = cell.defaultContentConfiguration()
    content.text = "Entry \(row + 1)"
    content.secondaryText = "\(row * 7 % 1000) credits"
    cell.contentConfiguration = content
    return cell
  }

  func listView(_ list: TermListView, didActivateRowAt row: Int) { activated = row }
}
