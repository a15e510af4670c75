import RxGTK
import SignUp

extension SignUpButtonState {
  /// The neutral state of a GTK button: pressed and keyboard focus from GTK's state flags, selected and enabled
  /// from the view model.
  /// - Parameters:
  ///   - flags: The button's GTK state flags.
  ///   - isSelected: Whether the view model has it selected.
  ///   - isEnabled: Whether the view model has it enabled.
  init(flags: WidgetStateFlags, isSelected: Bool, isEnabled: Bool) {
    self = []
    if isSelected { insert(.selected) }
    if flags.contains(.focusVisible) { insert(.focused) }
    if flags.contains(.pressed) { insert(.pressed) }
    if !isEnabled { insert(.disabled) }
  }
}
