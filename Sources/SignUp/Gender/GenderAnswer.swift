/// The user's optional gender answer in the server's integer encoding: male `1`, female `0`, none `-1`.
///
/// Encodes as a single JSON integer and decodes only from `1`, `0` or `-1`.
///
/// ```swift
/// GenderAnswer(nil).wireCode               // -1
/// try GenderAnswer(wireCode: 1).gender     // .male
/// try GenderAnswer(wireCode: 7)            // throws GenderCodeError.unknownCode(7)
/// ```
public struct GenderAnswer: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The wire code meaning "no answer".
  public static let unansweredWireCode = -1

  /// The chosen gender, or `nil` when the user chose none.
  public let gender: Gender?

  /// Wraps an optional gender.
  ///
  /// - Parameter gender: The chosen gender, or `nil` for none.
  public init(_ gender: Gender?) {
    self.gender = gender
  }

  /// Reads a wire code.
  ///
  /// - Parameter wireCode: `1` (male), `0` (female) or `-1` (none).
  /// - Throws: `GenderCodeError.unknownCode` for any other integer.
  public init(wireCode: Int) throws(GenderCodeError) {
    if wireCode == Self.unansweredWireCode {
      self.init(nil)
      return
    }
    guard let gender = Gender.allCases.first(where: { $0.wireCode == wireCode }) else {
      throw .unknownCode(wireCode)
    }
    self.init(gender)
  }

  /// The integer sent to the server: `1`, `0`, or `-1` for none.
  public var wireCode: Int { gender?.wireCode ?? Self.unansweredWireCode }

  /// A label for the answer, including the "none" answer.
  ///
  /// - Parameter language: The language of the label.
  /// - Returns: The gender's label, or `선택 안 함` / `Not specified` for none.
  public func label(in language: Language) -> String {
    if let gender { return gender.label(in: language) }
    switch language {
    case .korean: return "선택 안 함"
    case .english: return "Not specified"
    }
  }

  /// The English label, for logs and `print`.
  public var description: String { label(in: .english) }

  /// Decodes the answer from a single integer.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` (with a `GenderCodeError` as underlying error) for an integer other
  ///   than `1`, `0` or `-1`; the decoder's own `DecodingError` when the value is not an integer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(Int.self)
    do throws(GenderCodeError) {
      try self.init(wireCode: code)
    } catch {
      let context = DecodingError.Context(
        codingPath: container.codingPath, debugDescription: error.description, underlyingError: error)
      throw DecodingError.dataCorrupted(context)
    }
  }

  /// Encodes the answer as a single integer (`1`, `0` or `-1`).
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's `EncodingError`, if any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wireCode)
  }
}
