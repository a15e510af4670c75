/// The escape sequences this module writes to the terminal.
enum ControlSequence {
  /// Control Sequence Introducer.
  static let csi = "\u{1B}["
  /// Select Graphic Rendition reset.
  static let resetStyle = "\u{1B}[0m"
  /// Hides the text cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the text cursor.
  static let showCursor = "\u{1B}[?25h"

  /// Enters the session's mode: alternate screen, cleared, cursor hidden, SGR mouse reporting and bracketed paste.
  static let enterSession =
    "\u{1B}[?1049h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"

  /// ``enterSession`` again after the process continued from a suspension; a `StaticString` for the SIGCONT
  /// handler.
  static let resumeSession: StaticString =
    "\u{1B}[?1049h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"

  /// Undoes ``enterSession``: paste and mouse off, style reset, cursor shown, main screen back.
  ///
  /// A `StaticString` so a signal handler can write it with `write(2)` without allocating.
  static let leaveSession: StaticString =
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Cursor Position: moves to a 0-based cell (written 1-based).
  /// - Parameter column: The 0-based column.
  /// - Parameter row: The 0-based row.
  /// - Returns: `ESC[row;columnH`.
  static func moveCursor(column: Int, row: Int) -> String { "\(csi)\(row + 1);\(column + 1)H" }

  /// Cursor Forward by `count` columns on the same row.
  /// - Parameter count: The number of columns (1 or more).
  /// - Returns: `ESC[C` or `ESC[nC`.
  static func cursorForward(_ count: Int) -> String { count == 1 ? "\(csi)C" : "\(csi)\(count)C" }
}
