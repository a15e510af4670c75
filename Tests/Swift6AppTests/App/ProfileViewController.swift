import Dispatch
import RxCore
import SproutTestSupport

/// The profile screen, as a `@MainActor` view controller in a Swift 6 app. Each method binds one way; those marked
/// `mistake` run a closure formed here (so isolated to the main actor) off the main thread, or subscribe a trait off
/// the main thread, and RxCore reports it. The marker comment is on the line the report names.
@MainActor
final class ProfileViewController {
  let nicknameLabel = Label()
  let statusLabel = Label()
  let nicknameField = TextField()
  let saveButton = Button()
  let viewModel: ProfileViewModel
  var disposeBag = DisposeBag()
  /// Screen state that the operators' closures below read.
  var prefix = "@"
  var isEditing = false
  var step = 1
  /// What completion handlers on background queues subscribe. A `BackgroundSender` stands for such a handler: what
  /// it is given (observables RxCore counts) it lets go of before the test goes on, which a closure's captures are
  /// not (a dispatched block releases them some time after it returns).
  let backgroundSubscriptions = CompositeDisposable()

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  // MARK: Correct

  /// Drivers deliver on the main thread.
  func bindOutputs() {
    let output = viewModel.transform(input: .init(saveTap: saveButton.rx.tap))
    output.nickname.drive(nicknameLabel.rx.text).disposed(by: disposeBag)
    output.saved.emit(onNext: { [weak self] name in self?.statusLabel.text = "saved \(name)" }).disposed(by: disposeBag)
    nicknameField.rx.text.orEmpty.bind(to: viewModel.nickname).disposed(by: disposeBag)
  }

  /// Background work, then `observe(on: MainScheduler.instance)` before the closure that touches the screen. The
  /// background step is `@Sendable` with the check turned off: a plain closure formed here is isolated to the main
  /// actor in Swift's eyes, even one that touches nothing of the screen, and RxCore would report it.
  func showNicknameAfterBackgroundWork() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .map({ @Sendable in $0.uppercased() }, isolation: nil)
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })
      .disposed(by: disposeBag)
  }

  /// A closure that touches nothing of the screen, marked `@Sendable`, with the check turned off for it.
  func logInBackground(_ log: LockedValue<[String]>) {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .subscribe(onNext: { @Sendable name in log.withLock { $0.append(name) } }, isolation: nil)
      .disposed(by: disposeBag)
  }

  /// Operators whose closures touch the screen, on the main thread: `observe(on: MainScheduler.instance)` comes
  /// before them. The background step touches nothing of the screen: `@Sendable`, with the check turned off.
  func formatNicknameOnMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .map({ @Sendable name in name.lowercased() }, isolation: nil)
      .observe(on: MainScheduler.instance)
      .map { [weak self] name in (self?.prefix ?? "") + name }
      .filter { [weak self] _ in self?.isEditing == false }
      .do(onNext: { [weak self] _ in self?.statusLabel.text = "shown" })
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })
      .disposed(by: disposeBag)
  }

  // MARK: Mistakes

  /// `observe(on:)` a background scheduler, then a closure that sets a label.
  func showNicknameOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })  // mistake: subscribe
      .disposed(by: disposeBag)
  }

  /// The same with `@MainActor` written on the closure: Swift accepts it, and still nothing checks the thread.
  func showNicknameOffMainExplicitly() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .subscribe(onNext: { @MainActor [weak self] in self?.nicknameLabel.text = $0 })  // mistake: explicit
      .disposed(by: disposeBag)
  }

  /// `bind(onNext:)` after background work.
  func bindStatusOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .bind(onNext: { [weak self] in self?.statusLabel.text = $0 })  // mistake: bind
      .disposed(by: disposeBag)
  }

  /// `subscribe(with:onNext:)` after background work.
  func showNicknameWithSelfOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .subscribe(with: self, onNext: { controller, name in controller.nicknameLabel.text = name })  // mistake: with
      .disposed(by: disposeBag)
  }

  /// A Binder whose binding is formed here, given a background scheduler.
  func bindThroughABackgroundBinder() {
    let binder = Binder(nicknameLabel, scheduler: background) { label, text in label.text = text }  // mistake: binder
    viewModel.nickname.asObservable().bind(to: binder).disposed(by: disposeBag)
  }

  /// The view model's Driver, driven from a completion handler that runs on a background queue.
  func driveFromACompletionHandler() -> BackgroundSender<(Driver<String?>, Binder<String?>)> {
    let subscriptions = backgroundSubscriptions
    return BackgroundSender((viewModel.nickname.asDriver().map { Optional($0) }, nicknameLabel.rx.text)) {
      nickname, label in
      _ = subscriptions.insert(nickname.drive(label))  // mistake: drive
    }
  }

  /// A ControlProperty driven, and a ControlEvent emitted, from a completion handler on a background queue.
  func driveControlsFromBackground()
    -> BackgroundSender<(Driver<String?>, ControlProperty<String?>, ControlEvent<Void>)>
  {
    let subscriptions = backgroundSubscriptions
    let nickname = viewModel.nickname.asDriver().map { Optional($0) }
    return BackgroundSender((nickname, nicknameField.rx.text, saveButton.rx.tap)) { nickname, field, taps in
      _ = subscriptions.insert(nickname.drive(field))  // mistake: control property
      _ = subscriptions.insert(taps.asSignal().emit(onNext: { _ in }))  // mistake: control event
    }
  }

  /// A `map` closure that reads the screen, run by the background scheduler before `observe(on:)` moves to main.
  func prefixNicknameOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .map { [weak self] name in (self?.prefix ?? "") + name }  // mistake: map
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })
      .disposed(by: disposeBag)
  }

  /// A `filter` closure that reads the screen, off the main thread.
  func filterWhileEditingOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .filter { [weak self] _ in self?.isEditing == false }  // mistake: filter
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })
      .disposed(by: disposeBag)
  }

  /// A `flatMapLatest` selector that reads the screen, off the main thread.
  func searchOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .flatMapLatest { [weak self] name in Observable.just((self?.prefix ?? "") + name) }  // mistake: flatMapLatest
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.nicknameLabel.text = $0 })
      .disposed(by: disposeBag)
  }

  /// A `do(onNext:)` side effect that sets a label, off the main thread.
  func showSavingOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .do(onNext: { [weak self] _ in self?.statusLabel.text = "saving" })  // mistake: do
      .subscribe()
      .disposed(by: disposeBag)
  }

  /// A `scan` accumulator that reads the screen, off the main thread.
  func countEditsOffMain() {
    viewModel.nickname.asObservable()
      .observe(on: background)
      .scan(0) { [weak self] count, _ in count + (self?.step ?? 1) }  // mistake: scan
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.statusLabel.text = "\($0) edits" })
      .disposed(by: disposeBag)
  }

  /// An `Observable` whose `map` reads the screen, made here and subscribed by a detached task (`Observable` is
  /// `Sendable`, so Swift lets it go).
  func titlesForADetachedTask() -> Observable<String> {
    Observable.just(1).map { [weak self] value in (self?.prefix ?? "") + "\(value)" }  // mistake: detached
  }
}
