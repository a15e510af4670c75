/// Text pasted by the user, delivered in one piece from bracketed paste (`ESC[200~` … `ESC[201~`).
///
/// ```swift
/// case .paste(let paste):
///   field.insert(paste.text)
///   if paste.isTruncated { message = "\(paste.droppedCount) characters left out" }
/// ```
public struct PasteEvent: Hashable, Sendable {
  /// The pasted text, possibly cut; raw, so sanitize it before showing it.
  public var text: String
  /// Whether the paste was longer than the limit and was cut.
  public var isTruncated: Bool
  /// The limit in characters (grapheme clusters) that applied.
  public var limit: Int
  /// How many characters were left out after the cut (0 when not truncated).
  public var droppedCount: Int
  /// How many ill-formed UTF-8 sequences were left out (never shown as U+FFFD).
  public var invalidSequenceCount: Int
  /// How many Unicode scalars were left out after the cut (0 when not truncated).
  public var droppedScalarCount: Int
  /// Whether the cut was made by the scalar bound (`limit × 8`), possibly inside a character, rather than after
  /// `limit` characters.
  public var isCutByScalars: Bool

  /// Creates a paste event.
  /// - Parameter text: The pasted text.
  /// - Parameter isTruncated: Whether the text was cut to `limit`.
  /// - Parameter limit: The maximum number of characters kept.
  /// - Parameter droppedCount: The characters left out after the cut.
  /// - Parameter invalidSequenceCount: The ill-formed UTF-8 sequences left out.
  /// - Parameter droppedScalarCount: The Unicode scalars left out after the cut.
  /// - Parameter isCutByScalars: Whether the scalar bound made the cut.
  public init(
    text: String, isTruncated: Bool, limit: Int, droppedCount: Int = 0, invalidSequenceCount: Int = 0,
    droppedScalarCount: Int = 0, isCutByScalars: Bool = false
  ) {
    self.droppedScalarCount = droppedScalarCount
    self.isCutByScalars = isCutByScalars
    self.text = text
    self.isTruncated = isTruncated
    self.limit = limit
    self.droppedCount = droppedCount
    self.invalidSequenceCount = invalidSequenceCount
  }
}
