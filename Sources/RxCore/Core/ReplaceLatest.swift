/// Stores `value` in `slot` and returns the value it replaced, so that the caller can release that value (and run
/// its `deinit`, which may be user code) once it is done with the slots.
@inlinable
func replaceLatest<Value>(_ slot: inout Value?, with value: Value) -> Value? {
  var value: Value? = value
  swap(&slot, &value)
  return value
}
