import TermBridgeCore

/// A folder of the gallery's outline.
struct GalleryFolder: Identifiable, Hashable {
  let name: String
  var children: [GalleryFolder]?

  var id: String { name }

  static let tree = [
    GalleryFolder(
      name: "Sources",
      children: [
        GalleryFolder(name: "Gallery", children: [GalleryFolder(name: "List.swift")]),
        GalleryFolder(name: "main.swift"),
      ]),
    GalleryFolder(name: "Tests", children: [GalleryFolder(name: "Snapshots")]),
    GalleryFolder(name: "README.md"),
  ]
}

/// A planet: a row of the gallery's table.
struct GalleryPlanet: Identifiable, Hashable {
  let id: Int
  let name: String
  let moons: Int
  let kind: String

  static let all = [
    GalleryPlanet(id: 1, name: "Mercury", moons: 0, kind: "rock"),
    GalleryPlanet(id: 2, name: "Venus", moons: 0, kind: "rock"),
    GalleryPlanet(id: 3, name: "Earth", moons: 1, kind: "rock"),
    GalleryPlanet(id: 4, name: "Mars", moons: 2, kind: "rock"),
    GalleryPlanet(id: 5, name: "Jupiter", moons: 95, kind: "gas"),
    GalleryPlanet(id: 6, name: "Saturn", moons: 146, kind: "gas"),
  ]
}

/// A `List` in sections with a selection (longer than it is tall: its
/// section headers stay on its first line while their rows scroll), a
/// tree of `OutlineGroup` rows and a sortable `Table`.
struct ListsGallery: View {
  @State private var fruit: String? = "Banana"
  @State private var folder: String?
  @State private var planets = GalleryPlanet.all.sorted(using: KeyPathComparator(\GalleryPlanet.name))
  @State private var planet: Int? = 3
  @State private var order = [KeyPathComparator(\GalleryPlanet.name)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        List(selection: $fruit) {
          Section("Fruit") {
            ForEach(["Apple", "Banana", "Cherry", "Grape", "Mango", "Pear"], id: \.self) { Text($0).tag($0) }
          }
          Section("Vegetables") {
            ForEach(["Carrot", "Leek", "Onion", "Pea"], id: \.self) { Text($0).tag($0) }
          }
        }
        List(selection: $folder) {
          OutlineGroup(GalleryFolder.tree, children: \.children) { folder in
            Text(folder.name)
          }
        }
      }
      .frame(height: 8)
      Table(planets, selection: $planet, sortOrder: $order) {
        TableColumn("Planet", value: \.name)
        TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }.width(8)
        TableColumn("Kind", value: \.kind).width(6)
      }
      .onChange(of: order) { _, order in planets.sort(using: order) }
      .frame(height: 8)
      Text("Fruit: \(fruit ?? "none") · folder: \(folder ?? "none") · planet: \(planetName)")
        .foregroundStyle(.secondary)
    }
  }

  private var planetName: String { planets.first { $0.id == planet }?.name ?? "none" }
}
