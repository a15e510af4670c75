/// Something the user should know about a valid field: what is sent differs from what was typed.
///
/// ```swift
/// FieldNote.sentAs("sprout@example.com").message(in: .english)
/// // "Full-width characters are sent as ASCII: sprout@example.com"
/// ```
public enum FieldNote: Hashable, Sendable, LocalizedMessage {
  /// Full-width forms were read as ASCII (`ｓｐｒｏｕｔ＠…`, `２０００－…`): the request holds this text.
  case sentAs(String)

  /// The note.
  /// - Parameter language: The language of the note.
  /// - Returns: A sentence naming what is sent.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.sentAs(let text), .korean): return "전각 문자는 반각으로 바꿔 보냅니다: \(text)"
    case (.sentAs(let text), .english): return "Full-width characters are sent as ASCII: \(text)"
    }
  }
}
