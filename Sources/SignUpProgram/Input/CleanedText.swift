/// Text after ``FieldInput/clean(_:)``: what a field may take, and how much was removed to get there.
public struct CleanedText: Hashable, Sendable {
  /// The text without control characters and escape sequences; line breaks and tabs are spaces.
  public var text: String
  /// How many control characters and escape sequences were removed (a sequence counts once).
  public var removedCount: Int

  /// Makes a cleaned text.
  public init(text: String, removedCount: Int) {
    self.text = text
    self.removedCount = removedCount
  }
}
