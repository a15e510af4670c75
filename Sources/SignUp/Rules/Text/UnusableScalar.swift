/// Why a code point can never be part of a name or an address a person reads: Unicode's own guidance for
/// identifiers (UTS #39 "Identifier_Status", UAX #31) excludes each of these kinds.
public enum UnusableScalarKind: Hashable, Sendable {
  /// One of the 66 noncharacters (U+FDD0–U+FDEF and the last two code points of each plane, such as U+FFFF):
  /// reserved for a program's own use, never meant to be exchanged as text.
  case noncharacter
  /// A code point that the Unicode version of this toolchain does not assign (U+0378): it has no glyph, no
  /// properties and no normalization, and may mean something else tomorrow.
  case unassigned
  /// A private-use character (U+E000–U+F8FF, planes 15 and 16): it means whatever a font or a program decides, so
  /// it looks different (or invisible, as in tmux) from one screen to the next.
  case privateUse

  /// What the kind is, for a message.
  /// - Parameter language: The language of the words.
  func words(in language: Language) -> String {
    switch (self, language) {
    case (.noncharacter, .korean): return "텍스트에 쓰지 않는 비문자"
    case (.noncharacter, .english): return "a noncharacter, never used in text"
    case (.unassigned, .korean): return "유니코드에 아직 정해지지 않은 코드 포인트"
    case (.unassigned, .english): return "a code point Unicode has not assigned"
    case (.privateUse, .korean): return "글꼴마다 다르게 보이는 사용자 정의 문자"
    case (.privateUse, .english): return "a private-use character, which each font shows differently or not at all"
    }
  }
}

extension Unicode.Scalar {
  /// Why this scalar can never be part of a nickname or an address, or `nil` when it can be.
  var unusableKind: UnusableScalarKind? {
    guard value >= 0x0378 else { return nil }  // everything below is assigned, and no noncharacter
    if properties.isNoncharacterCodePoint { return .noncharacter }
    switch properties.generalCategory {
    case .unassigned: return .unassigned
    case .privateUse: return .privateUse
    default: return nil
    }
  }

  /// What kind of unusable code point this is, in words (empty when it is usable).
  func unusableWords(in language: Language) -> String {
    unusableKind?.words(in: language) ?? ""
  }
}
