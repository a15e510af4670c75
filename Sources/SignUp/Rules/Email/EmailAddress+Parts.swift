extension EmailAddress {
  /// The ASCII symbols a dot-atom may hold besides letters, digits and dots (RFC 5322's `atext`).
  public static let localPartSymbols = "!#$%&'*+-/=?^_`{|}~"

  /// What is wrong with the part before the `@` (not empty), or `nil`: a dot first or last, two dots in a row, or
  /// an ASCII character that a dot-atom cannot hold (`:`, `,`, `"`, `(`, …). Non-ASCII letters are allowed
  /// (RFC 6531); the checks before this one have refused what cannot be seen.
  static func localPartProblem(_ local: Substring.UnicodeScalarView) -> EmailProblem? {
    if local.first == "." || local.last == "." { return .localPartDotAtEdge }
    var previous: Unicode.Scalar?
    for scalar in local {
      if scalar == ".", previous == "." { return .localPartDoubleDot }
      previous = scalar
      guard scalar.isASCII, scalar != "." else { continue }
      let isAtext =
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || localPartSymbols.unicodeScalars.contains(scalar)
      if !isAtext { return .localPartCharacter(scalar) }
    }
    return nil
  }

  /// What is wrong with the domain after the `@` (not empty), or `nil`: no dot, an empty label (a dot first, last
  /// or twice), an ASCII character other than a letter, a digit or a hyphen, or a label that starts or ends with
  /// a hyphen. Non-ASCII letters are allowed (internationalized domain names).
  static func domainProblem(_ domain: Substring.UnicodeScalarView) -> EmailProblem? {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count > 1 else { return .domainWithoutDot }
    guard labels.allSatisfy({ !$0.isEmpty }) else { return .emptyDomainLabel }
    for label in labels {
      if let scalar = label.first(where: {
        $0.isASCII && !$0.properties.isAlphabetic && !("0"..."9").contains($0) && $0 != "-"
      }) {
        return .domainCharacter(scalar)
      }
    }
    if labels.contains(where: { $0.first == "-" || $0.last == "-" }) { return .domainLabelHyphen }
    return nil
  }
}
