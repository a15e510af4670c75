import SignUp

extension SQLiteStatement {
  /// Binds an account's columns, in the order every INSERT of an account lists them: nickname, its key, email, its
  /// key, birth date, gender's wire code, creation time (parameters 1 to 7).
  /// - Parameters:
  ///   - request: The account's request.
  ///   - createdAt: When it is created.
  func bindAccountColumns(of request: SignUpRequest, createdAt: StoredMilliseconds) throws(SQLiteFailure) {
    try bind(request.nick, at: 1)
    try bind(request.nicknameKey, at: 2)
    try bind(request.email, at: 3)
    try bind(request.emailKey, at: 4)
    try bind(request.birth, at: 5)
    try bind(Int64(GenderAnswer(request.gender).wireCode), at: 6)
    try bind(createdAt.value, at: 7)
  }
}
