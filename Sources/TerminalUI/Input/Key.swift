/// A key press: a ``KeyCode`` and the ``KeyModifiers`` held with it.
///
/// ```swift
/// if key == .ctrl("c") { quit() }
/// if key == Key(.tab, modifiers: .shift) { focusPrevious() }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var code: KeyCode
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a key press.
  /// - Parameter code: The key.
  /// - Parameter modifiers: The modifiers held (default: none).
  public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  /// A Control-letter key such as Ctrl-C.
  /// - Parameter letter: The lower-case letter (or one of `@ [ \ ] ^ _`).
  /// - Returns: `.character(letter)` with `.control`.
  public static func ctrl(_ letter: Character) -> Key { Key(.character(letter), modifiers: .control) }

  /// Shift-Tab (`ESC[Z`).
  public static let shiftTab = Key(.tab, modifiers: .shift)

  /// A readable name such as `Ctrl-C`, `Shift-Tab` or `Up`.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    switch code {
    case .character(let character): parts.append(character == " " ? "Space" : String(character).uppercased())
    case .function(let number): parts.append("F\(number)")
    default: parts.append(String(describing: code).capitalizedFirst)
    }
    return parts.joined(separator: "-")
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
