import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under the system's temporary folder, removed (with everything in it) by ``remove()``.
final class TemporaryFolder {
  let path: String
  private var unwritable: [String] = []

  init() throws {
    var template = Array((NSTemporaryDirectory() + "/sprout-accounts-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> UnsafeMutablePointer<CChar>? in
      guard let base = buffer.baseAddress else { return nil }
      return mkdtemp(base)
    }
    guard let made else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    path = String(cString: made)
  }

  /// A path inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Makes a file or folder unwritable for this process: mode 0400/0500, and immutable (`chattr +i`) when running
  /// as root, whom modes do not stop. Skips the test when neither works here.
  func makeUnwritable(_ target: String) throws {
    var info = stat()
    XCTAssertEqual(stat(target, &info), 0)
    let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
    XCTAssertEqual(chmod(target, isFolder ? 0o500 : 0o400), 0)
    unwritable.append(target)
    if access(target, W_OK) == 0 {
      try Self.chattr("+i", target)
    }
    guard access(target, W_OK) != 0 else {
      throw XCTSkip("cannot make \(target) unwritable for this process")
    }
  }

  /// Undoes ``makeUnwritable(_:)`` and removes the folder.
  func remove() {
    for target in unwritable.reversed() {
      try? Self.chattr("-i", target)
      var info = stat()
      if stat(target, &info) == 0 {
        chmod(target, (info.st_mode & S_IFMT) == S_IFDIR ? 0o700 : 0o600)
      }
    }
    unwritable = []
    try? FileManager.default.removeItem(atPath: path)
  }

  private static func chattr(_ flag: String, _ target: String) throws {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, target]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
}

/// What is on disk at a path, for "left exactly as it was".
struct FileSnapshot: Equatable {
  let bytes: Data?
  let mode: mode_t?
  let siblings: [String]

  /// The file's bytes and mode, and which of its `-wal`, `-shm` and `-journal` files exist.
  init(_ path: String) {
    bytes = FileManager.default.contents(atPath: path)
    var info = stat()
    mode = stat(path, &info) == 0 ? info.st_mode : nil
    siblings = ["-wal", "-shm", "-journal"].filter { FileManager.default.fileExists(atPath: path + $0) }
  }
}

/// The permission bits of a file or folder (`0o600`), or `nil` when there is none.
func permissions(of path: String) -> mode_t? {
  var info = stat()
  guard stat(path, &info) == 0 else { return nil }
  return info.st_mode & 0o7777
}
