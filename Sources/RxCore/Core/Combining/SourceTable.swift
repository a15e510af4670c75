/// One value per source of a combining operator: inline for up to eight sources (every fixed arity, and small
/// collections), in an array beyond, so subscribing to `combineLatest` or `zip` of a few sources allocates no
/// storage of its own.
///
/// ```swift
/// var sources = SourceTable<CombiningState.Source>(count: 3)
/// sources.update(at: 1) { $0.waiting += 1 }
/// ```
@usableFromInline
struct SourceTable<Value: SourceTableValue>: RandomAccessCollection {
  /// How many values are kept inline.
  @usableFromInline static var inlineCapacity: Int { 8 }

  @usableFromInline var inline: (Value, Value, Value, Value, Value, Value, Value, Value)
  /// Every value, when there are more than `inlineCapacity`; empty otherwise.
  @usableFromInline var spilled: [Value]
  /// How many sources there are.
  @usableFromInline let count: Int

  /// A table of `count` values, each made with `init()` (made, not copied: a copy of a value with an existential
  /// in it goes through its value witness).
  @inlinable
  init(count: Int) {
    inline = (Value(), Value(), Value(), Value(), Value(), Value(), Value(), Value())
    spilled = count > Self.inlineCapacity ? (0..<count).map { _ in Value() } : []
    self.count = count
  }

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { count }

  /// The value of the source at `index` (a copy: the state machines change a value in place with `update`).
  @inlinable
  subscript(index: Int) -> Value {
    assert(indices.contains(index), "source \(index) of \(count)")
    guard count <= Self.inlineCapacity else { return spilled[index] }
    switch index {
    case 0: return inline.0
    case 1: return inline.1
    case 2: return inline.2
    case 3: return inline.3
    case 4: return inline.4
    case 5: return inline.5
    case 6: return inline.6
    default: return inline.7
    }
  }

  /// Runs `body` on the value of the source at `index`, in place.
  @inlinable @inline(__always)
  mutating func update<R>(at index: Int, _ body: (inout Value) -> R) -> R {
    assert(indices.contains(index), "source \(index) of \(count)")
    guard count <= Self.inlineCapacity else { return body(&spilled[index]) }
    return withInlineValues { body(&$0[index]) }
  }

  /// Runs `body` on the value of every source, in order, in place.
  @inlinable @inline(__always)
  mutating func updateEach(_ body: (inout Value) -> Void) {
    guard count <= Self.inlineCapacity else {
      for index in spilled.indices { body(&spilled[index]) }
      return
    }
    let count = count
    withInlineValues { values in
      for index in 0..<count { body(&values[index]) }
    }
  }

  /// The inline values as a pointer to the first: a tuple of one type is laid out as an array of it.
  @inlinable @inline(__always)
  mutating func withInlineValues<R>(_ body: (UnsafeMutablePointer<Value>) -> R) -> R {
    withUnsafeMutablePointer(to: &inline) { tuple in
      tuple.withMemoryRebound(to: Value.self, capacity: Self.inlineCapacity, body)
    }
  }
}

/// What a ``SourceTable`` keeps one of per source: a value with an empty state to start from.
@usableFromInline
protocol SourceTableValue {
  init()
}

extension SingleAssignmentState: SourceTableValue {}
extension CombiningState.Source: SourceTableValue {}
