import CGtk

extension Widget {
  /// The role the widget is announced with.
  public var accessibleRole: GtkAccessibleRole { gtk_accessible_get_accessible_role(opaque) }

  /// Sets the checked state announced for a radio or check (`GTK_ACCESSIBLE_STATE_CHECKED`).
  /// - Parameter checked: Whether it is checked.
  public func setAccessibleChecked(_ checked: Bool) {
    sprout_accessible_set_checked(opaque, checked ? 1 : 0)
  }

  /// Sets the widget's position among its set (`GTK_ACCESSIBLE_RELATION_POS_IN_SET` and `..._SET_SIZE`).
  /// - Parameters:
  ///   - position: The 1-based position.
  ///   - count: The size of the set.
  public func setAccessiblePosition(_ position: Int, of count: Int) {
    sprout_accessible_set_position(opaque, Int32(clamping: position), Int32(clamping: count))
  }

  /// Names the widget by another one, usually a label (`GTK_ACCESSIBLE_RELATION_LABELLED_BY`).
  /// - Parameter label: The naming widget.
  public func setAccessibleLabelledBy(_ label: Widget) {
    sprout_accessible_set_labelled_by(opaque, label.opaque)
  }

  /// Sets the name announced for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
  /// - Parameter label: The name.
  public func setAccessibleLabel(_ label: String) {
    sprout_accessible_set_label(opaque, label)
  }
}
