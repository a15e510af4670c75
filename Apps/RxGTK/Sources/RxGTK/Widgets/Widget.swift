import CGtk

/// A GTK widget used from Swift: it holds one strong reference to the GTK object (sinking the floating one), so
/// the object lives at least as long as the Swift value, and gives the object up in `deinit`.
///
/// Use widgets on the main thread (GTK's thread). Their `.rx` bindings deliver there and connect and disconnect
/// their signal handlers there.
///
/// ```swift
/// let button = Button(label: "Save")
/// button.isSensitive = false
/// button.cssClasses = ["suggested-action"]
/// ```
open class Widget {
  /// The GTK widget.
  public let widget: UnsafeMutablePointer<GtkWidget>

  /// Takes ownership of `widget` (a new widget's floating reference is sunk, an existing one is referenced).
  /// - Parameter widget: The GTK widget.
  public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
    g_object_ref_sink(gpointer(widget))
  }

  deinit {
    g_object_unref(gpointer(widget))
  }

  /// The widget as a `GObject`.
  public var object: UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  }

  /// The widget as another GTK struct type (for example `GtkButton`); the caller knows the widget is one.
  public func cast<Pointee>(to type: Pointee.Type = Pointee.self) -> UnsafeMutablePointer<Pointee> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: type)
  }

  /// The widget as an opaque GTK type (`GtkLabel`, `GtkEditable`, `GtkAccessible`...).
  public var opaque: OpaquePointer { OpaquePointer(widget) }

  /// Whether the widget reacts to input (`gtk_widget_set_sensitive`).
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(widget) != 0 }
    set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget is shown.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Whether the widget has the keyboard focus.
  public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

  /// Whether the widget takes part in keyboard focus.
  public var isFocusable: Bool {
    get { gtk_widget_get_focusable(widget) != 0 }
    set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
  }

  /// The widget's state flags now (pressed, focused, checked, insensitive...).
  public var stateFlags: WidgetStateFlags { WidgetStateFlags(rawValue: gtk_widget_get_state_flags(widget).rawValue) }

  /// Moves the keyboard focus to the widget.
  /// - Returns: Whether it took the focus.
  @discardableResult
  public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

  /// The widget's CSS classes, in order; setting replaces them all, GTK's own included (see ``addCSSClass(_:)``).
  public var cssClasses: [String] {
    get {
      guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
      defer { g_strfreev(classes) }
      var result: [String] = []
      var index = 0
      while let name = classes[index] {
        result.append(String(cString: name))
        index += 1
      }
      return result
    }
    set {
      for name in cssClasses where !newValue.contains(name) { gtk_widget_remove_css_class(widget, name) }
      for name in newValue { gtk_widget_add_css_class(widget, name) }
    }
  }

  /// Adds a CSS class, keeping the others.
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

  /// Removes a CSS class, keeping the others.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

  /// Sets the outer margins (space around the widget).
  public func setMargins(top: Int32 = 0, bottom: Int32 = 0, start: Int32 = 0, end: Int32 = 0) {
    gtk_widget_set_margin_top(widget, top)
    gtk_widget_set_margin_bottom(widget, bottom)
    gtk_widget_set_margin_start(widget, start)
    gtk_widget_set_margin_end(widget, end)
  }

  /// Sets where the widget sits in the space it is given.
  public func setAlignment(horizontal: GtkAlign, vertical: GtkAlign = GTK_ALIGN_FILL) {
    gtk_widget_set_halign(widget, horizontal)
    gtk_widget_set_valign(widget, vertical)
  }

  /// Sets whether the widget takes extra horizontal space.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(widget) != 0 }
    set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
  }
}
