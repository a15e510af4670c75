/// The object of a `subscribe(with:)` call, held weakly: the closures it makes pass it to the user's closures while
/// it lives, and do nothing once it is gone.
@usableFromInline
struct WeakObject<Object: AnyObject> {
  @usableFromInline weak var object: Object?

  @inlinable
  init(_ object: Object) {
    self.object = object
  }

  /// A closure that calls `closure` with the object and its argument, if the object still lives.
  @inlinable
  func passing<Value>(to closure: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { value in
      guard let object = self.object else { return }
      closure?(object, value)
    }
  }

  /// A closure that calls `closure` with the object, if the object still lives.
  @inlinable
  func passing(to closure: ((Object) -> Void)?) -> () -> Void {
    {
      guard let object = self.object else { return }
      closure?(object)
    }
  }
}
