/// Where the account store lives by default: `$XDG_DATA_HOME/sprout/accounts.sqlite`, else
/// `$HOME/.local/share/sprout/accounts.sqlite`.
///
/// Computed from the environment it is given, and nothing else, so it is the same answer in a test as in the
/// program. `XDG_DATA_HOME` counts only when it is an absolute path (the XDG Base Directory rule: a relative one is
/// ignored); `HOME` must be absolute too.
///
/// ```swift
/// try AccountStoreLocation(environment: ["HOME": "/home/me"]).path
/// // "/home/me/.local/share/sprout/accounts.sqlite"
/// try AccountStoreLocation(environment: ProcessInfo.processInfo.environment).path
/// ```
public struct AccountStoreLocation: Hashable, Sendable {
  /// The store's file name.
  public static let fileName = "accounts.sqlite"
  /// The folder of Sprout's data inside the data home.
  public static let folderName = "sprout"

  /// The folder the file is in, for example `/home/me/.local/share/sprout`.
  public let folder: String

  /// The file's path, for example `/home/me/.local/share/sprout/accounts.sqlite`.
  public var path: String { folder + "/" + Self.fileName }

  /// The default location for an environment.
  /// - Parameter environment: The variables, as `ProcessInfo.processInfo.environment` gives them.
  /// - Throws: ``AccountStoreLocationError/noDataHome`` when `XDG_DATA_HOME` is unset, empty or relative and `HOME`
  ///   is too.
  public init(environment: [String: String]) throws(AccountStoreLocationError) {
    if let dataHome = Self.absolute(environment["XDG_DATA_HOME"]) {
      folder = dataHome + "/" + Self.folderName
    } else if let home = Self.absolute(environment["HOME"]) {
      folder = (home == "/" ? "" : home) + "/.local/share/" + Self.folderName
    } else {
      throw .noDataHome
    }
  }

  /// A path when it is absolute, without trailing slashes (`/` stays `/`).
  private static func absolute(_ value: String?) -> String? {
    guard var value, value.hasPrefix("/") else { return nil }
    while value.count > 1, value.hasSuffix("/") { value.removeLast() }
    return value
  }
}
