import CGtk

/// A GTK text label (`GtkLabel`).
///
/// ```swift
/// let status = Label()
/// output.wordCount.map { "\($0) words" }.drive(status.rx.text).disposed(by: bag)
/// ```
public final class Label: Widget {
  /// Makes a label.
  /// - Parameter text: The text (empty by default).
  public init(_ text: String = "") {
    super.init(gtk_label_new(text))
  }

  /// Makes a label announced with another role (a status line is `GTK_ACCESSIBLE_ROLE_ALERT`).
  /// - Parameters:
  ///   - text: The text.
  ///   - accessibleRole: The role.
  public init(_ text: String, accessibleRole: GtkAccessibleRole) {
    super.init(rxgtk_label_new(text, accessibleRole))
  }

  /// The text.
  public var text: String {
    get { gtk_label_get_text(opaque).map { String(cString: $0) } ?? "" }
    set { gtk_label_set_text(opaque, newValue) }
  }

  /// Whether long text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(opaque) != 0 }
    set { gtk_label_set_wrap(opaque, newValue ? 1 : 0) }
  }

  /// Where the text sits in the label (0: start, 1: end).
  public var horizontalTextAlignment: Float {
    get { gtk_label_get_xalign(opaque) }
    set { gtk_label_set_xalign(opaque, newValue) }
  }
}
