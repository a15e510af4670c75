import Foundation
import RxCore
import SignUp

/// The embedded account store: an ``SQLiteAccountDatabase`` on a serial queue of its own, answering with `Single`s.
///
/// Every call's work runs on that queue, never on the subscriber's thread, so the main thread never waits for the
/// disk; observe the answer where you need it (`observe(on: MainScheduler.instance)`). Each subscription runs the
/// work once.
///
/// ```swift
/// let store = try SQLiteAccountStore.open(path: try AccountStoreLocation(environment: env).path)
/// store.createAccount(request)
///   .observe(on: MainScheduler.instance)
///   .subscribe(onSuccess: { creation in … }, onFailure: { error in … })
/// ```
public final class SQLiteAccountStore: AccountStore {
  /// The file's path, as SQLite was given it.
  public let path: String

  private let confined: QueueConfinedDatabase
  private let now: @Sendable () -> Date

  /// Wraps an open database, which the store then owns and confines to its queue.
  /// - Parameters:
  ///   - database: The open database; nothing else may use it afterwards.
  ///   - now: The clock that stamps each created account.
  public init(database: sending SQLiteAccountDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
    path = database.path
    confined = QueueConfinedDatabase(database: database, label: "sprout.accounts.sqlite")
    self.now = now
  }

  /// Opens the store at `path` synchronously (at program start), as ``SQLiteAccountDatabase/open(path:busyTimeout:)``.
  ///
  /// ```swift
  /// do { store = try SQLiteAccountStore.open(path: path) } catch { print(error); exit(2) }
  /// ```
  /// - Parameters:
  ///   - path: The database file; created with its folders when absent.
  ///   - busyTimeout: How long, in seconds, a call waits for another connection's lock before `.busy`.
  ///   - now: The clock that stamps each created account.
  /// - Returns: The store.
  /// - Throws: What ``SQLiteAccountDatabase/open(path:busyTimeout:)`` throws; the disk is left as it was.
  public static func open(
    path: String, busyTimeout: TimeInterval = SQLiteAccountDatabase.defaultBusyTimeout,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws(AccountStoreError) -> SQLiteAccountStore {
    SQLiteAccountStore(database: try SQLiteAccountDatabase.open(path: path, busyTimeout: busyTimeout), now: now)
  }

  /// Whether a nickname is free now, answered from the store's queue.
  /// - Parameter nickname: A checked nickname.
  /// - Returns: A `Single` of `.available` or `.taken`, or of an ``AccountStoreError``.
  public func availability(of nickname: Nickname) -> Single<NicknameAvailability> {
    confined.single { database throws(AccountStoreError) in try database.availability(of: nickname) }
  }

  /// Creates an account stamped with the store's clock, or says which field is taken; answered from its queue.
  /// - Parameter request: The checked sign-up request.
  /// - Returns: A `Single` of the creation (durable when it arrives), or of an ``AccountStoreError``.
  public func createAccount(_ request: SignUpRequest) -> Single<AccountCreation> {
    let now = self.now
    return confined.single { database throws(AccountStoreError) in try database.createAccount(request, at: now()) }
  }

  /// The account whose nickname has the same canonical key, if any, answered from the store's queue.
  /// - Parameter nickname: A checked nickname.
  /// - Returns: A `Single` of the account or `nil`, or of an ``AccountStoreError``.
  public func account(nicknamed nickname: Nickname) -> Single<Account?> {
    confined.single { database throws(AccountStoreError) in try database.account(nicknamed: nickname) }
  }

  /// Blocks until the work of every subscription made before this call has finished.
  public func waitUntilIdle() {
    confined.waitUntilIdle()
  }
}
