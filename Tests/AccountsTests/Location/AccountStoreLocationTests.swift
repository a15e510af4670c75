import Accounts
import XCTest

/// The default path from the environment.
final class AccountStoreLocationTests: XCTestCase {
  func testDataHomeWins() throws {
    let location = try AccountStoreLocation(environment: ["XDG_DATA_HOME": "/data/", "HOME": "/home/me"])
    XCTAssertEqual(location.path, "/data/sprout/accounts.sqlite")
    XCTAssertEqual(location.folder, "/data/sprout")
  }

  func testHomeWhenDataHomeIsUnsetEmptyOrRelative() throws {
    for dataHome in [nil, "", "relative/data"] {
      var environment = ["HOME": "/home/me"]
      environment["XDG_DATA_HOME"] = dataHome
      XCTAssertEqual(
        try AccountStoreLocation(environment: environment).path, "/home/me/.local/share/sprout/accounts.sqlite")
    }
    XCTAssertEqual(try AccountStoreLocation(environment: ["HOME": "/"]).path, "/.local/share/sprout/accounts.sqlite")
  }

  func testNeitherUsableIsAnError() {
    for environment in [[:], ["HOME": ""], ["HOME": "me", "XDG_DATA_HOME": "data"]] {
      XCTAssertThrowsError(try AccountStoreLocation(environment: environment)) { error in
        XCTAssertEqual(error as? AccountStoreLocationError, .noDataHome)
      }
    }
    XCTAssertEqual(
      AccountStoreLocationError.noDataHome.message(in: .english),
      "No folder for the account store: set HOME or XDG_DATA_HOME to an absolute path.")
  }
}
