import SignUp

/// The service's own sentences for what the form's rules do not say (a body that is not the form's JSON), in
/// Korean and English.
///
/// ```swift
/// ServiceMessage.wrongType(field: "gender").message(in: .english)
/// ```
enum ServiceMessage: LocalizedMessage {
  /// A key is missing (gender; the text fields use their rule's `required`).
  case missing(field: String)
  /// A value has the wrong JSON type.
  case wrongType(field: String)
  /// The nickname or email is valid only after trimming or NFC: the service takes it as the faces send it.
  case notAsSent(field: String)
  /// The gender is an integer other than 1, 0 or -1.
  case unknownGender
  /// The body is JSON but not an object.
  case notAnObject

  func message(in language: Language) -> String {
    switch (self, language) {
    case (.missing(let field), .korean): return "'\(field)' 값이 없습니다."
    case (.missing(let field), .english): return "The body has no '\(field)'."
    case (.wrongType(let field), .korean): return "'\(field)' 값의 형식이 맞지 않습니다."
    case (.wrongType(let field), .english): return "'\(field)' has the wrong type."
    case (.notAsSent(let field), .korean): return "'\(field)' 값의 앞뒤 공백을 없애고 NFC로 보내 주세요."
    case (.notAsSent(let field), .english): return "Send '\(field)' trimmed and in Unicode NFC, as the form does."
    case (.unknownGender, .korean): return "성별은 1(남자), 0(여자), -1(선택 안 함) 중 하나여야 합니다."
    case (.unknownGender, .english): return "Gender must be 1 (male), 0 (female) or -1 (not specified)."
    case (.notAnObject, .korean): return "요청 본문은 JSON 객체여야 합니다."
    case (.notAnObject, .english): return "The body must be a JSON object."
    }
  }
}
