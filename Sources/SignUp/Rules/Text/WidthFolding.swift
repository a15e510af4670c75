import Foundation

extension String {
  /// This text with the full-width forms of ASCII (U+FF01–U+FF5E, as a Korean or Japanese IME types them:
  /// `ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ`, `２０００－０１－３１`) read as ASCII, in Unicode NFC.
  ///
  /// NFC composes what a keyboard may send decomposed (`ᄉ` + `ᅢ` is `새`, `e` + U+0301 is `é`) without changing how
  /// the text looks; full-width forms change only their width.
  func foldingFullWidthForms() -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if (0xFF01...0xFF5E).contains(scalar.value), let ascii = Unicode.Scalar(scalar.value - 0xFEE0) {
        scalars.append(ascii)
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars).canonicallyComposed()
  }

  /// This text in Unicode normalization form C.
  func canonicallyComposed() -> String {
    guard !unicodeScalars.allSatisfy(\.isASCII) else { return self }
    return precomposedStringWithCanonicalMapping
  }
}
