/// The accessibility role of an option, following WAI-ARIA.
public enum OptionRole: Hashable, Sendable {
  /// `radio` with `aria-checked`: options of single-selection groups.
  case radio
  /// A toggle button with `aria-pressed`: options of multiple-selection groups.
  case toggleButton
}
