import CGtk

/// A GTK push button (`GtkButton`); `rx.tap` is its `clicked` signal.
///
/// ```swift
/// let save = Button(label: "Save")
/// save.rx.tap.bind(to: saveTaps).disposed(by: bag)
/// ```
open class Button: Widget {
  /// Makes a button with a text label.
  /// - Parameter label: The title.
  public convenience init(label: String) {
    self.init(gtk_button_new_with_label(label))
  }

  /// Makes a button announced with another role: a linked option is `GTK_ACCESSIBLE_ROLE_RADIO`, with its checked
  /// state set by the app (``Widget/setAccessibleChecked(_:)``). Unlike a toggle button it has no state of its own
  /// that GTK would flip on a click. Its accessible name is `label`, set once: changing ``label`` later (to show a
  /// checked mark) changes what is shown, not what a screen reader calls it.
  /// - Parameters:
  ///   - label: The title.
  ///   - accessibleRole: The role.
  public convenience init(label: String, accessibleRole: GtkAccessibleRole) {
    self.init(rxgtk_button_new(label, accessibleRole))
  }

  /// The text shown.
  public var label: String {
    get { rxgtk_button_get_text(cast(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
    set { rxgtk_button_set_text(cast(to: GtkButton.self), newValue) }
  }
}
