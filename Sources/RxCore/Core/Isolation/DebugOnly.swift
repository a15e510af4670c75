/// A value kept only in debug builds: in release builds the type is empty, so a stored property of it takes no
/// space, and reading it gives the type's empty value (`nil`, `""`).
///
/// It is how the isolation check's data (where a closure was formed, what the report calls it) is stored in
/// producers and sinks without an `#if` in each of them.
@usableFromInline
struct DebugOnly<Value> {
  #if DEBUG
    @usableFromInline let storedValue: Value
  #endif

  /// Keeps `value` in debug builds; evaluates nothing in release builds.
  @inlinable
  init(_ value: @autoclosure () -> Value) {
    #if DEBUG
      storedValue = value()
    #endif
  }
}

extension DebugOnly: Sendable where Value: Sendable {}

extension DebugOnly where Value: ExpressibleByNilLiteral {
  /// The value in debug builds; `nil` in release builds.
  @inlinable var value: Value {
    #if DEBUG
      storedValue
    #else
      nil
    #endif
  }
}

extension DebugOnly where Value == StaticString {
  /// The text in debug builds; empty in release builds.
  @inlinable var value: StaticString {
    #if DEBUG
      storedValue
    #else
      ""
    #endif
  }
}

extension DebugOnly where Value: RangeReplaceableCollection {
  /// The collection in debug builds; empty in release builds.
  @inlinable var value: Value {
    #if DEBUG
      storedValue
    #else
      Value()
    #endif
  }
}
