import Foundation
import SignUp
import SignUpProgram
import XCTest

/// One outcome type, delivered once for both programs: what goes where, and the exit status.
final class OutcomeTests: XCTestCase {
  /// Delivers `outcome` with standard output and standard error going to temporary files.
  private func deliver(
    _ outcome: SignUpOutcome, face: ProgramFace = .window, language: Language = .english, output: StandardStream? = nil
  ) throws -> (ExitStatus, String, String) {
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("outcome-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent("outcome-\(UUID().uuidString)")
    XCTAssertTrue(FileManager.default.createFile(atPath: outURL.path, contents: nil))
    XCTAssertTrue(FileManager.default.createFile(atPath: errURL.path, contents: nil))
    let out = open(outURL.path, O_WRONLY)
    let err = open(errURL.path, O_WRONLY)
    defer {
      close(out)
      close(err)
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let status = outcome.deliver(
      face: face, language: language, output: output ?? .descriptor(out), errors: .descriptor(err))
    return (
      status, (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    )
  }

  func testASignUpWritesTheJSONAndExitsZero() throws {
    let form = SignUpForm(nickname: "새싹", email: "sprout@example.com", birthDate: "2000-01-31", gender: .female)
    let today = try CalendarDay(isoText: "2025-06-01")
    let request = try SignUpRequest(form: form, today: today)
    let account = Account(id: 7, request: request, createdAt: Date(timeIntervalSince1970: 1_764_815_779.125))
    let (status, output, errors) = try deliver(.signedUp(account))
    XCTAssertEqual(status, .success)
    XCTAssertEqual(
      output,
      #"{"birth":"2000-01-31","createdAt":"2025-12-04T02:36:19.125Z","email":"sprout@example.com","gender":0,"#
        + #""id":7,"nick":"새싹"}"# + "\n")
    XCTAssertEqual(errors, "")
  }

  func testAClosedStandardOutputIsExitThreeAndSaysTheResultWasNotDelivered() throws {
    let form = SignUpForm(nickname: "a", email: "a@b.co", birthDate: "2000-01-31")
    let request = try SignUpRequest(form: form, today: try CalendarDay(isoText: "2025-06-01"))
    let (status, _, errors) = try deliver(
      .signedUp(Account(id: 1, request: request, createdAt: Date())), output: .closed)
    XCTAssertEqual(status, .outputFailed)
    XCTAssertEqual(
      errors,
      "signup-gtk: the account (id 1) was created, but standard output cannot be written (Bad file descriptor); "
        + "do not sign up again.\n")
  }

  func testEveryOtherOutcomeHasItsStatusAndItsNote() throws {
    XCTAssertEqual(try deliver(.cancelled).0, .notSignedUp)
    XCTAssertEqual(try deliver(.cancelled, language: .korean).2, "signup-gtk: 취소했습니다 (cancelled).\n")
    XCTAssertEqual(try deliver(.cancelled, face: .terminal).2, "signup: cancelled.\n")
    XCTAssertEqual(try deliver(.notSignedUp(lastRejection: nil)).0, .notSignedUp)
    XCTAssertEqual(try deliver(.cannotRun(message: "signup-gtk: no display")).0, .cannotRun)
    XCTAssertEqual(try deliver(.cannotRun(message: "signup-gtk: no display")).2, "signup-gtk: no display\n")
    XCTAssertEqual(try deliver(.outputFailed(OutputError(code: EPIPE))).0, .outputFailed)
    XCTAssertEqual(ExitStatus.allCases.map(\.rawValue), [0, 1, 2, 3])
  }

  func testTheLaunchAnswersHelpAndVersionAndRefusesToRunWithoutStandardOutput() {
    let launch = ProgramLaunch(face: .window, output: .closed, errors: .closed)
    XCTAssertEqual(launch.start(arguments: ["--lang", "ko"], environment: [:]), .finished(.outputFailed))
    XCTAssertEqual(launch.start(arguments: ["--help"], environment: [:]), .finished(.outputFailed))
    XCTAssertEqual(launch.start(arguments: ["--bogus"], environment: [:]), .finished(.cannotRun))
    let open = ProgramLaunch(face: .window, output: .descriptor(-1), errors: .closed)
    XCTAssertEqual(open.start(arguments: ["--lang", "ko"], environment: [:]), .run(.korean, script: nil))
    XCTAssertEqual(open.start(arguments: ["--version"], environment: [:]), .finished(.outputFailed))
  }
}
