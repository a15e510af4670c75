/// Where in a marble diagram a problem was found.
///
/// ```swift
/// let location = MarbleLocation(marbles: "--a-((b)|", offset: 5)
/// print(location.pointer)
/// // --a-((b)|
/// //      ^
/// ```
public struct MarbleLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The whole marble diagram.
  public let marbles: String
  /// The zero-based offset, in characters, of the offending symbol (`marbles.count` for the end of the diagram).
  public let offset: Int

  /// Makes a location.
  /// - Parameters:
  ///   - marbles: The whole marble diagram.
  ///   - offset: The zero-based character offset of the offending symbol.
  public init(marbles: String, offset: Int) {
    self.marbles = marbles
    self.offset = offset
  }

  /// A short description such as `offset 5 of "--a-((b)|"`.
  public var description: String { "offset \(offset) of \"\(marbles)\"" }

  /// Two lines: the diagram (line breaks shown as spaces), and a caret under the offending symbol.
  public var pointer: String {
    let diagramLine = String(marbles.map { $0.isNewline ? " " : $0 })
    var caretLine = ""
    for character in marbles.prefix(max(0, offset)) {
      caretLine.append(character == "\t" ? "\t" : " ")
    }
    caretLine.append("^")
    return diagramLine + "\n" + caretLine
  }
}
