/// One decoded piece of terminal input.
///
/// ```swift
/// switch event {
/// case .text(let text): field.insert(text)
/// case .key(let key) where key == .ctrl("c"): quit()
/// case .key(let key): handle(key)
/// case .paste(let paste): field.insert(paste.text)
/// case .mouse(let mouse): click(mouse)
/// case .unknown, .invalidUTF8: break
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
  /// Printable text typed by the user (never contains control characters; may be several characters).
  case text(String)
  /// A special key, a Control or Alt combination, Space, Enter, Tab, Escape, ….
  case key(Key)
  /// A bracketed paste, in one piece.
  case paste(PasteEvent)
  /// A mouse report.
  case mouse(MouseEvent)
  /// An escape sequence or control byte this decoder does not understand, consumed whole.
  case unknown([UInt8])
  /// Bytes that are not well-formed UTF-8 (one maximal ill-formed subpart), left out of the text.
  case invalidUTF8([UInt8])
}
