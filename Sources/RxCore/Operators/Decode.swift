import Foundation

extension ObservableType where Element == Data {
  /// Decodes each `Data` element as `type` with `decoder`.
  ///
  /// ```swift
  /// response.decode(type: User.self, decoder: JSONDecoder())
  /// ```
  /// A decoding error is sent as `.error` and ends the subscription.
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: `JSONDecoder`, `PropertyListDecoder`, or any other ``DataDecoder``.
  /// - Returns: The decoded values.
  public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
    map { try decoder.decode(type, from: $0) }
  }
}

/// Something that decodes a `Decodable` value from `Data`, for `decode(type:decoder:)`.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`.
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The encoded value.
  /// - Returns: The decoded value.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
