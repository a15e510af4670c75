import RxTesting
import SignUp
import XCTest

/// The seed's final view model, in Sprout: it keeps a `DisposeBag` of its own and captures `self` in `map`.
private final class SeedGenderViewModel {
  struct Input {
    let maletap: Observable<Void>
    let femaletap: Observable<Void>
    let tap: Observable<Void>
  }

  struct Output {
    let maleState: BehaviorSubject<Bool>
    let femaleState: BehaviorSubject<Bool>
    let sceneTransition: Observable<Void>
  }

  let gender = BehaviorRelay<Gender?>(value: nil)
  let disposeBag = DisposeBag()

  func transform(input: Input) -> Output {
    let maleSubject = BehaviorSubject<Bool>(value: false)
    let femaleSubject = BehaviorSubject<Bool>(value: false)
    input.maletap
      .map { _ in self.gender.value == .male ? nil : Gender.male }
      .share(replay: 1, scope: .whileConnected)
      .asDriver(onErrorJustReturn: nil)
      .drive(gender)
      .disposed(by: disposeBag)
    input.femaletap
      .map { _ in self.gender.value == .female ? nil : Gender.female }
      .share(replay: 1, scope: .whileConnected)
      .asDriver(onErrorJustReturn: nil)
      .drive(gender)
      .disposed(by: disposeBag)
    gender.bind { selected in
      maleSubject.onNext(selected == .male)
      femaleSubject.onNext(selected == .female)
    }.disposed(by: disposeBag)
    return Output(maleState: maleSubject, femaleState: femaleSubject, sceneTransition: input.tap)
  }
}

/// The same view model with its subscriptions owned by the screen: it still captures `self`, but only inside
/// subscriptions the screen disposes.
private final class ScreenOwnedGenderViewModel {
  struct Output {
    let maleSelected: Driver<Bool>
    let femaleSelected: Driver<Bool>
  }

  let gender = BehaviorRelay<Gender?>(value: nil)

  func transform(maleTap: Observable<Void>, femaleTap: Observable<Void>) -> (Output, any Disposable) {
    let taps = Observable.merge(
      maleTap.map { _ in self.gender.value == .male ? nil : Gender.male },
      femaleTap.map { _ in self.gender.value == .female ? nil : Gender.female })
    let binding = taps.bind(to: gender)
    let output = Output(
      maleSelected: gender.asDriver().map { $0 == .male }.distinctUntilChanged(),
      femaleSelected: gender.asDriver().map { $0 == .female }.distinctUntilChanged())
    return (output, binding)
  }
}

final class SeedViewModelLifetimeTests: RxTestCase {
  /// The seed's design keeps itself alive: its bag holds subscriptions whose closures hold the view model. It is
  /// released only when the tap streams complete.
  func testSeedViewModelLivesUntilItsInputsComplete() {
    let maleTap = PublishSubject<Void>()
    let femaleTap = PublishSubject<Void>()
    weak var released: SeedGenderViewModel?
    do {
      let viewModel = SeedGenderViewModel()
      released = viewModel
      let output = viewModel.transform(
        input: .init(maletap: maleTap.asObservable(), femaletap: femaleTap.asObservable(), tap: .never()))
      maleTap.onNext(())
      XCTAssertEqual(try output.maleState.value(), true)
    }
    XCTAssertNotNil(released, "the view model's own bag keeps it alive")
    maleTap.onCompleted()
    femaleTap.onCompleted()
    XCTAssertNil(released)
  }

  /// A view model that captures itself is released once the subscriptions the screen owns are disposed.
  func testViewModelThatCapturesItselfIsReleasedWithTheScreensSubscriptions() {
    let maleTap = PublishRelay<Void>()
    let femaleTap = PublishRelay<Void>()
    weak var released: ScreenOwnedGenderViewModel?
    var screenBag = DisposeBag()
    var shown: [Bool] = []
    do {
      let viewModel = ScreenOwnedGenderViewModel()
      released = viewModel
      let (output, binding) = viewModel.transform(maleTap: maleTap.asObservable(), femaleTap: femaleTap.asObservable())
      binding.disposed(by: screenBag)
      output.maleSelected.drive(onNext: { shown.append($0) }).disposed(by: screenBag)
    }
    maleTap.accept(())
    femaleTap.accept(())
    XCTAssertEqual(shown, [false, true, false])
    XCTAssertNotNil(released)
    screenBag = DisposeBag()
    XCTAssertNil(released)
  }
}
