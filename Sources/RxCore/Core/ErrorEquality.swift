/// Whether two errors count as equal in an event comparison: the same type and the same description.
///
/// ``Event``, `MaybeEvent` and `CompletableEvent` compare their errors this way (RxTest compares errors by their
/// description on Linux, and also by `NSError` domain and code on Apple platforms).
func errorsMatch(_ lhs: any Swift.Error, _ rhs: any Swift.Error) -> Bool {
  type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
}
