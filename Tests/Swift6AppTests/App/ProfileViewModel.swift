import RxCore

/// The profile screen's view model, in the seed's `transform(input:) -> Output` shape: state in relays, outputs as
/// Drivers and Signals. It is `@MainActor`, as a view model whose state the screen reads is in a Swift 6 app.
@MainActor
final class ProfileViewModel {
  struct Input {
    let saveTap: ControlEvent<Void>
  }

  struct Output {
    let nickname: Driver<String>
    let saved: Signal<String>
  }

  let nickname = BehaviorRelay<String>(value: "")
  private let service: ProfileService
  private(set) var cachedNickname = "cached"

  init(service: ProfileService) {
    self.service = service
  }

  func transform(input: Input) -> Output {
    let saved = input.saveTap.asSignal().withLatestFrom(nickname.asSignal(onErrorJustReturn: ""))
    return Output(nickname: nickname.asDriver(), saved: saved)
  }

  /// Correct: the service answers on a background thread; `observe(on:)` brings the answer to the main thread before
  /// the closure that touches the view model runs.
  func load() -> any Disposable {
    service.loadNickname()
      .observe(on: MainScheduler.instance)
      .subscribe(onSuccess: { [weak self] name in self?.nickname.accept(name) })
  }

  /// Mistake: the same without `observe(on:)`: the closure, formed here, runs on the service's thread.
  func loadWithoutObserveOn() -> any Disposable {
    service.loadNickname().subscribe(onSuccess: { [weak self] name in self?.nickname.accept(name) })  // mistake: single
  }

  /// Mistake: a subscribe function that reads the view model's state, subscribed on a background scheduler.
  func cachedNicknames() -> Observable<String> {
    Observable<String>.create { [weak self] observer in  // mistake: create
      observer.onNext(self?.cachedNickname ?? "")
      observer.onCompleted()
      return Disposables.create()
    }
    .subscribe(on: background)
  }

  /// Mistake: a `map` on the service's `Single` that reads the view model, before `observe(on:)`.
  func loadAndDecorate() -> any Disposable {
    service.loadNickname()
      .map { [weak self] name in name + (self?.cachedNickname ?? "") }  // mistake: single map
      .observe(on: MainScheduler.instance)
      .subscribe(onSuccess: { [weak self] name in self?.nickname.accept(name) })
  }
}
