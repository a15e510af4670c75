extension SignUpRequest {
  /// The nickname's canonical key, as ``Nickname/canonicalKey`` gives it: what a store keeps nicknames unique by.
  ///
  /// ```swift
  /// request.nicknameKey  // "sprout" for the nickname "Ｓｐｒｏｕｔ"
  /// ```
  public var nicknameKey: String { nick.canonicalKey }

  /// The email address's canonical key, as ``EmailAddress/canonicalKey`` gives it: what a store keeps addresses
  /// unique by.
  ///
  /// ```swift
  /// request.emailKey  // "sprout@example.com" for "Sprout@Example.com"
  /// ```
  public var emailKey: String { email.canonicalKey }
}
