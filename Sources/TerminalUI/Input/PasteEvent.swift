/// Text pasted by the user, delivered in one piece from bracketed paste (`ESC[200~` … `ESC[201~`).
///
/// ```swift
/// case .paste(let paste):
///   field.insert(paste.text)
///   if paste.isTruncated { message = "Paste cut to \(paste.limit) characters" }
/// ```
public struct PasteEvent: Hashable, Sendable {
  /// The pasted text, possibly cut; raw, so sanitize it before showing it.
  public var text: String
  /// Whether the paste was longer than the limit and was cut.
  public var isTruncated: Bool
  /// The limit in characters (grapheme clusters) that applied.
  public var limit: Int

  /// Creates a paste event.
  /// - Parameter text: The pasted text.
  /// - Parameter isTruncated: Whether the text was cut to `limit`.
  /// - Parameter limit: The maximum number of characters kept.
  public init(text: String, isTruncated: Bool, limit: Int) {
    self.text = text
    self.isTruncated = isTruncated
    self.limit = limit
  }
}
