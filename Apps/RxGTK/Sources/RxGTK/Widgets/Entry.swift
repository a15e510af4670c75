import CGtk

/// A one-line GTK text entry (`GtkEntry`).
///
/// ```swift
/// let search = Entry(placeholder: "Search")
/// search.rx.text.orEmpty.bind(to: query).disposed(by: bag)
/// ```
public final class Entry: Widget {
  /// Makes an empty entry.
  /// - Parameter placeholder: The dimmed text shown while it is empty.
  public init(placeholder: String = "") {
    super.init(gtk_entry_new())
    if !placeholder.isEmpty { gtk_entry_set_placeholder_text(cast(to: GtkEntry.self), placeholder) }
  }

  /// The text. Setting it emits `changed`.
  public var text: String {
    get { gtk_editable_get_text(opaque).map { String(cString: $0) } ?? "" }
    set { gtk_editable_set_text(opaque, newValue) }
  }

  /// The cursor's position, in Unicode scalars from the start (as GTK counts characters).
  public var cursorPosition: Int { Int(gtk_editable_get_position(opaque)) }

  /// Whether some of the text is selected (the next typed key would replace it).
  public var hasSelection: Bool { rxgtk_editable_has_selection(opaque) != 0 }

  /// Takes the keyboard focus without selecting the text, with the cursor at the end, so the next key adds to the
  /// text (``Widget/grabFocus()`` selects it all, so the next key would replace it).
  public func focusAtEnd() {
    rxgtk_entry_focus_at_end(cast(to: GtkEntry.self))
  }

  /// The most characters it takes (0: no limit).
  public var maximumLength: Int32 {
    get { gtk_entry_get_max_length(cast(to: GtkEntry.self)) }
    set { gtk_entry_set_max_length(cast(to: GtkEntry.self), newValue) }
  }
}
