import RxCore

extension Reactive where Base: ToggleButton {
  /// Whether the toggle button is active: its value now, then each change (`toggled`, whether from a click or
  /// from code); setting it changes the button.
  ///
  /// ```swift
  /// output.isBold.drive(bold.rx.isActive).disposed(by: bag)
  /// ```
  public var isActive: ControlProperty<Bool> {
    property(changedSignal: "toggled", getter: { $0.isActive }, setter: { $0.isActive = $1 })
  }
}
