// The app-side names that the documentation's examples use, so that each example type-checks as written.
// Not part of any module: .ci/check-doc-snippets compiles it beside each example.
import RxCore
import SignUp

/// A stand-in for a UIKit button: `rx.tap` is a `ControlEvent`, `rx.isSelected` a `Binder` (from the writable
/// property, through `Reactive`'s dynamic member lookup).
final class Button: ReactiveCompatible {
  var isSelected = false
  var isEnabled = true
  var title = ""
}

extension Reactive where Base: Button {
  var tap: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
}

/// A stand-in for a screen's navigation.
final class Coordinator {
  func next(_ gender: Gender?) {}
}

nonisolated(unsafe) let disposeBag = DisposeBag()
nonisolated(unsafe) let maleButton = Button()
nonisolated(unsafe) let femaleButton = Button()
nonisolated(unsafe) let nextButton = Button()
nonisolated(unsafe) let mButton = Button()
nonisolated(unsafe) let coordinator = Coordinator()
let tappedSize = Observable<String>.never()
func showHint<Refusal>(_ refusal: Refusal) {}
