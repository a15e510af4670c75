/// The colour a button is drawn in, as a role; each toolkit picks the actual colour.
public enum ButtonTint: Hashable, Sendable {
  /// The toolkit's ordinary button colours.
  case neutral
  /// The seed's green: a selected gender button, a sign-up button that is ready.
  case accent
}
