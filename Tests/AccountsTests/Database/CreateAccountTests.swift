import Accounts
import Foundation
import SignUp
import XCTest

/// `SQLiteAccountDatabase`: creating accounts, refusing taken fields, reading them back.
final class CreateAccountTests: StoreTestCase {
  func testCreatedAccountHasItsRequestIDAndMillisecondTime() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    let request = try makeRequest(nick: "새싹", email: "sprout@example.com", gender: nil)
    let created = try database.createAccount(request, at: testInstant.addingTimeInterval(0.0004))
    guard case .created(let account) = created else { return XCTFail("not created: \(created)") }
    XCTAssertEqual(account.id, 1)
    XCTAssertEqual(account.request, request)
    XCTAssertEqual(account.createdAt, testInstant, "truncated to the millisecond")
    XCTAssertEqual(account.createdAtText, "2026-05-28T20:26:40.125Z")
    XCTAssertEqual(try database.account(nicknamed: nickname("새싹")), account)
    XCTAssertEqual(try database.accountCount(), 1)
  }

  func testAvailabilityBeforeAndAfter() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    XCTAssertEqual(try database.availability(of: nickname("sprout")), .available)
    _ = try database.createAccount(try makeRequest(nick: "sprout", email: "a@b.co"), at: testInstant)
    XCTAssertEqual(try database.availability(of: nickname("sprout")), .taken)
    XCTAssertEqual(try database.availability(of: nickname("sprouts")), .available)
  }

  func testNicknameIsTakenByItsCanonicalKey() throws {
    let decomposed = "\u{1109}\u{1162}\u{110A}\u{1161}\u{11A8}"  // 새싹 as conjoining jamo (NFD)
    let cases: [(stored: String, other: String)] = [
      ("새싹", decomposed), (decomposed, "새싹"), ("Sprout", "sprout"), ("ｓｐｒｏｕｔ", "sprout"), ("sprout", "ＳＰＲＯＵＴ"),
    ]
    for (index, pair) in cases.enumerated() {
      let database = try SQLiteAccountDatabase.open(path: try folder.file("case\(index).sqlite"))
      XCTAssertNotEqual(Array(pair.stored.unicodeScalars), Array(pair.other.unicodeScalars), "typed differently")
      let first = try makeRequest(nick: pair.stored, email: "first@example.com")
      let second = try makeRequest(nick: pair.other, email: "second@example.com")
      XCTAssertEqual(try database.availability(of: nickname(pair.other)), .available)
      guard case .created = try database.createAccount(first, at: testInstant) else { return XCTFail("\(pair)") }
      XCTAssertEqual(try database.availability(of: nickname(pair.other)), .taken, "\(pair)")
      XCTAssertEqual(try database.createAccount(second, at: testInstant), .refused(.nickname(.taken)), "\(pair)")
      XCTAssertEqual(try database.accountCount(), 1)
    }
  }

  func testEmailIsTakenRegardlessOfCase() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    _ = try database.createAccount(try makeRequest(nick: "one", email: "Sprout@Example.com"), at: testInstant)
    let again = try makeRequest(nick: "two", email: "sprout@EXAMPLE.COM")
    XCTAssertEqual(try database.createAccount(again, at: testInstant), .refused(.email(.taken)))
    XCTAssertEqual(try database.availability(of: nickname("two")), .available, "nothing was written")
    XCTAssertEqual(try database.accountCount(), 1)
  }

  func testBothTakenReportsTheNickname() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    let request = try makeRequest(nick: "one", email: "one@example.com")
    _ = try database.createAccount(request, at: testInstant)
    XCTAssertEqual(try database.createAccount(request, at: testInstant), .refused(.nickname(.taken)))
  }

  func testSQLMetacharactersAreStoredAsData() throws {
    let path = try folder.file("accounts.sqlite")
    let texts: [(nick: String, email: String)] = [
      // (An email's part before the @ is a dot-atom: `;`, `"` and `\` are refused by its rule, so the emails
      // carry the SQL metacharacters a dot-atom allows: `'`, `%`, `_`, `?`, `=`, `-`.)
      ("'; DROP --", "'OR'1'='1'--@example.com"),
      ("\"x\" OR 1", "x'--DROP_TABLE_accounts@example.com"),
      ("50%_off", "percent%_under@example.com"),
      ("a'b\\c", "o'brien@example.com"),
      ("?1 ?2 ?", "?1?7@example.com"),
    ]
    do {
      let database = try SQLiteAccountDatabase.open(path: path)
      for text in texts {
        let created = try database.createAccount(try makeRequest(nick: text.nick, email: text.email), at: testInstant)
        guard case .created = created else { return XCTFail("\(text) \(created)") }
      }
    }
    let reopened = try SQLiteAccountDatabase.open(path: path)
    XCTAssertEqual(try reopened.accountCount(), texts.count, "the table is still there")
    for text in texts {
      let account = try reopened.account(nicknamed: nickname(text.nick))
      XCTAssertEqual(account?.request.nick, text.nick)
      XCTAssertEqual(account?.request.email, text.email)
    }
    // A LIKE-style pattern is not a pattern: "50%_off" does not make "50xyoff" taken.
    XCTAssertEqual(try reopened.availability(of: nickname("50xyoff")), .available)
  }

  func testImportCreatesAllInOneGoAndRefusesTakenOnes() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    let requests = try (0..<50).map { try makeRequest(nick: "user\($0)", email: "user\($0)@example.com") }
    let duplicate = try makeRequest(nick: "USER7", email: "other@example.com")
    let creations = try database.importAccounts(requests + [duplicate], at: testInstant)
    XCTAssertEqual(creations.count, 51)
    XCTAssertEqual(creations.last, .refused(.nickname(.taken)))
    XCTAssertEqual(creations.dropLast().filter { if case .created = $0 { true } else { false } }.count, 50)
    XCTAssertEqual(try database.accountCount(), 50)
    if case .created(let account) = creations[49] { XCTAssertEqual(account.id, 50) } else { XCTFail() }
  }
}
