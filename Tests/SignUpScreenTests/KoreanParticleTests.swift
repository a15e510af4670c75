import SignUp
import SignUpProgram
import XCTest

@testable import SignUpScreen

/// Korean messages never fall back to a particle pair such as "을(를)": a particle that follows a user's value
/// (a file name, an option) is chosen by no one, so the sentence is phrased with the particle on a fixed word.
final class KoreanParticleTests: XCTestCase {
  private static let fallbacks = ["을(를)", "를(을)", "이(가)", "가(이)", "은(는)", "는(은)", "와(과)", "과(와)", "(으)로"]

  func testNoKoreanMessageHasAParticleFallback() {
    let terminal = TerminalTexts(language: .korean)
    var messages: [String] = [
      terminal.noTerminal(.cannotOpen(path: "/dev/tty", code: 6)),
      terminal.noTerminal(.notATerminal(path: "/dev/null")),
      ScriptError.unreadable(source: "seed.txt", reason: .closed).message(in: .korean),
      ScriptError.tooLarge(source: "seed.txt").message(in: .korean),
      ScriptError.notText(source: "seed.txt", line: 3).message(in: .korean),
      ScriptError.noActions(source: "seed.txt").message(in: .korean),
    ]
    let arguments: [ArgumentError] = [
      .unknownOption("--x"), .missingValue("--lang"), .repeatedOption("--accounts"), .unknownLanguage("fr"),
      .unexpectedArgument("x"), .badServerAddress("x"), .conflictingStores,
    ]
    for face in [ProgramFace.terminal, .window] {
      messages += arguments.map { $0.message(in: .korean, face: face) }
    }
    for message in messages {
      for fallback in Self.fallbacks {
        XCTAssertFalse(message.contains(fallback), message)
      }
    }
  }
}
