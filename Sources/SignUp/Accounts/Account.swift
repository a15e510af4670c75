import Foundation

/// An account the store created: the request it was made from, its id and when it was created.
///
/// ```swift
/// String(decoding: try account.jsonData(), as: UTF8.self)
/// // {"birth":"2000-01-31","createdAt":"2026-12-04T02:36:19.123Z","email":"a@b.co","gender":1,"id":1,"nick":"새싹"}
/// ```
public struct Account: Hashable, Sendable {
  /// The store's id for the account.
  public let id: Int64
  /// What was signed up.
  public let request: SignUpRequest
  /// When the store created it, to the millisecond.
  public let createdAt: Date

  /// Makes an account.
  /// - Parameters:
  ///   - id: The store's id.
  ///   - request: The request it was made from.
  ///   - createdAt: When it was created.
  public init(id: Int64, request: SignUpRequest, createdAt: Date) {
    self.id = id
    self.request = request
    self.createdAt = createdAt
  }

  /// `createdAt` as ISO 8601 in UTC with milliseconds, for example `2026-12-04T02:36:19.123Z`.
  public var createdAtText: String {
    let format = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
    return createdAt.formatted(format)
  }

  /// The account as one line of JSON: the request's keys (`nick`, `email`, `birth`, `gender`) plus `id` and
  /// `createdAt`, keys sorted.
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: `EncodingError` if the encoder fails (it does not for these fields).
  public func jsonData() throws(EncodingError) -> Data {
    try SignUpRequest.encodedJSON(AccountJSON(account: self))
  }
}

/// The account's JSON shape: the request's keys and the store's.
private struct AccountJSON: Encodable {
  let account: Account

  private enum CodingKeys: String, CodingKey {
    case id, createdAt
  }

  func encode(to encoder: any Encoder) throws {
    try account.request.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(account.id, forKey: .id)
    try container.encode(account.createdAtText, forKey: .createdAt)
  }
}
