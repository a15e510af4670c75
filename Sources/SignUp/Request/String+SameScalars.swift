extension String {
  /// Whether `other` is the same sequence of Unicode scalars, not only canonically equivalent as `==` says.
  ///
  /// ```swift
  /// "o\u{308}" == "ö"  // true: canonically equivalent
  /// "o\u{308}".hasSameScalars(as: "ö")  // false: NFD is not NFC
  /// ```
  func hasSameScalars(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}
