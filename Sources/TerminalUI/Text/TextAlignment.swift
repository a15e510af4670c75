/// Horizontal placement of text inside a wider area.
public enum TextAlignment: Hashable, Sendable {
  /// Text starts at the left edge.
  case leading
  /// Text is centred; an odd leftover column goes to the right.
  case center
  /// Text ends at the right edge.
  case trailing
}
