import CGtk

extension Widget {
  /// The role the widget is announced with.
  public var accessibleRole: GtkAccessibleRole { gtk_accessible_get_accessible_role(opaque) }

  /// Sets the checked state announced for a radio or check (`GTK_ACCESSIBLE_STATE_CHECKED`).
  /// - Parameter checked: Whether it is checked.
  public func setAccessibleChecked(_ checked: Bool) {
    rxgtk_accessible_set_checked(opaque, checked ? 1 : 0)
  }

  /// Sets the widget's position among its set (`GTK_ACCESSIBLE_RELATION_POS_IN_SET` and `..._SET_SIZE`).
  /// - Parameters:
  ///   - position: The 1-based position.
  ///   - count: The size of the set.
  public func setAccessiblePosition(_ position: Int, of count: Int) {
    rxgtk_accessible_set_position(opaque, Int32(clamping: position), Int32(clamping: count))
  }

  /// Names the widget by another one, usually a label (`GTK_ACCESSIBLE_RELATION_LABELLED_BY`).
  /// - Parameter label: The naming widget.
  public func setAccessibleLabelledBy(_ label: Widget) {
    rxgtk_accessible_set_labelled_by(opaque, label.opaque)
  }

  /// Sets the name announced for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
  /// - Parameter label: The name.
  public func setAccessibleLabel(_ label: String) {
    rxgtk_accessible_set_label(opaque, label)
  }

  /// Marks the widget invalid for assistive technologies (`GTK_ACCESSIBLE_STATE_INVALID`: AT-SPI's `invalid`).
  /// - Parameter invalid: Whether its value has a problem.
  public func setAccessibleInvalid(_ invalid: Bool) {
    rxgtk_accessible_set_invalid(opaque, invalid ? 1 : 0)
  }

  /// Ties the widget to the widgets that describe it (`GTK_ACCESSIBLE_RELATION_DESCRIBED_BY`: a screen reader
  /// reads them after its name), or removes the tie when `describers` is empty. At most two are used.
  /// - Parameter describers: The describing widgets, in reading order.
  public func setAccessibleDescribedBy(_ describers: [Widget]) {
    rxgtk_accessible_set_described_by(
      opaque, describers.first?.opaque, describers.count > 1 ? describers[1].opaque : nil)
  }

  /// Sets the widget's description (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`), which a screen reader reads after its
  /// name when no widget describes it (``setAccessibleDescribedBy(_:)`` wins). GTK 4.8 tells assistive technologies
  /// that a description changed only when this property changes, not when the describing widgets do.
  /// - Parameter description: The description.
  public func setAccessibleDescription(_ description: String) {
    rxgtk_accessible_set_description(opaque, description)
  }

  /// Whether the fonts the widget uses can show `character` in `language` (for example `"새"` in `"ko"`).
  /// - Parameters:
  ///   - character: A character to show (its first scalar is checked).
  ///   - language: The text's language, as a BCP 47 tag.
  public func fontCovers(_ character: Character, language: String) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return true }
    return rxgtk_widget_font_covers(widget, scalar.value, language) != 0
  }
}
