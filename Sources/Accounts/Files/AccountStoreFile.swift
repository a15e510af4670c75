import SignUp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's file made ready for SQLite, which then opens it read-write and never creates it.
///
/// An existing file must be a regular file that this process can read and write, in a folder it can write (for the
/// `-wal` and `-shm` files beside it). An absent one is created empty with mode 0600, and its missing folders with
/// mode 0700, so SQLite gives `-wal` and `-shm` the same 0600. What was created is remembered, for
/// ``undoCreation()`` when opening fails later.
///
/// ```swift
/// let file = try AccountStoreFile.prepare(path: "/home/me/.local/share/sprout/accounts.sqlite")
/// ```
struct AccountStoreFile {
  /// The path as SQLite is given it: relative paths start with `./`, so `:memory:` stays a file name.
  let path: String
  /// The device and inode of the file this call created, if it did.
  private let createdFile: (device: UInt64, inode: UInt64)?
  /// The folders this call created, outermost first.
  private let createdFolders: [String]

  /// The file's folder: `.` for a bare name, `/` for a file at the root.
  var folder: String { Self.folder(of: path) }

  /// Checks the path and creates the file (and its folders) when absent; nothing is created on an error.
  /// - Parameter path: The store's path, absolute or relative to the working folder.
  /// - Returns: The prepared file.
  /// - Throws: `.isDirectory`, `.readOnly`, `.diskFull` or `.cannotOpen(reason:)`.
  static func prepare(path: String) throws(AccountStoreError) -> AccountStoreFile {
    guard !path.isEmpty else { throw .cannotOpen(reason: "the path is empty") }
    let sqlitePath = path.hasPrefix("/") ? path : "./" + path
    if try existingFileIsUsable(at: sqlitePath) {
      return AccountStoreFile(path: sqlitePath, createdFile: nil, createdFolders: [])
    }
    let folders = try createFolders(for: folder(of: sqlitePath))
    do throws(AccountStoreError) {
      guard let created = try createFile(at: sqlitePath) else {
        // Another process created it meanwhile: check it as an existing file.
        _ = try existingFileIsUsable(at: sqlitePath)
        return AccountStoreFile(path: sqlitePath, createdFile: nil, createdFolders: folders)
      }
      return AccountStoreFile(path: sqlitePath, createdFile: created, createdFolders: folders)
    } catch {
      removeFolders(folders)
      throw error
    }
  }

  /// Removes the file and the folders ``prepare(path:)`` created, so a failed open leaves the disk as it was.
  ///
  /// The file is removed only if it is still the one created (same device and inode). Call it only when no other
  /// connection can be using the file (not after `.busy`, which says one is).
  func undoCreation() {
    if let createdFile, let info = Self.status(of: path),
      UInt64(info.st_dev) == createdFile.device, UInt64(info.st_ino) == createdFile.inode
    {
      unlink(path)
    }
    Self.removeFolders(createdFolders)
  }

  /// `true` when a usable file is there, `false` when none is; throws when one is there but is not usable.
  private static func existingFileIsUsable(at path: String) throws(AccountStoreError) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return false }
      throw .cannotOpen(reason: SystemError.text(of: code))
    }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotOpen(reason: "not a regular file") }
    guard access(path, R_OK) == 0 else { throw .cannotOpen(reason: SystemError.text(of: errno)) }
    guard access(path, W_OK) == 0 else { throw writeRefusal(errno) }
    guard access(folder(of: path), W_OK) == 0 else { throw writeRefusal(errno) }
    return true
  }

  /// Creates the missing folders of `folder`, each with mode 0700.
  /// - Returns: The folders created, outermost first.
  private static func createFolders(for folder: String) throws(AccountStoreError) -> [String] {
    var missing: [String] = []
    var current = folder
    while status(of: current) == nil, errno == ENOENT {
      missing.append(current)
      let parent = Self.folder(of: current)
      guard parent != current else { break }
      current = parent
    }
    if let info = status(of: current), (info.st_mode & S_IFMT) != S_IFDIR {
      throw .cannotOpen(reason: "\(current): " + SystemError.text(of: ENOTDIR))
    }
    var created: [String] = []
    for folder in missing.reversed() {
      if mkdir(folder, 0o700) == 0 {
        created.append(folder)
      } else if errno != EEXIST {
        let code = errno
        removeFolders(created)
        throw code == ENOSPC || code == EDQUOT ? .diskFull : writeRefusal(code)
      }
    }
    guard access(folder, W_OK) == 0 else {
      let code = errno
      removeFolders(created)
      throw writeRefusal(code)
    }
    return created
  }

  /// Creates the file with mode 0600, or returns `nil` when it already exists.
  ///
  /// The descriptor is closed at once: closing a descriptor drops every POSIX lock this process holds on the file,
  /// SQLite's too, so it must not stay open while another thread of this process may already be opening the new
  /// file. (The few microseconds between `open` and `close` remain such a window.)
  private static func createFile(at path: String) throws(AccountStoreError) -> (device: UInt64, inode: UInt64)? {
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST { return nil }
      throw code == ENOSPC || code == EDQUOT ? .diskFull : writeRefusal(code)
    }
    defer { close(descriptor) }
    // The umask can only take bits away from 0600; make it exactly 0600.
    fchmod(descriptor, 0o600)
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      unlink(path)
      throw .cannotOpen(reason: SystemError.text(of: code))
    }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// `.readOnly` for the errors that mean "cannot write here", `.cannotOpen` with the system's words otherwise.
  private static func writeRefusal(_ code: Int32) -> AccountStoreError {
    switch code {
    case EACCES, EPERM, EROFS: return .readOnly
    default: return .cannotOpen(reason: SystemError.text(of: code))
    }
  }

  private static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() {
      rmdir(folder)
    }
  }

  private static func status(of path: String) -> stat? {
    var info = stat()
    return stat(path, &info) == 0 ? info : nil
  }

  /// The folder part of a path: `.` for a bare name, `/` for a file at the root.
  static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    var parent = trimmed[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return String(parent)
  }
}
