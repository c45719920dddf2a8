import TermBridge

struct Friend {
  var name: String
  var email: String
}

struct FriendRow: View {
  let friend: Friend

  var body: some View {
    HStack {
      Text(friend.name).bold()
      Spacer()
      Text(friend.email).foregroundStyle(.gray)
    }
  }
}

final class FriendsController: TermViewController, TermListViewDataSource {
  var friends = [Friend(name: "Ada", email: "ada@example.com")]
  let list = TermListView()

  override func viewDidLoad() {
    list.register(TermListCell.self, forCellReuseIdentifier: "friend")
    list.dataSource = self
    view.addSubview(list)
  }

  override func viewDidLayoutSubviews() { list.frame = view.bounds }

  func numberOfRows(in list: TermListView) -> Int { friends.count }

  func listView(_ list: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = list.dequeueReusableCell(withIdentifier: "friend", for: row)
    let friend = friends[row]
    cell.contentConfiguration = TermHostingConfiguration { FriendRow(friend: friend) }
      .margins(.horizontal, 1)
    return cell
  }
}
