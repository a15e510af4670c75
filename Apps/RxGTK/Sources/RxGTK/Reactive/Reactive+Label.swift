import RxCore

extension Reactive where Base: Label {
  /// Sets the label's text (`nil` is empty), as RxCocoa's `UILabel.rx.text`.
  public var text: Binder<String?> { Binder(base) { $0.text = $1 ?? "" } }
}
