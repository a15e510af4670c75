/// Whether the environment's locale writes text in UTF-8, which is what both programs write.
///
/// The locale that decides the character set is the first non-empty one of `LC_ALL`, `LC_CTYPE` and `LANG`
/// (POSIX's order for `LC_CTYPE`). Its codeset, after the `.` (`ko_KR.EUC-KR`, `en_US.UTF-8`), is compared without
/// case, `-` or `_`; a locale without one (`C`, `ko_KR`) is not warned about, since it says nothing either way.
///
/// ```swift
/// LocaleCharset.nonUTF8Locale(in: ["LANG": "ko_KR.EUC-KR"])  // "ko_KR.EUC-KR"
/// LocaleCharset.nonUTF8Locale(in: ["LANG": "ko_KR.utf8"])    // nil
/// ```
public enum LocaleCharset {
  /// The locale, when it names a character set other than UTF-8; else `nil`.
  /// - Parameter environment: The process environment.
  public static func nonUTF8Locale(in environment: [String: String]) -> String? {
    let names = ["LC_ALL", "LC_CTYPE", "LANG"]
    guard let locale = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
      let dot = locale.firstIndex(of: ".")
    else { return nil }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return normalized == "utf8" ? nil : locale
  }
}
