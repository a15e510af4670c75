/// Turns the change from one ``ScreenBuffer`` to the next into the bytes to write to the terminal.
///
/// Rendering is a pure function: it only compares buffers and returns text. With no previous frame, or
/// when the size changed, every cell is drawn; otherwise only changed cells are written, with the
/// shortest cursor moves and SGR changes. The text cursor is hidden while cells are drawn and shown
/// afterwards at ``ScreenBuffer/cursor`` when that is visible.
///
/// Terminals disagree on the width of some clusters of several scalars (xterm, VTE and tmux draw U+2764 U+FE0F
/// one column wide, others two): before such a two-column cluster the renderer blanks its second cell, and after
/// any cluster of several scalars it redraws the rest of the row, so no stray cell is left whichever width the
/// terminal chose.
/// ```swift
/// let renderer = ScreenRenderer(colorPolicy: ColorPolicy(environment: environment))
/// let output = renderer.render(from: lastFrame, to: nextFrame)
/// ```
public struct ScreenRenderer: Hashable, Sendable {
  /// Whether colour codes may be written.
  public var colorPolicy: ColorPolicy

  /// Creates a renderer.
  /// - Parameter colorPolicy: Whether colour codes may be written (default: colours on).
  public init(colorPolicy: ColorPolicy = ColorPolicy(colorsEnabled: true)) {
    self.colorPolicy = colorPolicy
  }

  /// The terminal output that turns the screen showing `previous` into one showing `next`.
  ///
  /// The terminal is assumed to be in the default style between frames; the output leaves it so.
  /// - Parameter previous: The frame currently on screen, or `nil` when unknown (forces a full redraw).
  /// - Parameter next: The frame to show.
  /// - Returns: Escape sequences and text; empty when nothing changed.
  public func render(from previous: ScreenBuffer?, to next: ScreenBuffer) -> String {
    let old: ScreenBuffer? = previous.flatMap { $0.size == next.size ? $0 : nil }
    var writer = FrameWriter(colorPolicy: colorPolicy)
    for row in 0..<next.size.rows {
      var column = 0
      var redrawsRestOfRow = false
      while column < next.size.columns {
        let index = row * next.size.columns + column
        let cell = next.cells[index]
        guard cell.width > 0 else {
          column += 1
          continue
        }
        if redrawsRestOfRow || isChanged(at: index, width: cell.width, old: old, next: next) {
          writer.draw(cell, column: column, row: row, rowWidth: next.size.columns)
          if let character = cell.character, character.unicodeScalars.count > 1 { redrawsRestOfRow = true }
        }
        column += cell.width
      }
    }
    var output = ""
    let previousCursor = old?.cursor
    if !writer.body.isEmpty {
      if old == nil || previousCursor != .hidden { output += ControlSequence.hideCursor }
      if old == nil { output += ControlSequence.resetStyle }
      output += writer.body
      if writer.style != .plain { output += ControlSequence.resetStyle }
    }
    switch next.cursor {
    case .hidden:
      if writer.body.isEmpty && previousCursor != .hidden { output += ControlSequence.hideCursor }
    case .visible(let column, let row):
      if !writer.body.isEmpty || previousCursor != next.cursor {
        output += ControlSequence.moveCursor(column: column, row: row) + ControlSequence.showCursor
      }
    }
    return output
  }

  private func isChanged(at index: Int, width: Int, old: ScreenBuffer?, next: ScreenBuffer) -> Bool {
    guard let old else { return true }
    for offset in 0..<width where old.cells[index + offset] != next.cells[index + offset] {
      return true
    }
    return false
  }
}

/// Accumulates the cell-drawing part of a frame while tracking where the cursor and style are.
private struct FrameWriter {
  let colorPolicy: ColorPolicy
  var body = ""
  var style = CellStyle.plain
  /// The cursor position after the last write, or `nil` when unknown.
  var cursorColumn: Int?
  var cursorRow = 0

  init(colorPolicy: ColorPolicy) {
    self.colorPolicy = colorPolicy
  }

  mutating func draw(_ cell: Cell, column: Int, row: Int, rowWidth: Int) {
    guard let character = cell.character else { return }
    let target = colorPolicy.effectiveStyle(cell.style)
    let isAmbiguous = character.unicodeScalars.count > 1
    if isAmbiguous && cell.width == 2 {
      // Blank the second cell first: a terminal that draws the cluster one column wide leaves it clear.
      move(column: column + 1, row: row)
      body += StyleTransition.sequence(from: style, to: target)
      style = target
      body += " "
      cursorColumn = nil
    }
    move(column: column, row: row)
    body += StyleTransition.sequence(from: style, to: target)
    style = target
    body.append(character)
    let end = column + cell.width
    // At the right edge the terminal's cursor is in a pending-wrap state, and a cluster of several scalars
    // (emoji sequences) may be drawn with a width other than ours: in both cases the position is unknown.
    cursorColumn = end >= rowWidth || isAmbiguous ? nil : end
    cursorRow = row
  }

  private mutating func move(column: Int, row: Int) {
    if let cursorColumn, cursorRow == row {
      if cursorColumn == column { return }
      if column > cursorColumn {
        let forward = ControlSequence.cursorForward(column - cursorColumn)
        let absolute = ControlSequence.moveCursor(column: column, row: row)
        body += forward.count <= absolute.count ? forward : absolute
        return
      }
    }
    body += ControlSequence.moveCursor(column: column, row: row)
  }
}
