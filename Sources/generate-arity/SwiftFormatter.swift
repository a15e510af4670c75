import Foundation

/// Formats Swift source with the toolchain's `swift format` and the package's `.swift-format`, so generated files
/// are exactly what `swift format lint --strict` expects.
struct SwiftFormatter {
  /// What went wrong running `swift format`.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let configuration: URL

  /// Returns `source` formatted.
  func format(_ source: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "format", "--configuration", configuration.path, "-"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // swift format reads all of its input before it writes, so writing first cannot fill both pipes at once.
    input.fileHandleForWriting.write(Data(source.utf8))
    try input.fileHandleForWriting.close()
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    let messages = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: messages, as: UTF8.self)
      throw Failure(description: "swift format exited with \(process.terminationStatus): \(reason)")
    }
    return String(decoding: formatted, as: UTF8.self)
  }
}
