import Foundation

/// Which account store a program signs up into.
///
/// ```swift
/// AccountStoreChoice.defaultFile.path(environment: ["HOME": "/home/me"])
/// // "/home/me/.local/share/sprout/accounts.sqlite"
/// ```
public enum AccountStoreChoice: Hashable, Sendable {
  /// The embedded store at its default place: `$XDG_DATA_HOME/sprout/accounts.sqlite`, else
  /// `~/.local/share/sprout/accounts.sqlite`.
  case defaultFile
  /// The embedded store in this file (`--accounts FILE`).
  case file(path: String)
  /// The sign-up service at this address (`--server URL`).
  case service(URL)
}
