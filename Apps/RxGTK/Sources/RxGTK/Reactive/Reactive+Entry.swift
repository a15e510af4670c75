import RxCore

extension Reactive where Base: Entry {
  /// The entry's text: its value now, then after each edit (`changed`); setting it replaces the text (`nil` is
  /// empty), and does nothing when the text is already the same, so the cursor stays. As RxCocoa's
  /// `UITextField.rx.text`, use `.orEmpty` for a non-optional `String`.
  ///
  /// ```swift
  /// search.rx.text.orEmpty.bind(to: query).disposed(by: bag)
  /// ```
  public var text: ControlProperty<String?> {
    property(
      changedSignal: "changed", getter: { $0.text as String? },
      setter: { entry, text in
        let text = text ?? ""
        if entry.text != text { entry.text = text }
      })
  }
}
