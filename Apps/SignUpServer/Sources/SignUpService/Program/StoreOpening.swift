import SignUp

/// Opens the store a ``DatabaseLocation`` names, with one connection per worker thread.
enum StoreOpening {
  /// The store, migrated, its skeletons recomputed if ICU changed.
  /// - Parameters:
  ///   - location: Where the accounts are.
  ///   - connections: Connections to keep (the worker threads).
  /// - Returns: The store and how many skeletons were recomputed.
  /// - Throws: ``AccountStoreError``.
  static func open(_ location: DatabaseLocation, connections: Int) throws(AccountStoreError)
    -> (database: any ServiceDatabase, refreshed: Int)
  {
    let database: any ServiceDatabase
    switch location {
    case .postgres(let url): database = try PostgresDatabase(url: url, connections: connections)
    case .sqlite(let path): database = try SQLiteDatabase(path: path, connections: connections)
    }
    let refreshed = try database.refreshSkeletons(version: ConfusableSkeleton.icuVersion) {
      ConfusableSkeleton.ofNickname(canonicalKey: $0)
    }
    return (database, refreshed)
  }
}
