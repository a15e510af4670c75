import Foundation
import SignUp

/// One sign-up for ``SQLiteServiceConnection``: the checked request, its nickname's confusable skeleton (with the
/// ICU version that computed it), its idempotency key if it came with one, and its time.
public struct ServiceSignUp: Sendable {
  /// The checked request.
  public let request: SignUpRequest
  /// Its nickname's confusable skeleton.
  public let skeleton: String
  /// The ICU version that computed the skeleton.
  public let icuVersion: String
  /// The `Idempotency-Key` and the canonical request JSON, if the request had a key.
  public let idempotency: (key: String, request: String)?
  /// When the account is created.
  public let date: Date

  /// Makes a sign-up.
  public init(
    request: SignUpRequest, skeleton: String, icuVersion: String, idempotency: (key: String, request: String)?,
    date: Date
  ) {
    self.request = request
    self.skeleton = skeleton
    self.icuVersion = icuVersion
    self.idempotency = idempotency
    self.date = date
  }
}
