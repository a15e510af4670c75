import RxCore
import RxTesting
import XCTest

private struct Failure: Error {}

/// When `zip` and `combineLatest` end the subscription of a source that stops, as in RxSwift: the fixed-arity forms
/// end it before they handle the stop, the collection forms forward an error or the last completion first (the
/// stopped source's own `do(onDispose:)` then runs after the subscriber saw the stop).
final class CombiningStopOrderTests: RxTestCase {
  private enum Form: CaseIterable {
    case arity
    case collection
  }

  /// A subject logged through `do(onSubscribe:onDispose:)`.
  private func logged(_ subject: PublishSubject<Int>, _ log: @escaping (String) -> Void) -> Observable<Int> {
    subject.do(onSubscribe: { log("first subscribed") }, onDispose: { log("first disposed") })
  }

  func testAFailingSourceEndsBeforeTheErrorInTheFixedAritiesAndAfterItInTheCollectionForms() {
    for form in Form.allCases {
      var log: [String] = []
      let append = { (line: String) in log.append(line) }
      let first = PublishSubject<Int>()
      let other = PublishSubject<Int>()
      let zipped =
        switch form {
        case .arity: Observable.zip(logged(first, append), other) { $0 + $1 }
        case .collection: Observable.zip([logged(first, append), other]) { $0.reduce(0, +) }
        }
      let subscription = zipped.subscribe(onError: { _ in append("error") })
      first.onError(Failure())
      subscription.dispose()

      let expected =
        switch form {
        case .arity: ["first subscribed", "first disposed", "error"]
        case .collection: ["first subscribed", "error", "first disposed"]
        }
      XCTAssertEqual(log, expected, "\(form)")
    }
  }

  func testTheLastSourceToCompleteEndsBeforeTheCompletionInTheFixedAritiesAndAfterItInTheCollectionForms() {
    for form in Form.allCases {
      var log: [String] = []
      let append = { (line: String) in log.append(line) }
      let first = PublishSubject<Int>()
      let combined =
        switch form {
        case .arity: Observable.combineLatest(logged(first, append), Observable<Int>.empty()) { $0 + $1 }
        case .collection:
          Observable.combineLatest([logged(first, append), Observable<Int>.empty()]) { $0.reduce(0, +) }
        }
      let subscription = combined.subscribe(onCompleted: { append("completed") })
      first.onCompleted()
      subscription.dispose()

      let expected =
        switch form {
        case .arity: ["first subscribed", "first disposed", "completed"]
        case .collection: ["first subscribed", "completed", "first disposed"]
        }
      XCTAssertEqual(log, expected, "\(form)")
    }
  }

  /// The first source fails while the second is being subscribed: the rest are still subscribed, and disposed in
  /// order once they all are.
  func testASourceFailingWhileAnotherIsSubscribedEndsAsTheFormSays() {
    for form in Form.allCases {
      var log: [String] = []
      let append = { (line: String) in log.append(line) }
      let first = PublishSubject<Int>()
      let second = Observable<Int>.create { _ in
        append("second subscribed")
        first.onError(Failure())
        return Disposables.create { append("second disposed") }
      }
      let third = Observable<Int>.create { _ in
        append("third subscribed")
        return Disposables.create { append("third disposed") }
      }
      let combined =
        switch form {
        case .arity: Observable.combineLatest(logged(first, append), second, third) { $0 + $1 + $2 }
        case .collection: Observable.combineLatest([logged(first, append), second, third]) { $0.reduce(0, +) }
        }
      combined.subscribe(onError: { _ in append("error") }).dispose()

      let stop =
        switch form {
        case .arity: ["first disposed", "error"]
        case .collection: ["error", "first disposed"]
        }
      XCTAssertEqual(
        log,
        ["first subscribed", "second subscribed"] + stop + ["third subscribed", "second disposed", "third disposed"],
        "\(form)")
    }
  }
}
