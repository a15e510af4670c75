/// The latest elements up to a capacity, oldest first: a ring buffer once full, so recording an element never
/// allocates after the buffer has filled up.
@usableFromInline
struct ReplayBuffer<Element> {
  @usableFromInline let capacity: Int
  /// The element of a buffer of one (`share(replay: 1)`, `Driver`): kept inline, no array to allocate.
  @usableFromInline var single: Element?
  @usableFromInline var storage: ContiguousArray<Element>
  /// The index of the oldest element once the buffer is full.
  @usableFromInline var start: Int

  @inlinable
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    self.single = nil
    self.storage = []
    self.start = 0
  }

  /// Appends `element`, dropping the oldest one when full.
  /// - Returns: The dropped element, to be released after the lock.
  @inlinable
  mutating func append(_ element: Element) -> Element? {
    if capacity == 1 { return replaceLatest(&single, with: element) }
    guard capacity > 0 else { return nil }
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    var dropped = element
    swap(&dropped, &storage[start])
    start = start + 1 == capacity ? 0 : start + 1
    return dropped
  }

  /// The elements, oldest first.
  @inlinable
  var elements: [Element] {
    if capacity == 1 { return single.map { [$0] } ?? [] }
    guard start > 0 else { return Array(storage) }
    return Array(storage[start...]) + Array(storage[..<start])
  }
}
