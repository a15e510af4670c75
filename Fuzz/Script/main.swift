// libFuzzer target: the `--script` reader, parser and playback. Built by `.ci/fuzz`.
//
// Properties: no crash; an error message never holds a control, escape, bidi or invisible character from the
// script; a script that parses plays through the real screen (binding, view model, drawing) and prints nothing
// unsafe or hidden.
import Accounts
import Foundation
import SignUp
import SignUpProgram
import TerminalUI
import TextSafety

@testable import SignUpScreen

/// One real store for the whole run: nicknames the inputs took stay taken, so refusals are played too.
let store: SQLiteAccountStore? = try? SQLiteAccountStore.open(
  path: NSTemporaryDirectory() + "sprout-fuzz-script-\(ProcessInfo.processInfo.processIdentifier).sqlite")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text: String
  do {
    text = try ScriptReading.text(of: bytes, source: "fuzz")
  } catch {
    precondition(isEscaped(error.description), "unescaped error message")
    return 0
  }
  let steps: [ScriptStep]
  do {
    steps = try ScriptParser.parse(text, source: "fuzz")
  } catch {
    for language in Language.allCases {
      let message = error.message(in: language)
      precondition(isEscaped(message), "unescaped error message")
    }
    return 0
  }
  guard let today = try? CalendarDay(year: 2025, month: 6, day: 15), let store else { return 0 }
  var unsafe = false
  _ = ScriptPlayback.play(
    Array(steps.prefix(40)), language: bytes.count % 2 == 0 ? .korean : .english, today: { today }, store: store,
    checkDelay: .milliseconds(0),
    write: { output in
      if output.unicodeScalars.contains(where: { DisplaySanitizer.isUnsafe($0) && $0 != "\n" }) { unsafe = true }
    }, note: { _ in })
  precondition(!unsafe, "playback printed an unsafe scalar")
  return 0
}

/// Whether every line of a message is already escaped: no control, bidi, separator or out-of-place invisible
/// character, nor a combining mark with nothing to sit on, is left to escape.
func isEscaped(_ message: String) -> Bool {
  message.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy {
    DisplaySanitizer.escaped(String($0)) == String($0)
  }
}
