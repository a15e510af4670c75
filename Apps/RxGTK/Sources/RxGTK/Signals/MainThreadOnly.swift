/// A value handed to the main thread, where alone it is used.
struct MainThreadOnly<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
