import CGtk
import Foundation
import RxGTK
import XCTest

final class MainLoopSignalTests: GTKTestCase {
  func testEachSignalRunsTheHandlerOnTheLoopAndDisposingReleasesIt() {
    var received = 0
    var token: Token? = Token()
    weak let watched = token
    let watch = MainLoop.handleSignal(SIGUSR1) { [token] in
      withExtendedLifetime(token) { received += 1 }
    }
    token = nil
    raise(SIGUSR1)
    XCTAssertTrue(GTKTestDisplay.spin(seconds: 5) { received == 1 }, "the handler ran on the loop, not killed us")
    raise(SIGUSR1)
    XCTAssertTrue(GTKTestDisplay.spin(seconds: 5) { received == 2 })
    XCTAssertNotNil(watched, "the source holds the handler")
    watch.dispose()
    XCTAssertNil(watched, "disposing removes the source and releases the handler")
    watch.dispose()
  }
}
