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
    guard let text = String(data: data, encoding: .utf8) else { throw .notText(source: source.displayName) }
    return text
  }
}
