/// One value for each of the three text fields, such as their editing models or their states.
///
/// ```swift
/// var texts = TextFieldValues(repeating: "")
/// texts[.email] = "a@b.co"
/// ```
struct TextFieldValues<Value> {
  /// The nickname field's value.
  var nickname: Value
  /// The email field's value.
  var email: Value
  /// The birth date field's value.
  var birthDate: Value

  /// Makes the values from one per field.
  init(nickname: Value, email: Value, birthDate: Value) {
    self.nickname = nickname
    self.email = email
    self.birthDate = birthDate
  }

  /// Makes the values with the same value for every field.
  init(repeating value: Value) {
    self.init(nickname: value, email: value, birthDate: value)
  }

  /// Makes the values by calling `make` for each field.
  init(_ make: (TextFieldKind) -> Value) {
    self.init(nickname: make(.nickname), email: make(.email), birthDate: make(.birthDate))
  }

  /// The value of one field.
  subscript(kind: TextFieldKind) -> Value {
    get {
      switch kind {
      case .nickname: return nickname
      case .email: return email
      case .birthDate: return birthDate
      }
    }
    set {
      switch kind {
      case .nickname: nickname = newValue
      case .email: email = newValue
      case .birthDate: birthDate = newValue
      }
    }
  }
}

extension TextFieldValues: Equatable where Value: Equatable {}
extension TextFieldValues: Hashable where Value: Hashable {}
extension TextFieldValues: Sendable where Value: Sendable {}
