/// Something the user should know about a valid field: what is sent differs from what was typed.
///
/// ```swift
/// FieldNote.sentAs("sprout@example.com").message(in: .english)
/// // "Full-width characters are sent as ASCII: sprout@example.com"
/// ```
public enum FieldNote: Hashable, Sendable, LocalizedMessage {
  /// Full-width forms were read as ASCII (`ｓｐｒｏｕｔ＠…`, `２０００－…`): the request holds this text.
  case sentAs(String)
  /// A leading `mailto:` (as a link's address is copied) was taken off: the request holds this address.
  case mailtoRemoved(String)

  /// The note.
  /// - Parameter language: The language of the note.
  /// - Returns: A sentence naming what is sent.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.sentAs(let text), .korean): return "전각 문자는 반각으로 바꿔 보냅니다: \(text)"
    case (.sentAs(let text), .english): return "Full-width characters are sent as ASCII: \(text)"
    case (.mailtoRemoved(let text), .korean): return "앞의 mailto: 부분은 빼고 보냅니다: \(text)"
    case (.mailtoRemoved(let text), .english): return "The leading mailto: is taken off; sent as \(text)"
    }
  }
}
