import CGtk

/// A GTK push button (`GtkButton`); `rx.tap` is its `clicked` signal.
///
/// ```swift
/// let submit = Button(label: "가입하기")
/// submit.rx.tap.bind(to: submitTaps).disposed(by: bag)
/// ```
open class Button: Widget {
  /// Makes a button with a text label.
  /// - Parameter label: The title.
  public convenience init(label: String) {
    self.init(gtk_button_new_with_label(label))
  }

  /// The title.
  public var label: String {
    get { gtk_button_get_label(cast(to: GtkButton.self)).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(cast(to: GtkButton.self), newValue) }
  }
}
