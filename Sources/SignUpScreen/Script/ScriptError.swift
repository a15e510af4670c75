import SignUp
import SignUpProgram
import TerminalUI

/// Why a script cannot be played.
enum ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Some lines are not valid actions; every one is listed (the first ``shownProblemLimit`` in messages), and
  /// nothing was run.
  case invalidLines(source: String, problems: [ScriptProblem])
  /// The script could not be read.
  case unreadable(source: String, reason: ScriptReadFailure)
  /// The script is larger than `ScriptLimits.maximumBytes` (`/dev/zero`, an endless `yes`): reading stopped there.
  case tooLarge(source: String)
  /// The script is not UTF-8 text; `line` is the first line with a byte sequence that is not UTF-8.
  case notText(source: String, line: Int)
  /// The script has no action: it is empty, or only blank and comment lines.
  case noActions(source: String)

  /// The most problems a message lists; the rest are counted.
  static let shownProblemLimit = 20

  /// The English message (see ``message(in:)``).
  var description: String { message(in: .english) }

  /// One line per problem, each naming the source (escaped: no control character reaches the terminal) and the
  /// line; at most ``shownProblemLimit`` problems, then how many more there are. Starts with `signup: `.
  /// - Parameter language: The language of the message.
  /// - Returns: The message, without a final newline.
  func message(in language: Language) -> String {
    let korean = language == .korean
    switch self {
    case .invalidLines(let source, let problems):
      let name = EchoedText.shown(source)
      let count =
        korean
        ? "잘못된 줄 \(problems.count)개"
        : problems.count == 1 ? "1 bad line" : "\(problems.count) bad lines"
      let header =
        korean ? "signup: 스크립트 \(name): \(count), 아무것도 실행하지 않았습니다" : "signup: script \(name): \(count), nothing was run"
      var lines = [header] + problems.prefix(Self.shownProblemLimit).map { "  \(name): \($0.message(in: language))" }
      let hidden = problems.count - Self.shownProblemLimit
      if hidden > 0 {
        lines.append(korean ? "  … 그리고 잘못된 줄 \(hidden)개 더" : "  … and \(hidden) more bad line\(hidden == 1 ? "" : "s")")
      }
      return lines.joined(separator: "\n")
    case .unreadable(let source, let reason):
      let name = EchoedText.shown(source)
      let why = reason.text(in: language)
      return korean ? "signup: 스크립트를 읽을 수 없습니다: \(name): \(why)" : "signup: cannot read script \(name): \(why)"
    case .tooLarge(let source):
      let name = EchoedText.shown(source)
      let limit = ScriptLimits.maximumSizeText
      return korean
        ? "signup: 스크립트 파일 \(name)의 크기가 제한(\(limit))을 넘어 읽기를 멈췄습니다. 아무것도 실행하지 않았습니다"
        : "signup: script \(name) is larger than \(limit); reading stopped there and nothing was run"
    case .notText(let source, let line):
      let name = EchoedText.shown(source)
      return korean
        ? "signup: 스크립트 파일 \(name)의 내용이 UTF-8 텍스트가 아닙니다 (처음 잘못된 곳: \(line)번째 줄)"
        : "signup: script \(name) is not UTF-8 text (first bad byte on line \(line))"
    case .noActions(let source):
      let name = EchoedText.shown(source)
      return korean
        ? "signup: 스크립트 \(name)에 동작이 없습니다 (빈 줄과 # 주석뿐입니다)"
        : "signup: script \(name) has no actions (only blank lines and # comments)"
    }
  }
}
