import CGtk

/// A GTK toggle button (`GtkToggleButton`): a button that stays pressed while it is active.
///
/// GTK flips `isActive` itself when the button is clicked, before `rx.tap` delivers. A view model that decides
/// the state can drive `rx.isActive` back in the same click, but for a moment the button shows what GTK guessed;
/// where only the view model may decide (linked options it may refuse to switch), use a ``Button`` announced as a
/// radio (``Button/init(label:accessibleRole:)``), whose look and checked state the view model alone sets.
///
/// ```swift
/// let bold = ToggleButton(label: "Bold")
/// output.isBold.drive(bold.rx.isActive).disposed(by: bag)
/// ```
public final class ToggleButton: Button {
  /// Makes a toggle button.
  /// - Parameters:
  ///   - label: The title.
  ///   - accessibleRole: The role it is announced with: GTK 4.8's own for a toggle button is
  ///     `GTK_ACCESSIBLE_ROLE_BUTTON` with a pressed state; one of a group of linked options is
  ///     `GTK_ACCESSIBLE_ROLE_RADIO`, with its checked state set by the app (``Widget/setAccessibleChecked(_:)``).
  public init(label: String, accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_BUTTON) {
    super.init(rxgtk_toggle_button_new(label, accessibleRole))
  }

  /// Whether the button is active (pressed in). Setting it emits `toggled` only when it changes.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(cast(to: GtkToggleButton.self)) != 0 }
    set { gtk_toggle_button_set_active(cast(to: GtkToggleButton.self), newValue ? 1 : 0) }
  }
}
