/// A foreground or background colour: the terminal's default, one of the 16 basic colours or a 256-colour index.
///
/// ```swift
/// let style = CellStyle(foreground: .red, background: .palette(236))
/// ```
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default colour.
  case `default`
  /// Basic colour 0.
  case black
  /// Basic colour 1.
  case red
  /// Basic colour 2.
  case green
  /// Basic colour 3.
  case yellow
  /// Basic colour 4.
  case blue
  /// Basic colour 5.
  case magenta
  /// Basic colour 6.
  case cyan
  /// Basic colour 7.
  case white
  /// Bright colour 8.
  case brightBlack
  /// Bright colour 9.
  case brightRed
  /// Bright colour 10.
  case brightGreen
  /// Bright colour 11.
  case brightYellow
  /// Bright colour 12.
  case brightBlue
  /// Bright colour 13.
  case brightMagenta
  /// Bright colour 14.
  case brightCyan
  /// Bright colour 15.
  case brightWhite
  /// An entry of the 256-colour palette (`ESC[38;5;Nm`).
  case palette(UInt8)

  /// The SGR parameter that selects this colour as the foreground, for example `31` or `38;5;208`.
  var foregroundParameter: String { parameter(base: 30, brightBase: 90, extended: 38, reset: 39) }

  /// The SGR parameter that selects this colour as the background, for example `41` or `48;5;208`.
  var backgroundParameter: String { parameter(base: 40, brightBase: 100, extended: 48, reset: 49) }

  private func parameter(base: Int, brightBase: Int, extended: Int, reset: Int) -> String {
    switch self {
    case .default: return String(reset)
    case .black: return String(base)
    case .red: return String(base + 1)
    case .green: return String(base + 2)
    case .yellow: return String(base + 3)
    case .blue: return String(base + 4)
    case .magenta: return String(base + 5)
    case .cyan: return String(base + 6)
    case .white: return String(base + 7)
    case .brightBlack: return String(brightBase)
    case .brightRed: return String(brightBase + 1)
    case .brightGreen: return String(brightBase + 2)
    case .brightYellow: return String(brightBase + 3)
    case .brightBlue: return String(brightBase + 4)
    case .brightMagenta: return String(brightBase + 5)
    case .brightCyan: return String(brightBase + 6)
    case .brightWhite: return String(brightBase + 7)
    case .palette(let index): return "\(extended);5;\(index)"
    }
  }
}
