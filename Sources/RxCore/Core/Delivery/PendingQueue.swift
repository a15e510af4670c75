/// A first-in, first-out queue whose taken items leave `nil` behind at once.
///
/// Taking an item moves it out of the storage, so the storage never keeps a user value alive, and emptying it never
/// releases a user value (whose `deinit` could run user code) while the caller holds its lock.
@usableFromInline
struct PendingQueue<Item> {
  @usableFromInline var items: [Item?]
  @usableFromInline var head: Int

  @inlinable
  init() {
    items = []
    head = 0
  }

  /// Whether nothing is waiting.
  @inlinable var isEmpty: Bool { head == items.count }

  /// The oldest item, left in place; `nil` when nothing is waiting.
  @inlinable var first: Item? { head < items.count ? items[head] : nil }

  /// Adds `item` at the end.
  @inlinable
  mutating func append(_ item: Item) {
    items.append(item)
  }

  /// Takes the oldest item, or returns `nil` when nothing is waiting.
  @inlinable
  mutating func popFirst() -> Item? {
    guard head < items.count else { return nil }
    var item: Item?
    swap(&item, &items[head])
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    }
    return item
  }
}
