import Foundation

/// Reads a script's text from a file or from standard input.
enum ScriptReading {
  /// The whole text of a script.
  /// - Parameter source: Where the script is.
  /// - Returns: The text.
  /// - Throws: `ScriptError.unreadable` (missing file, a directory, no permission) or `.notText`.
  static func text(of source: ScriptSource) throws(ScriptError) -> String {
    let data: Data
    switch source {
    case .standardInput:
      data = FileHandle.standardInput.readDataToEndOfFile()
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unreadable(source: path, reason: "no such file")
      }
      guard !isDirectory.boolValue else { throw .unreadable(source: path, reason: "it is a directory") }
      guard let contents = FileManager.default.contents(atPath: path) else {
        throw .unreadable(source: path, reason: "permission denied or read error")
      }
      data = contents
    }
    return try text(of: Array(data), source: source.displayName)
  }

  /// Decodes a script's bytes as UTF-8.
  /// - Parameters:
  ///   - bytes: The script's bytes.
  ///   - source: The script's name, for errors.
  /// - Returns: The text.
  /// - Throws: `ScriptError.notText` naming the first line with a byte sequence that is not UTF-8.
  static func text(of bytes: [UInt8], source: String) throws(ScriptError) -> String {
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var previous: Unicode.Scalar?
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        // CR, LF and CRLF each end a line, as in the parser.
        if scalar == "\n" && previous != "\r" || scalar == "\r" { line += 1 }
        previous = scalar
      case .emptyInput:
        break decoding
      case .error:
        throw .notText(source: source, line: line)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
