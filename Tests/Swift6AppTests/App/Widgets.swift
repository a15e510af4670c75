import RxCore

/// A stand-in for a UIKit label: its `text` is set through `rx.text`, the `Binder` every writable property of a
/// class gets.
final class Label: ReactiveCompatible {
  var text: String?
}

/// A stand-in for a UIKit button: `rx.tap` is a `ControlEvent` fed by `tap()`.
final class Button: ReactiveCompatible, Sendable {
  let taps = PublishRelay<Void>()

  /// What the UI toolkit does when the user taps the button, on the main thread.
  func tap() { taps.accept(()) }
}

extension Reactive where Base: Button {
  var tap: ControlEvent<Void> { ControlEvent(events: base.taps) }
}

/// A stand-in for a UIKit text field: `rx.text` is a `ControlProperty` of its text.
final class TextField: ReactiveCompatible, @unchecked Sendable {
  let edits = BehaviorRelay<String?>(value: "")
  var text: String? {
    get { edits.value }
    set { edits.accept(newValue) }
  }
}

extension Reactive where Base: TextField {
  var text: ControlProperty<String?> {
    let field = base
    return ControlProperty(values: field.edits, valueSink: Binder(field) { field, text in field.text = text })
  }
}
