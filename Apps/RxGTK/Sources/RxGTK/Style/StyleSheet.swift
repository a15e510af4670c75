import CGtk

/// CSS for every window of the default display (`GtkCssProvider` at application priority).
///
/// ```swift
/// StyleSheet(css: ".accent { color: #2e7d32; }").install()
/// ```
public final class StyleSheet {
  private let provider: UnsafeMutablePointer<GtkCssProvider>

  /// Parses `css`.
  /// - Parameter css: The style sheet.
  public init(css: String) {
    provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
  }

  deinit {
    g_object_unref(gpointer(provider))
  }

  /// Applies the style sheet to the default display.
  /// - Returns: Whether there was a display to apply it to.
  @discardableResult
  public func install() -> Bool {
    guard let display = gdk_display_get_default() else { return false }
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    return true
  }
}
