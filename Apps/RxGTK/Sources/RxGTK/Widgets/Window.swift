import CGtk

/// A GTK top-level window (`GtkWindow`).
///
/// ```swift
/// let window = Window(title: "Notes")
/// window.child = content
/// window.rx.closeRequest.subscribe(onNext: { quit() }).disposed(by: bag)
/// window.present()
/// ```
public final class Window: Widget {
  /// Makes a window (not shown yet).
  public init(title: String) {
    super.init(gtk_window_new())
    gtk_window_set_title(cast(to: GtkWindow.self), title)
  }

  /// The title.
  public var title: String {
    get { gtk_window_get_title(cast(to: GtkWindow.self)).map { String(cString: $0) } ?? "" }
    set { gtk_window_set_title(cast(to: GtkWindow.self), newValue) }
  }

  /// The content; the window keeps the Swift widget alive too.
  public var child: Widget? {
    didSet { gtk_window_set_child(cast(to: GtkWindow.self), child?.widget) }
  }

  /// The widget that has the keyboard focus in the window.
  public var focusedWidget: UnsafeMutablePointer<GtkWidget>? {
    gtk_window_get_focus(cast(to: GtkWindow.self))
  }

  /// Whether the window is the active one (has the toplevel focus).
  public var isActive: Bool { gtk_window_is_active(cast(to: GtkWindow.self)) != 0 }

  /// Sets the size the window opens with.
  public func setDefaultSize(width: Int32, height: Int32) {
    gtk_window_set_default_size(cast(to: GtkWindow.self), width, height)
  }

  /// Makes Escape ask the window to close (as its close button does: `close-request`, then it closes).
  public func closesOnEscape() { rxgtk_window_close_on_escape(cast(to: GtkWindow.self)) }

  /// Shows the window and raises it.
  public func present() { gtk_window_present(cast(to: GtkWindow.self)) }

  /// Moves the keyboard focus in the window forward, as Tab does (`GTK_DIR_TAB_FORWARD`) or another way.
  /// - Returns: Whether the focus moved.
  @discardableResult
  public func moveFocus(_ direction: GtkDirectionType = GTK_DIR_TAB_FORWARD) -> Bool {
    gtk_widget_child_focus(widget, direction) != 0
  }

  /// Destroys the window (it disappears; `close-request` is not emitted).
  public func destroy() { gtk_window_destroy(cast(to: GtkWindow.self)) }
}
