import RxTesting
import SignUp
import XCTest

/// The seed's final code keeps one relay holding the gender and sets both buttons' subjects from it, so the buttons
/// no longer drift; but switching from 여자 to 남자 sets 남자 on before 여자 off, so anything that combines the two
/// (a `combineLatest`, a "both selected" check, a layout) sees both buttons selected for one emission. Selection
/// delivers a change in two phases, options turning off first, so the seed's view model in Sprout never shows it.
final class SeedFinalCodeGlitchTests: RxTestCase {
  /// Taps 여자 at 5 and 남자 at 8; returns `male && female` after each emission of either button.
  private func bothSelected(_ buttons: (Observable<Void>, Observable<Void>) -> (Observable<Bool>, Observable<Bool>))
    -> [Recorded<Event<Bool>>]
  {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let maleTap = scheduler.createHotObservable([.next(8, ())])
    let femaleTap = scheduler.createHotObservable([.next(5, ())])
    let observer = scheduler.createObserver(Bool.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let (male, female) = buttons(maleTap.asObservable(), femaleTap.asObservable())
      var bag = DisposeBag()
      scheduler.scheduleAt(0) {
        Observable.combineLatest(male, female) { $0 && $1 }.subscribe(observer).disposed(by: bag)
      }
      scheduler.scheduleAt(100) { bag = DisposeBag() }
      scheduler.start()
    }
    return observer.events
  }

  func testTheSeedsOneRelayFixShowsBothButtonsSelectedForOneEmission() {
    let events = bothSelected { maleTap, femaleTap in
      // The seed's final transform, as written there (the tap streams, the relay, the two subjects).
      let gender = BehaviorRelay<Gender?>(value: nil)
      let maleSubject = BehaviorSubject<Bool>(value: false)
      let femaleSubject = BehaviorSubject<Bool>(value: false)
      let bag = DisposeBag()
      maleTap.map { _ -> Gender? in gender.value == .male ? nil : .male }
        .asDriver(onErrorJustReturn: nil).drive(gender).disposed(by: bag)
      femaleTap.map { _ -> Gender? in gender.value == .female ? nil : .female }
        .asDriver(onErrorJustReturn: nil).drive(gender).disposed(by: bag)
      gender.bind { selected in
        switch selected {
        case .male?:
          maleSubject.onNext(true)
          femaleSubject.onNext(false)
        case .female?:
          maleSubject.onNext(false)
          femaleSubject.onNext(true)
        case nil:
          maleSubject.onNext(false)
          femaleSubject.onNext(false)
        }
      }.disposed(by: bag)
      let keepAlive = Observable<Bool>.never().do(onDispose: { _ = bag })
      return (Observable.merge(maleSubject, keepAlive), femaleSubject.asObservable())
    }
    XCTAssertEqual(events.filter { $0.time == 8 }, [.next(8, true), .next(8, false)], "\(events)")
  }

  func testGenderSelectionViewModelNeverShowsBoth() {
    let events = bothSelected { maleTap, femaleTap in
      let output = GenderSelectionViewModel().transform(input: .init(maleTap: maleTap, femaleTap: femaleTap))
      return (output.maleSelected.asObservable(), output.femaleSelected.asObservable())
    }
    XCTAssertFalse(events.contains { $0.value.element == true }, "\(events)")
    XCTAssertEqual(events.last, .next(8, false))
  }
}
