/// A complete CSI sequence (`ESC [ parameters final`) read from the terminal, and what it means.
struct ControlSequenceReport {
  /// The parameter and intermediate bytes between `ESC [` and the final byte.
  let parameters: [UInt8]
  /// The final byte (0x40–0x7E).
  let final: UInt8
  /// The whole sequence, for `.unknown`.
  let bytes: [UInt8]

  /// Numbers are capped here so hostile input can never overflow.
  private static let numberCap = 9_999_999

  /// Whether this is `ESC[200~`, the start of a bracketed paste.
  var isPasteStart: Bool { final == UInt8(ascii: "~") && numbers == [200] }

  /// The decoded event: a key, a mouse report, or `.unknown`.
  var event: InputEvent {
    if parameters.first == UInt8(ascii: "<") && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m")) {
      return mouseEvent ?? .unknown(bytes)
    }
    guard let numbers else { return .unknown(bytes) }
    let modifiers = numbers.count >= 2 ? KeyModifiers(xtermParameter: numbers[1] ?? 1) : []
    let code: KeyCode?
    switch final {
    case UInt8(ascii: "A"): code = .up
    case UInt8(ascii: "B"): code = .down
    case UInt8(ascii: "C"): code = .right
    case UInt8(ascii: "D"): code = .left
    case UInt8(ascii: "H"): code = .home
    case UInt8(ascii: "F"): code = .end
    case UInt8(ascii: "P"): code = .function(1)
    case UInt8(ascii: "Q"): code = .function(2)
    case UInt8(ascii: "R"): code = .function(3)
    case UInt8(ascii: "S"): code = .function(4)
    case UInt8(ascii: "Z"): return .key(Key(.tab, modifiers: modifiers.union(.shift)))
    case UInt8(ascii: "~"): code = Self.tildeKey(numbers.first ?? nil)
    default: code = nil
    }
    guard let code else { return .unknown(bytes) }
    return .key(Key(code, modifiers: modifiers))
  }

  /// The parameters as `;`-separated decimal numbers (`nil` for an empty one), or `nil` when they are not
  /// plain numbers (private markers such as `?`, sub-parameters, intermediates).
  private var numbers: [Int?]? { Self.numbers(in: parameters[...]) }

  private var mouseEvent: InputEvent? {
    guard let values = Self.numbers(in: parameters.dropFirst()), values.count == 3,
      let code = values[0], let column = values[1], let row = values[2]
    else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let button: MouseButton
    if code & 128 != 0 {
      button = .other(code)
    } else if code & 64 != 0 {
      button = [MouseButton.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
    } else {
      button = [MouseButton.left, .middle, .right, .none][code & 3]
    }
    let action: MouseAction =
      final == UInt8(ascii: "m") ? .release : (code & 32 != 0 ? .motion : .press)
    return .mouse(
      MouseEvent(button: button, action: action, column: max(0, column - 1), row: max(0, row - 1), modifiers: modifiers)
    )
  }

  private static func tildeKey(_ parameter: Int?) -> KeyCode? {
    guard let number = parameter else { return nil }
    return switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }

  private static func numbers(in bytes: ArraySlice<UInt8>) -> [Int?]? {
    var result: [Int?] = []
    var current: Int?
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), numberCap)
      case UInt8(ascii: ";"):
        result.append(current)
        current = nil
      default:
        return nil
      }
    }
    result.append(current)
    return result
  }
}
