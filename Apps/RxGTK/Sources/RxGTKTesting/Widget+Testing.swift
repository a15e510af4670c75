import CGtk
import CGtkTesting
import RxGTK

/// What a test does to a widget as a user would, and what GTK's test accessibility backend (`GTK_A11Y=test`) reads
/// back. For test targets only: an app links ``RxGTK`` alone.
///
/// ```swift
/// let button = Button(label: "Add")
/// button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
/// button.emit("clicked")
/// ```
extension Widget {
  /// Emits a signal without arguments, as GTK does: `"clicked"` is a click without a pointer (a toggle button
  /// flips itself first).
  /// - Parameter signal: The signal's name.
  public func emit(_ signal: String) {
    rxgtk_emit_signal(gpointer(widget), signal)
  }

  /// What the accessible checked state is instead of `expected`, or `nil` when it is `expected`.
  /// - Parameter expected: Whether it should be announced as checked.
  /// - Returns: GTK's message, or `nil`.
  public func accessibleCheckedMismatch(_ expected: Bool) -> String? {
    message(rxgtk_accessible_checked_mismatch(opaque, expected ? 1 : 0))
  }

  /// What the accessible position in its set is instead, or `nil` when it is `position` of `count`.
  /// - Parameters:
  ///   - position: The position expected, from 1.
  ///   - count: The set's size expected.
  /// - Returns: GTK's message, or `nil`.
  public func accessiblePositionMismatch(_ position: Int, of count: Int) -> String? {
    message(rxgtk_accessible_position_mismatch(opaque, Int32(clamping: position), Int32(clamping: count)))
  }

  /// What the accessible description property is instead of `expected`, or `nil` when it is `expected`.
  /// - Parameter expected: The description it should have.
  /// - Returns: GTK's message, or `nil`.
  public func accessibleDescriptionMismatch(_ expected: String) -> String? {
    message(rxgtk_accessible_description_mismatch(opaque, expected))
  }

  /// Whether the widget is announced as invalid.
  public var isAccessibleInvalid: Bool { rxgtk_accessible_is_invalid(opaque) != 0 }

  private func message(_ message: UnsafeMutablePointer<CChar>?) -> String? {
    guard let message else { return nil }
    defer { g_free(message) }
    return String(cString: message)
  }
}

extension Entry {
  /// Types `text` as keys do: a selection is replaced, the text goes in at the cursor (through the entry's
  /// insertion filters), and the cursor moves after it.
  /// - Parameter text: What is typed, in one insertion (type one character at a time for one key each).
  public func typeText(_ text: String) {
    rxgtk_editable_type(opaque, text)
  }

  /// Inserts `text` at the end, as a paste does (through the entry's insertion filters), with the cursor after it.
  /// - Parameter text: What is pasted.
  public func appendText(_ text: String) {
    rxgtk_editable_append(opaque, text)
  }
}
