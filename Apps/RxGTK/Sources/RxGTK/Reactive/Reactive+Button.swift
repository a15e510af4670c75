import RxCore

extension Reactive where Base: Button {
  /// Each click (`clicked`: the mouse, or Space or Enter while focused), as RxCocoa's `UIButton.rx.tap`.
  ///
  /// ```swift
  /// save.rx.tap.bind(to: viewModelInput.saveTaps).disposed(by: bag)
  /// ```
  public var tap: ControlEvent<Void> { signal("clicked") }
}
