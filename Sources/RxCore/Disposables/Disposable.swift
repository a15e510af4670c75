/// A resource that can be released, such as a subscription.
public protocol Disposable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

extension Disposable {
  /// Adds `self` to `bag`, so it is disposed when the bag is deallocated.
  /// - Parameter bag: The bag that owns the subscription.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
