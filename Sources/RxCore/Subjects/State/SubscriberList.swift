/// A subject's subscribers in the order they subscribed, with constant-time removal.
///
/// Each subscriber knows its slot (`SubjectObserver.slot`): removing it empties that slot (puts the list's one
/// `vacant` marker there, a disposed observer that delivery skips as it skips any disposed one: an array of optionals
/// would cost each delivery a retain and a release per subscriber), so subscribing and
/// disposing cost the same whatever the number of live subscribers, and allocate nothing per live subscriber.
/// Empty slots at the end are dropped at once (the newest subscriber leaving costs nothing more), and the others are
/// squeezed out once they outnumber the live subscribers: that moves each live subscriber at most once per as many
/// removals as there are live subscribers, so removal stays constant time amortized. Delivery walks the slots in
/// order, skipping empty ones; it works on a copy of the slots (`snapshot`), taken under the lock.
///
/// Only the owning subject touches it, under its lock.
@usableFromInline
struct SubscriberList<Element> {
  @usableFromInline var slots: ContiguousArray<SubjectObserver<Element>>
  /// How many slots hold a subscriber.
  @usableFromInline var count: Int
  /// What an empty slot holds; made the first time a slot other than the last one empties.
  @usableFromInline var vacant: SubjectObserver<Element>?

  @inlinable
  init() {
    slots = []
    count = 0
    vacant = nil
  }

  /// Whether nobody is subscribed.
  @inlinable var isEmpty: Bool { count == 0 }

  /// The subscribers, in order, for delivery outside the lock (empty slots hold a disposed marker, which delivery
  /// skips).
  @inlinable var snapshot: ContiguousArray<SubjectObserver<Element>> { slots }

  /// Removes every subscriber; returns them, in order, to be released (or sent a last event) after the lock.
  @inlinable
  mutating func takeAll() -> ContiguousArray<SubjectObserver<Element>> {
    var taken = ContiguousArray<SubjectObserver<Element>>()
    swap(&taken, &slots)
    count = 0
    return taken
  }

  /// Adds `subscriber` after every other one.
  @inlinable
  mutating func append(_ subscriber: SubjectObserver<Element>) {
    subscriber.slot = slots.count
    slots.append(subscriber)
    count += 1
  }

  /// Removes `subscriber` if it is in the list.
  @inlinable
  mutating func remove(_ subscriber: SubjectObserver<Element>) {
    let slot = subscriber.slot
    guard slot >= 0, slot < slots.count, slots[slot] === subscriber else { return }
    subscriber.slot = -1
    count -= 1
    if slot == slots.count - 1 {
      slots.removeLast()
      while let last = slots.last, last.isVacantSlot { slots.removeLast() }
      return
    }
    let marker = vacant ?? SubjectObserver(vacantSlot: ())
    vacant = marker
    slots[slot] = marker
    if slots.count - count > max(count, 16) { squeeze() }
  }

  /// Moves the subscribers to the front, in order, dropping the empty slots.
  @inlinable
  mutating func squeeze() {
    var next = 0
    for index in 0..<slots.count {
      let subscriber = slots[index]
      guard !subscriber.isVacantSlot else { continue }
      if next != index {
        subscriber.slot = next
        slots[next] = subscriber
      }
      next += 1
    }
    slots.removeSubrange(next..<slots.count)
  }
}
