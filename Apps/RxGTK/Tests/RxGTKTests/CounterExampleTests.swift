import CGtk
import Foundation
import RxCore
import RxGTK
import RxGTKTesting
import XCTest

/// The counter of RxGTK.docc/RxGTK.md: CounterExample.swift is the article's code, compiled and run here.
final class CounterExampleTests: GTKTestCase {
  func testEachClickAddsOneToTheCount() {
    let bag = DisposeBag()
    let counter = makeCounter(disposedBy: bag)
    counter.window.present()
    XCTAssertEqual(counter.count.text, "Clicked 0 times")
    counter.add.emit("clicked")
    GTKTestDisplay.drain()
    XCTAssertEqual(counter.count.text, "Clicked 1 times")
    counter.add.emit("clicked")
    counter.add.emit("clicked")
    GTKTestDisplay.drain()
    XCTAssertEqual(counter.count.text, "Clicked 3 times")
    counter.window.destroy()
  }

  func testRunningTheCounterEndsWhenItsWindowIsClosed() {
    // GLib's loop runs what is queued on the main queue once it runs: this closes the counter's window then.
    DispatchQueue.main.async {
      let toplevels = gtk_window_list_toplevels()
      defer { g_list_free(toplevels) }
      var node = toplevels
      while let current = node {
        let window = current.pointee.data.assumingMemoryBound(to: GtkWindow.self)
        if let title = gtk_window_get_title(window), String(cString: title) == "Counter" { gtk_window_close(window) }
        node = current.pointee.next
      }
    }
    XCTAssertEqual(runCounter(), 0, "the loop ends when the window is closed")
  }

  func testTheArticleShowsTheCodeAsItIs() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let code = try String(contentsOf: tests.appendingPathComponent("CounterExample.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: tests.appendingPathComponent("../../Sources/RxGTK/RxGTK.docc/RxGTK.md").standardized,
      encoding: .utf8)
    XCTAssertTrue(article.contains("```swift\n" + code + "```\n"), "RxGTK.md's counter is not CounterExample.swift")
  }
}
