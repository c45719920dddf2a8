import TermBridge

enum ImperativeTodo {
  @MainActor static func main() {
    TermApplication.run { application in
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: TodoScreen())
      window.makeKeyAndVisible(in: application)
    }
  }
}
