import Testing

@testable import TermBridge
@testable import TermBridgeTerminal

extension TerminalSuites {
  /// What the screen sends a terminal for common changes: no byte more than
  /// the change needs.
  @MainActor
  @Suite struct OutputBytesTests {
    struct Rows: View {
      let first: Int
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(first..<(first + 8), id: \.self) { row in
            HStack(spacing: 1) {
              Text("row \(row)")
              Text("tag").foregroundColor(.gray)
            }
          }
        }
      }
    }

    /// Default colours are their own pair, so going from a coloured cell
    /// back to plain text is one colour change (`ESC[39m`), not a colour
    /// change and a full attribute reset (`ESC(B ESC[m`) on every row.
    @Test func plainTextAfterAColourIsOneColourChange() throws {
      try TermScreen.withHeadless(width: 30, height: 10) { screen in
        let app = TermApplication(screen: screen)
        let window = TermWindow()
        let host = TermHostingView(rootView: Rows(first: 0))
        window.addSubview(host)
        window.makeKeyAndVisible(in: app)
        host.frame = window.bounds
        app.render()
        let offset = screen.bytesWritten
        host.rootView = Rows(first: 10)
        app.render()
        let sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(sent.contains("17 "))
        let resets = sent.components(separatedBy: "\u{1B}(B\u{1B}[m").count - 1
        #expect(resets <= 1, "one reset at most, at the end of the frame: \(sent.debugDescription)")
        #expect(sent.components(separatedBy: "\u{1B}[39m").count - 1 >= 7)
      }
    }
  }
}
