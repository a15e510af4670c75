import SignUp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a script's bytes could not be read.
enum ScriptReadFailure: Hashable, Sendable {
  /// The file does not exist.
  case noSuchFile
  /// It is a directory.
  case isDirectory
  /// No permission to read it.
  case permissionDenied
  /// Standard input was closed when `signup` started.
  case closed
  /// Another `errno` from `open` or `read`.
  case system(Int32)

  /// The reason, for a message.
  /// - Parameter language: The language of the reason.
  func text(in language: Language) -> String {
    switch (self, language) {
    case (.noSuchFile, .english): return "no such file"
    case (.noSuchFile, .korean): return "파일이 없습니다"
    case (.isDirectory, .english): return "it is a directory"
    case (.isDirectory, .korean): return "디렉터리입니다"
    case (.permissionDenied, .english): return "permission denied"
    case (.permissionDenied, .korean): return "읽을 권한이 없습니다"
    case (.closed, .english): return "it is closed"
    case (.closed, .korean): return "닫혀 있습니다"
    case (.system(let code), _):
      guard let text = strerror(code) else { return "errno \(code)" }
      return "\(String(cString: text)) (errno \(code))"
    }
  }
}
