import Foundation

extension SignUpRequest {
  /// A JSON encoder set up for the sign-up body: sorted keys, compact, slashes not escaped.
  ///
  /// - Returns: A new encoder.
  public static func makeJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The request as JSON, for example `{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"새싹"}`.
  ///
  /// - Returns: Compact UTF-8 JSON with sorted keys.
  /// - Throws: `EncodingError` if the encoder fails (it does not for these string and integer fields).
  public func jsonData() throws(EncodingError) -> Data {
    try Self.encodedJSON(self)
  }

  /// A value as the sign-up's JSON (``makeJSONEncoder()``), any encoder failure as an `EncodingError`.
  static func encodedJSON(_ value: some Encodable) throws(EncodingError) -> Data {
    do {
      return try makeJSONEncoder().encode(value)
    } catch let error as EncodingError {
      throw error
    } catch {
      let context = EncodingError.Context(
        codingPath: [], debugDescription: "JSON encoding failed: \(error)", underlyingError: error)
      throw EncodingError.invalidValue(value, context)
    }
  }
}
