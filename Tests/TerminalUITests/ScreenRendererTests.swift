import TerminalUI
import Testing

@Suite("Screen renderer")
struct ScreenRendererTests {
  let renderer = ScreenRenderer()

  func buffer(_ rows: [String], columns: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: TerminalSize(columns: columns, rows: rows.count))
    for (row, text) in rows.enumerated() { buffer.write(text, column: 0, row: row, style: .plain) }
    return buffer
  }

  @Test("With no previous frame every cell is drawn")
  func fullRedraw() {
    let next = buffer(["ab", "c"], columns: 3)
    #expect(renderer.render(from: nil, to: next) == "\u{1B}[?25l\u{1B}[0m\u{1B}[1;1Hab \u{1B}[2;1Hc  ")
  }

  @Test("Only the changed cell is written")
  func singleChange() {
    #expect(renderer.render(from: buffer(["abc"], columns: 3), to: buffer(["axc"], columns: 3)) == "\u{1B}[1;2Hx")
  }

  @Test("Nothing changed writes nothing")
  func noChange() {
    #expect(renderer.render(from: buffer(["abc"], columns: 3), to: buffer(["abc"], columns: 3)) == "")
  }

  @Test("The cheaper of cursor-forward and absolute positioning is used")
  func cursorMoves() {
    let previous = buffer(["abcdef", "ghijkl"], columns: 6)
    let next = buffer(["xbcdeY", "Zhijkl"], columns: 6)
    #expect(renderer.render(from: previous, to: next) == "\u{1B}[1;1Hx\u{1B}[4CY\u{1B}[2;1HZ")
    let adjacent = renderer.render(from: buffer(["abcd"], columns: 4), to: buffer(["xbyd"], columns: 4))
    #expect(adjacent == "\u{1B}[1;1Hx\u{1B}[Cy")
  }

  @Test("A size change redraws everything")
  func resize() {
    let previous = buffer(["ab"], columns: 2)
    let next = buffer(["ab"], columns: 3)
    #expect(renderer.render(from: previous, to: next) == "\u{1B}[?25l\u{1B}[0m\u{1B}[1;1Hab ")
  }

  @Test("Wide characters are written once and replaced cleanly")
  func wideCharacters() {
    let previous = buffer(["abcd"], columns: 4)
    let wide = buffer(["a가d"], columns: 4)
    #expect(renderer.render(from: previous, to: wide) == "\u{1B}[1;2H가")
    #expect(renderer.render(from: wide, to: buffer(["axyd"], columns: 4)) == "\u{1B}[1;2Hxy")
  }

  @Test("A two-column cluster of several scalars: its second cell is blanked first, the rest of the row redrawn")
  func emojiRepositions() {
    var next = buffer(["abcde"], columns: 5)
    next.write("👍🏽Z", column: 0, row: 0, style: .plain)
    #expect(
      renderer.render(from: buffer(["abcde"], columns: 5), to: next)
        == "\u{1B}[1;2H \u{1B}[1;1H👍🏽\u{1B}[1;3HZde")
  }

  @Test("U+2764 U+FE0F leaves no stray cell whichever width the terminal gives it")
  func variationSelectorHeart() {
    let previous = buffer(["xyzw"], columns: 4)
    var next = buffer(["    "], columns: 4)
    next.write("❤️a", column: 0, row: 0, style: .plain)
    let output = renderer.render(from: previous, to: next)
    // Cell 2 ("y") is overwritten with a space before the heart is drawn at cell 1, and "a" is placed absolutely.
    #expect(output == "\u{1B}[1;2H \u{1B}[1;1H❤️\u{1B}[1;3Ha ")
    // Played on a terminal that draws the heart one column wide (tmux 3.3, xterm, VTE) and on one that draws it
    // two wide, the screen shows no leftover of "xyzw".
    for heartWidth in [1, 2] {
      #expect(
        TerminalModel.play(output, on: "xyzw", heartWidth: heartWidth) == ["❤️", heartWidth == 1 ? " " : "", "a", " "])
    }
  }

  @Test("Style changes emit minimal SGR and end reset")
  func styles() {
    var next = buffer(["abc"], columns: 3)
    next.write("x", column: 1, row: 0, style: CellStyle(foreground: .red, attributes: .bold))
    #expect(renderer.render(from: buffer(["abc"], columns: 3), to: next) == "\u{1B}[1;2H\u{1B}[1;31mx\u{1B}[0m")
    var mixed = buffer(["  "], columns: 2)
    mixed.write("a", column: 0, row: 0, style: CellStyle(attributes: [.bold, .underline]))
    mixed.write("b", column: 1, row: 0, style: CellStyle(attributes: .underline))
    #expect(
      renderer.render(from: buffer(["  "], columns: 2), to: mixed) == "\u{1B}[1;1H\u{1B}[1;4ma\u{1B}[22mb\u{1B}[0m")
    var palette = buffer([" "], columns: 1)
    palette.write("p", column: 0, row: 0, style: CellStyle(foreground: .palette(208), background: .brightBlue))
    #expect(
      renderer.render(from: buffer([" "], columns: 1), to: palette) == "\u{1B}[1;1H\u{1B}[38;5;208;104mp\u{1B}[0m")
  }

  @Test("NO_COLOR drops colour codes but keeps bold, underline and reverse")
  func noColor() {
    let plain = ScreenRenderer(colorPolicy: ColorPolicy(environment: ["NO_COLOR": "1"]))
    var next = buffer(["abc"], columns: 3)
    next.write("x", column: 1, row: 0, style: CellStyle(foreground: .red, background: .blue, attributes: .bold))
    next.write("y", column: 2, row: 0, style: CellStyle(foreground: .green, attributes: .reverse))
    #expect(plain.render(from: buffer(["abc"], columns: 3), to: next) == "\u{1B}[1;2H\u{1B}[1mx\u{1B}[0;7my\u{1B}[0m")
    #expect(ColorPolicy(environment: ["NO_COLOR": ""]).colorsEnabled)
    #expect(ColorPolicy(environment: [:]).colorsEnabled)
    #expect(!ColorPolicy(environment: ["NO_COLOR": "yes"]).colorsEnabled)
  }

  @Test("The cursor is hidden while drawing and shown at the requested cell")
  func cursor() {
    let previous = buffer(["abc"], columns: 3)
    var next = previous
    next.cursor = .visible(column: 1, row: 0)
    #expect(renderer.render(from: previous, to: next) == "\u{1B}[1;2H\u{1B}[?25h")
    #expect(renderer.render(from: next, to: next) == "")
    var typed = buffer(["abz"], columns: 3)
    typed.cursor = .visible(column: 2, row: 0)
    #expect(renderer.render(from: next, to: typed) == "\u{1B}[?25l\u{1B}[1;3Hz\u{1B}[1;3H\u{1B}[?25h")
    #expect(renderer.render(from: typed, to: buffer(["abz"], columns: 3)) == "\u{1B}[?25l")
  }

  @Test("Hostile text never reaches the terminal raw")
  func hostileText() {
    var next = ScreenBuffer(size: TerminalSize(columns: 30, rows: 1))
    next.write("\u{1B}]0;pwned\u{7}\u{9B}2J", column: 0, row: 0, style: .plain)
    let output = renderer.render(from: nil, to: next)
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B })
    #expect(output.contains("^[]0;pwned^G<U+009B>2J"))
  }
}

/// A tiny terminal for one row: cursor positioning (`ESC [ row ; column H`) and text, with a chosen width for
/// clusters of several scalars, to check what a frame leaves on screen.
private enum TerminalModel {
  /// The row's cells after `output` is played over `initial`; a continuation cell is "".
  static func play(_ output: String, on initial: String, heartWidth: Int) -> [String] {
    var cells = initial.map { String($0) }
    var column = 0
    var characters = Array(output)[...]
    while let character = characters.popFirst() {
      if character == "\u{1B}" {
        guard characters.first == "[" else { continue }
        characters.removeFirst()
        var parameters = ""
        while let next = characters.popFirst() {
          if next.isLetter {
            if next == "H", let value = parameters.split(separator: ";").last.flatMap({ Int($0) }) {
              column = value - 1
            }
            break
          }
          parameters.append(next)
        }
        continue
      }
      let width = character.unicodeScalars.count > 1 ? heartWidth : 1
      guard column < cells.count else { continue }
      cells[column] = String(character)
      if width == 2, column + 1 < cells.count { cells[column + 1] = "" }
      column += width
    }
    return cells
  }
}
