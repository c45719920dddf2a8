import TermBridge

final class ItemsController: TermViewController, TermListViewDataSource {
  let items = (1...1_000_000).map { "Item \($0)" }
  let list = TermListView()

  override func viewDidLoad() {
    list.register(TermListCell.self, forCellReuseIdentifier: "row")
    list.dataSource = self
    view.addSubview(list)
  }

  override func viewDidLayoutSubviews() { list.frame = view.bounds }

  func numberOfRows(in list: TermListView) -> Int { items.count }

  func listView(_ list: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = list.dequeueReusableCell(withIdentifier: "row", for: row)
    let item = items[row]
    cell.contentConfiguration = TermHostingConfiguration { Text(item).bold() }
    return cell
  }
}
