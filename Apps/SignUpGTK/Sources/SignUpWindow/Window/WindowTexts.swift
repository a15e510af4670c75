import SignUp
import SignUpProgram

/// What only the window says, in one language; the form's words are SignUpProgram's `FormTexts`, the program's
/// `ProgramTexts`.
struct WindowTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  /// There is no display to open the window on.
  var noDisplay: String {
    switch language {
    case .korean:
      return "signup-gtk: 창을 열 디스플레이가 없습니다 (DISPLAY나 WAYLAND_DISPLAY가 있나요?). 터미널에서는 signup을 쓰세요."
    case .english:
      return "signup-gtk: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?); in a terminal, use signup."
    }
  }

  /// No installed font has Hangul: Korean text shows as boxes.
  var noHangulFont: String {
    switch language {
    case .korean:
      return "signup-gtk: 한글을 표시할 글꼴이 없어 한글이 네모로 보입니다. 한글 글꼴을 설치하세요 (예: apt-get install fonts-nanum)."
    case .english:
      return
        "signup-gtk: no installed font can show Hangul, so Korean text shows as boxes; install a Korean font (for example apt-get install fonts-nanum)."
    }
  }

  /// The line the window shows about the missing font: in English and ASCII, which every font shows.
  static let noHangulFontBanner =
    "No installed font can show Korean (Hangul) text: install one, for example fonts-nanum or fonts-noto-cjk."
}
