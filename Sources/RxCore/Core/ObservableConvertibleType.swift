/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
  /// The type of elements in the sequence.
  associatedtype Element

  /// Converts `self` to an ``Observable``.
  /// - Returns: The observable sequence.
  func asObservable() -> Observable<Element>
}
