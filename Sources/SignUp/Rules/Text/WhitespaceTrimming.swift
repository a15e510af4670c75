extension String {
  /// This text without leading and trailing whitespace (spaces, tabs, newlines and other Unicode `White_Space`).
  ///
  /// A character counts as whitespace only when every scalar in it is whitespace, so a combining mark sitting on a
  /// space is kept rather than silently dropped.
  func trimmingWhitespace() -> String {
    let isWhitespace: (Character) -> Bool = { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
    guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
