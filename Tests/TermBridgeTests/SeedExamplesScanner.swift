import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// MARK: - The controller the seeds wrap, for a terminal

// Seeds 000 and 002 wrap VisionKit's `VNDocumentCameraViewController`. A
// terminal has no camera and no images, so this is a controller of our own
// with the same shape: a delegate with the same three exits (finished with
// a scan, cancelled, failed), a scan with `pageCount` and `imageOfPage(at:)`,
// and, like VisionKit's, it never dismisses itself: that is the delegate's
// job. A "page" is the text a ``PageCamera`` captures.

/// A captured page: what the terminal has in place of `UIImage`.
struct ScannedPage: Equatable, Sendable {
  let text: String
}

/// The result of a scan, like `VNDocumentCameraScan`.
struct DocumentCameraScan: Sendable {
  let pages: [ScannedPage]
  var pageCount: Int { pages.count }
  func imageOfPage(at index: Int) -> ScannedPage { pages[index] }
}

/// Where pages come from; capturing can fail.
@MainActor
protocol PageCamera {
  func capturePage() throws -> ScannedPage
}

enum CameraError: Error, Equatable {
  case unavailable, jammed
}

/// A terminal has no camera: every capture fails.
struct NoCamera: PageCamera {
  func capturePage() throws -> ScannedPage { throw CameraError.unavailable }
}

/// Gives the pages it was made with, then jams.
@MainActor
final class ScriptedCamera: PageCamera {
  private var pages: [String]
  init(pages: [String]) { self.pages = pages }
  func capturePage() throws -> ScannedPage {
    guard !pages.isEmpty else { throw CameraError.jammed }
    return ScannedPage(text: pages.removeFirst())
  }
}

/// Like `VNDocumentCameraViewControllerDelegate`, and, like it, without
/// actor isolation: a main-actor coordinator adopts it with
/// `@preconcurrency`, as seed 002 explains.
protocol DocumentCameraViewControllerDelegate: AnyObject {
  func documentCameraViewController(
    _ controller: DocumentCameraViewController, didFinishWith scan: DocumentCameraScan)
  func documentCameraViewControllerDidCancel(_ controller: DocumentCameraViewController)
  func documentCameraViewController(
    _ controller: DocumentCameraViewController, didFailWithError error: Error)
}

/// Scans pages: [ Scan ] captures one, [ Save ] finishes with the pages so
/// far, [ Cancel ] or Esc cancels, a failed capture fails the scan.
@MainActor
final class DocumentCameraViewController: TermViewController {
  /// The camera new controllers use (the seeds' controller uses the device's).
  static var camera: any PageCamera = NoCamera()

  weak var delegate: (any DocumentCameraViewControllerDelegate)?
  /// What the controller told its delegate, in order.
  private(set) var reports: [String] = []
  private let camera = DocumentCameraViewController.camera
  private var pages: [ScannedPage] = []
  private let status = TermLabel(text: "No pages yet")

  override init() {
    super.init()
    title = "Scan"
  }

  override var preferredContentSize: Size {
    get { Size(width: 28, height: 3) }
    set {}
  }

  override func viewDidLoad() {
    status.frame = Rect(x: 0, y: 0, width: 28, height: 1)
    view.addSubview(status)
    let buttons = [
      ("Scan", DocumentCameraViewController.scan), ("Save", DocumentCameraViewController.save),
      ("Cancel", DocumentCameraViewController.cancel),
    ]
    var x = 0
    for (title, action) in buttons {
      let button = TermButton(title: title)
      button.addTarget(self, action: action)
      let width = button.intrinsicContentSize?.width ?? 8
      button.frame = Rect(x: x, y: 2, width: width, height: 1)
      x += width + 1
      view.addSubview(button)
    }
  }

  private func scan(_ sender: TermButton) {
    do {
      pages.append(try camera.capturePage())
      status.text = "\(pages.count) page\(pages.count == 1 ? "" : "s") scanned"
    } catch {
      reports.append("failed: \(error)")
      delegate?.documentCameraViewController(self, didFailWithError: error)
    }
  }

  private func save(_ sender: TermButton) {
    reports.append("finished: \(pages.count)")
    delegate?.documentCameraViewController(self, didFinishWith: DocumentCameraScan(pages: pages))
  }

  private func cancel(_ sender: TermButton) { cancelScan() }

  private func cancelScan() {
    reports.append("cancelled")
    delegate?.documentCameraViewControllerDidCancel(self)
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == KeyEvent(.escape) {
      cancelScan()
      return true
    }
    return super.keyDown(event)
  }
}

// MARK: - Seed 000 (and its copy 001), "UIViewControllerRepresentable Protocol" and "Handling Results from Presented Controllers"

// Ported by renaming, with `VN…` → our own controller above (`[UIImage]` →
// `[ScannedPage]`). Beyond that:
// - As the seed writes it, the coordinator (a plain `NSObject` subclass
//   calling `parent.dismiss()`, which is main-actor isolated) does not
//   compile in Swift 6 language mode, with SwiftUI either. It needs
//   `@MainActor` and a `@preconcurrency` conformance, as seed 002 says.
// - No `NSObject` superclass.
// The coordinator keeps its first `parent` (a `let`, never refreshed); its
// binding and `dismiss` still reach the live state and presentation.
struct DocumentScannerView: TermViewControllerRepresentable {
  @Binding var scannedImages: [ScannedPage]
  @Environment(\.dismiss) private var dismiss

  func makeTermViewController(context: Context) -> DocumentCameraViewController {
    let scanner = DocumentCameraViewController()
    scanner.delegate = context.coordinator
    return scanner
  }

  func updateTermViewController(_ termViewController: DocumentCameraViewController, context: Context) {
    // Usually empty for modal controllers -- nothing to push from declarative state.
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }
}

extension DocumentScannerView {
  @MainActor
  final class Coordinator: @preconcurrency DocumentCameraViewControllerDelegate {
    let parent: DocumentScannerView

    init(_ parent: DocumentScannerView) { self.parent = parent }

    func documentCameraViewController(
      _ controller: DocumentCameraViewController,
      didFinishWith scan: DocumentCameraScan
    ) {
      parent.scannedImages = (0..<scan.pageCount).map { scan.imageOfPage(at: $0) }
      parent.dismiss()
    }

    func documentCameraViewControllerDidCancel(_ controller: DocumentCameraViewController) {
      parent.dismiss()
    }

    func documentCameraViewController(
      _ controller: DocumentCameraViewController,
      didFailWithError error: Error
    ) {
      parent.dismiss()
    }
  }
}

// MARK: - Seed 002, "2. UIViewControllerRepresentable" and "Returning results from a presented controller"

// Ported by renaming, with `VN…` → our own controller above (`[UIImage]` →
// `[ScannedPage]`). Beyond that: no `NSObject` superclass. The
// `@preconcurrency` conformance is needed for the same reason as in the
// seed: the delegate protocol, like VisionKit's, has no actor isolation.
struct PageScannerView: TermViewControllerRepresentable {
  @Environment(\.dismiss) var close
  @Binding var pages: [ScannedPage]

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermViewController(context: Context) -> DocumentCameraViewController {
    let camera = DocumentCameraViewController()
    camera.delegate = context.coordinator
    return camera
  }

  func updateTermViewController(
    _ camera: DocumentCameraViewController,
    context: Context
  ) {
    context.coordinator.parent = self
  }
}

extension PageScannerView {
  @MainActor
  final class Coordinator: @preconcurrency DocumentCameraViewControllerDelegate {
    init(parent: PageScannerView) { self.parent = parent }
    var parent: PageScannerView

    func documentCameraViewController(
      _ camera: DocumentCameraViewController,
      didFinishWith result: DocumentCameraScan
    ) {
      parent.pages = (0..<result.pageCount).map { index in result.imageOfPage(at: index) }
      parent.close()
    }

    func documentCameraViewControllerDidCancel(_ camera: DocumentCameraViewController) {
      parent.close()
    }

    func documentCameraViewController(
      _ camera: DocumentCameraViewController,
      didFailWithError failure: Error
    ) {
      parent.close()
    }
  }
}

// MARK: - A screen presenting them in a sheet

enum SeedScanner: String, CaseIterable, Sendable {
  case documentScannerView, pageScannerView
}

@MainActor
final class ScanProbe {
  var isPresented: Binding<Bool>?
  var pages: Binding<[ScannedPage]>?
  var dismissals = 0
}

struct ScanScreen: View {
  let kind: SeedScanner
  let probe: ScanProbe
  @State var pages: [ScannedPage] = []
  @State var scanning = false

  var body: some View {
    probe.isPresented = $scanning
    probe.pages = $pages
    return VStack(alignment: .leading) {
      Text("Pages: \(pages.map(\.text).joined(separator: ", "))")
      Button("Scan documents") { scanning = true }
    }
    .sheet(isPresented: $scanning, onDismiss: { [probe] in probe.dismissals += 1 }) {
      switch kind {
      case .documentScannerView: DocumentScannerView(scannedImages: $pages)
      case .pageScannerView: PageScannerView(pages: $pages)
      }
    }
  }
}

/// The first controller of type `T` among `controller` and its children.
@MainActor
func findController<T: TermViewController>(_ type: T.Type, in controller: TermViewController?) -> T? {
  guard let controller else { return nil }
  if let match = controller as? T { return match }
  for child in controller.children {
    if let match = findController(type, in: child) { return match }
  }
  return nil
}

// MARK: - Tests

/// One way out of the scanner: the keys that take it and what it reports.
struct ScanExit: CustomTestStringConvertible, Sendable {
  let name: String
  let cameraPages: [String]
  let keys: [KeyEvent]
  let report: String
  let pages: [String]
  var testDescription: String { name }

  static let scanTab = KeyEvent(.tab)
  static let enter = KeyEvent(.enter)
  static let all = [
    // Scan twice, then Save.
    ScanExit(
      name: "done", cameraPages: ["one", "two"], keys: [enter, enter, scanTab, enter],
      report: "finished: 2", pages: ["one", "two"]),
    // Tab to Cancel.
    ScanExit(
      name: "cancel", cameraPages: ["one"], keys: [enter, scanTab, scanTab, enter], report: "cancelled",
      pages: []),
    ScanExit(name: "escape", cameraPages: [], keys: [KeyEvent(.escape)], report: "cancelled", pages: []),
    // The second capture jams: the pages scanned so far are dropped.
    ScanExit(
      name: "error", cameraPages: ["one"], keys: [enter, enter], report: "failed: jammed", pages: []),
  ]
}

@MainActor
@Suite struct SeedScannerTests {
  @Test(arguments: SeedScanner.allCases, ScanExit.all)
  func thePresentedScannerDismissesOnEveryPath(kind: SeedScanner, exit: ScanExit) throws {
    DocumentCameraViewController.camera = ScriptedCamera(pages: exit.cameraPages)
    defer { DocumentCameraViewController.camera = NoCamera() }
    let probe = ScanProbe()
    weak var presented: DocumentCameraViewController?
    try withHostedView(ScanScreen(kind: kind, probe: probe), width: 36, height: 9) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])  // "Scan documents"
      #expect(app.windows.count == 2)
      let scanner = try #require(
        findController(DocumentCameraViewController.self, in: app.keyWindow?.rootViewController))
      presented = scanner
      #expect(scanner.delegate != nil)
      #expect(scanner.isVisible)
      #expect(screen.rows().contains { $0.contains("No pages yet") })
      if kind == .documentScannerView && exit.name == "done" {
        expectSnapshot(screen, named: "seed-scanner-sheet")
      }

      app.handle(exit.keys.map { .key($0) })
      #expect(scanner.reports == [exit.report])
      // Dismissed: the binding is false, the sheet's window is gone, and
      // the controller has left the screen.
      #expect(probe.isPresented?.wrappedValue == false)
      #expect(probe.dismissals == 1)
      #expect(app.windows.count == 1)
      #expect(!scanner.isVisible)
      #expect(scanner.parent == nil)
      #expect(probe.pages?.wrappedValue.map(\.text) == exit.pages)
      #expect(screen.rows().contains { $0.contains("Pages: \(exit.pages.joined(separator: ", "))  ") })
      #expect(!screen.rows().contains { $0.contains("Cancel") })
    }
    // Nothing keeps the dismissed controller (or its coordinator) alive.
    #expect(presented == nil)
  }

  @Test(arguments: SeedScanner.allCases)
  func theScannerCanBePresentedAgainAfterEachExit(kind: SeedScanner) throws {
    DocumentCameraViewController.camera = ScriptedCamera(pages: ["a", "b"])
    defer { DocumentCameraViewController.camera = NoCamera() }
    let probe = ScanProbe()
    try withHostedView(ScanScreen(kind: kind, probe: probe), width: 36, height: 9) { app, _, screen in
      // The sheet is presented when the screen updates, after the batch
      // of input that set `scanning`: keys of the same batch go to the
      // main screen. So each step is a batch of its own.
      app.handle([.key(KeyEvent(.enter))])
      app.handle([.key(KeyEvent(.escape))])
      #expect(app.windows.count == 1)
      // The focus is back on the main screen's button: present again.
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.count == 2)
      app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
      #expect(app.windows.count == 1)
      #expect(probe.pages?.wrappedValue == [ScannedPage(text: "a")])
      #expect(screen.rows().contains { $0.contains("Pages: a  ") })
      #expect(probe.dismissals == 2)
    }
  }
}
