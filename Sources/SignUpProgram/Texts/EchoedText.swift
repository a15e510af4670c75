import TextSafety

/// How both programs quote what a person gave them (an argument, a file name, a script's line, `TERM`) in a
/// message: one rule for every echoed value. At most ``limit`` characters are kept, then `…`, so a
/// 100,000-character path does not flood standard error; the kept part is escaped (`\e]2;…`, `\u{202E}`), so no
/// control, bidi or invisible character reaches the terminal.
///
/// ```swift
/// EchoedText.shown(String(repeating: "a", count: 100_000))  // 80 "a" and "…"
/// EchoedText.shown("\u{1B}]2;x\u{7}")                       // "\\e]2;x\\a"
/// ```
public enum EchoedText {
  /// The most characters of an echoed value that are shown.
  public static let limit = 80

  /// The value as a message quotes it: cut after ``limit`` characters, then escaped.
  /// - Parameter value: What the person gave.
  public static func shown(_ value: some StringProtocol) -> String {
    let kept = value.prefix(limit + 1)
    guard kept.count > limit else { return DisplaySanitizer.escaped(String(kept)) }
    return DisplaySanitizer.escaped(String(kept.prefix(limit))) + "…"
  }
}
