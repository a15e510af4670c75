import RxTesting
import SignUp

/// A store whose answers are played on a test scheduler: each call subscribes a cold observable that answers
/// after the given virtual delay, so a test sees when each question was asked and when it was cancelled.
///
/// Answers are taken in order from the queues; once a queue is empty every check answers available after 10 ms and
/// every sign-up creates the account after 10 ms.
final class ScriptedAccountStore: AccountStore, @unchecked Sendable {
  // @unchecked: a test builds, plays and reads it on the test's thread only (TestScheduler runs there).
  typealias Answer<Value> = (delay: TestTime, result: Result<Value, AccountStoreError>)

  private let scheduler: TestScheduler
  private var checkAnswers: [Answer<NicknameAvailability>]
  private var creationAnswers: [Answer<AccountCreation>]
  /// Each check's question: the nickname asked about and the cold observable that answered it.
  private(set) var checks: [(nickname: String, answer: TestableObservable<NicknameAvailability>)] = []
  /// Each sign-up's request and the cold observable that answered it.
  private(set) var creations: [(request: SignUpRequest, answer: TestableObservable<AccountCreation>)] = []

  init(
    scheduler: TestScheduler, checks: [Answer<NicknameAvailability>] = [(10, .success(.available))],
    creations: [Answer<AccountCreation>] = []
  ) {
    self.scheduler = scheduler
    self.checkAnswers = checks
    self.creationAnswers = creations
  }

  /// The virtual times the checks were subscribed at (asked).
  var checkTimes: [TestTime] { checks.flatMap { $0.answer.subscriptions.map(\.subscribe) } }

  func availability(of nickname: Nickname) -> Single<NicknameAvailability> {
    Observable.deferred { [self] in
      let answer = Self.next(from: &checkAnswers, otherwise: (10, .success(.available)))
      let observable = played(answer)
      checks.append((nickname.text, observable))
      return observable.asObservable()
    }.asSingle()
  }

  func createAccount(_ request: SignUpRequest) -> Single<AccountCreation> {
    Observable.deferred { [self] in
      let fallback: Answer<AccountCreation> = (
        10,
        .success(
          .created(
            Account(id: Int64(creations.count + 1), request: request, createdAt: .init(timeIntervalSince1970: 0))))
      )
      let answer = Self.next(from: &creationAnswers, otherwise: fallback)
      let observable = played(answer)
      creations.append((request, observable))
      return observable.asObservable()
    }.asSingle()
  }

  private func played<Value>(_ answer: Answer<Value>) -> TestableObservable<Value> {
    switch answer.result {
    case .success(let value):
      return scheduler.createColdObservable([.next(answer.delay, value), .completed(answer.delay)])
    case .failure(let error):
      return scheduler.createColdObservable([.error(answer.delay, error)])
    }
  }

  private static func next<Value>(from queue: inout [Answer<Value>], otherwise fallback: Answer<Value>) -> Answer<Value>
  {
    queue.isEmpty ? fallback : queue.removeFirst()
  }
}
