import SignUp
import SignUpProgram

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a script's text from a file or from standard input, with `read(2)`: every way it can fail is a typed
/// `ScriptError`, and no more than `ScriptLimits.maximumBytes` (plus one chunk) is ever held.
///
/// ```swift
/// let text = try ScriptReading.text(of: .standardInput, language: .english, isInputClosed: false)
/// ```
enum ScriptReading {
  /// How much one `read` asks for.
  private static let chunkSize = 1 << 16

  /// The whole text of a script, without a leading byte order mark.
  /// - Parameters:
  ///   - source: Where the script is.
  ///   - language: The language of the source's name in errors.
  ///   - isInputClosed: Whether standard input was closed when the program started.
  /// - Returns: The text.
  /// - Throws: `ScriptError.unreadable` (no such file, a directory, no permission, closed, a read error),
  ///   `.tooLarge` (more than `ScriptLimits.maximumBytes`: `/dev/zero`, an endless pipe) or `.notText`.
  static func text(of source: ScriptSource, language: Language, isInputClosed: Bool) throws(ScriptError) -> String {
    let name = source.displayName(in: language)
    let descriptor: Int32
    switch source {
    case .standardInput:
      guard !isInputClosed else { throw .unreadable(source: name, reason: .closed) }
      descriptor = 0
    case .file(let path):
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else { throw .unreadable(source: name, reason: failure(errno)) }
    }
    defer { if descriptor != 0 { _ = close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
      throw .unreadable(source: name, reason: .isDirectory)
    }
    return try text(of: try readAll(descriptor, name: name), source: name)
  }

  /// Every byte until the end, or the first error, or the size limit.
  private static func readAll(_ descriptor: Int32, name: String) throws(ScriptError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        switch errno {
        case EINTR: continue
        case EAGAIN:
          var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&waiting, 1, -1)
          continue
        case let code: throw .unreadable(source: name, reason: failure(code))
        }
      }
      guard bytes.count + count <= ScriptLimits.maximumBytes else { throw .tooLarge(source: name) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private static func failure(_ code: Int32) -> ScriptReadFailure {
    switch code {
    case ENOENT: return .noSuchFile
    case EISDIR: return .isDirectory
    case EACCES: return .permissionDenied
    default: return .system(code)
    }
  }

  /// Decodes a script's bytes as UTF-8, skipping a UTF-8 byte order mark at the start (as editors on Windows
  /// save it).
  /// - Parameters:
  ///   - bytes: The script's bytes.
  ///   - source: The script's name, for errors.
  /// - Returns: The text.
  /// - Throws: `ScriptError.notText` naming the first line with a byte sequence that is not UTF-8.
  static func text(of bytes: [UInt8], source: String) throws(ScriptError) -> String {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    var line = 1
    var iterator = body.makeIterator()
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
    return String(decoding: body, as: UTF8.self)
  }
}
