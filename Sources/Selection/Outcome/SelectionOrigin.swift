/// Who asked for a selection change.
public enum SelectionOrigin: Hashable, Sendable {
  /// A person: a tap, or a focus move when selection follows focus.
  case user
  /// Code: ``SelectionGroup/select(_:)``, ``SelectionGroup/deselect(_:)``, ``SelectionGroup/clear()``,
  /// ``SelectionGroup/set(_:bypassingRules:)`` or ``SelectionGroup/setEnabled(_:for:)``.
  case programmatic
}
