import Dispatch
import RxCore
import SignUp

/// An ``SQLiteAccountDatabase`` that only blocks on its own serial queue touch: its work comes back as `Single`s.
///
/// It is `Sendable` by confinement, which the compiler cannot see: `database` is used only inside blocks that run
/// on `queue`, one at a time.
final class QueueConfinedDatabase: @unchecked Sendable {
  private let database: SQLiteAccountDatabase
  private let queue: DispatchQueue

  init(database: sending SQLiteAccountDatabase, label: String) {
    self.database = database
    queue = DispatchQueue(label: label, qos: .userInitiated)
  }

  /// A `Single` that, for each subscription, runs `work` on the queue and answers from there.
  ///
  /// ```swift
  /// confined.single { database throws(AccountStoreError) in try database.accountCount() }
  /// ```
  /// - Parameter work: What to do with the database; it runs on the queue, never on the subscriber's thread.
  /// - Returns: The `Single` of its answer, or of its ``AccountStoreError``.
  func single<Answer: Sendable>(
    _ work: @escaping @Sendable (SQLiteAccountDatabase) throws(AccountStoreError) -> Answer
  ) -> Single<Answer> {
    Single.create { [self] observer in
      queue.async { [self] in
        let event: SingleEvent<Answer>
        do throws(AccountStoreError) {
          event = .success(try work(database))
        } catch {
          event = .failure(error)
        }
        observer(event)
      }
      return Disposables.create()
    }
  }

  /// Blocks until every block queued before this call has run (for tests and orderly shutdown).
  func waitUntilIdle() {
    queue.sync {}
  }
}
