import Dispatch
import RxCore

/// The app's background work: it loads on a background queue and answers there, as a network client does. Written
/// in nonisolated code, so the closures it forms may run on any thread.
final class ProfileService: Sendable {
  /// The nickname, delivered on a background thread (the serial `background` scheduler, so that a test can wait
  /// until the queue has let go of what it was given).
  func loadNickname() -> Single<String> {
    Single<String>.create { single in
      _ = background.schedule(()) { _ in
        single(.success("새싹"))
        return Disposables.create()
      }
      return Disposables.create()
    }
  }

  /// Saves a nickname and records it, from a background thread, with closures formed here.
  func save(_ nickname: String, into log: LockedValue<[String]>) -> any Disposable {
    Observable.just(nickname)
      .observe(on: background)
      .subscribe(onNext: { saved in log.withLock { $0.append(saved) } })
  }
}

extension ProfileService {
  /// Background work with operators, formed here (nonisolated) and run on a background scheduler: never reported.
  func normalize(_ nickname: String, into log: LockedValue<[String]>) -> any Disposable {
    Observable.just(nickname)
      .observe(on: background)
      .map { $0.uppercased() }
      .filter { !$0.isEmpty }
      .flatMap { Observable.just($0 + "!") }
      .do(onNext: { _ in })
      .scan("") { $0 + $1 }
      .subscribe(onNext: { saved in log.withLock { $0.append(saved) } })
  }
}

/// The serial scheduler the app does background work on (serial, so a test can wait for what it was given).
let background = SerialDispatchQueueScheduler(qos: .userInitiated)
