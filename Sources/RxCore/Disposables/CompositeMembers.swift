/// The members of a ``CompositeDisposable``, keyed and in insertion order, without a dictionary.
///
/// The first member is stored inline, so a group that holds one disposable at a time (a `flatMap` whose inner
/// sequences do not overlap, recursive scheduling) never allocates. Later members go into an array kept sorted by
/// key (keys only grow), where `remove(key:)` finds them by binary search. The merging operators keep the
/// subscriptions to their inner sequences in one.
@usableFromInline
struct CompositeMembers {
  /// A struct rather than a tuple: arrays of labelled tuples holding an existential copy and test their elements
  /// through the runtime's tuple metadata, a slow path on every `flatMap` event.
  private struct Member {
    let key: Int
    let disposable: any Disposable
  }

  private var nextKey = 0
  /// When set, its key is smaller than every key in `rest`.
  private var first: Member?
  private var rest: [Member] = []

  @usableFromInline
  init() {}

  /// How many members there are.
  var count: Int { (first == nil ? 0 : 1) + rest.count }

  /// Adds `disposable` and returns its key.
  @usableFromInline
  mutating func insert(_ disposable: any Disposable) -> Int {
    let key = nextKey
    insert(disposable, key: key)
    return key
  }

  /// Adds `disposable` under `key`, which is larger than every key used before (the higher-order operators key
  /// the subscriptions to their inner sequences by the inner sequences' numbers, which only grow).
  @usableFromInline
  mutating func insert(_ disposable: any Disposable, key: Int) {
    assert(key >= nextKey, "CompositeMembers keys only grow")
    nextKey = key + 1
    if first == nil && rest.isEmpty {
      first = Member(key: key, disposable: disposable)
    } else {
      rest.append(Member(key: key, disposable: disposable))
    }
  }

  /// Removes the member with `key` and returns it, or `nil` when there is none.
  @usableFromInline
  mutating func remove(key: Int) -> (any Disposable)? {
    if first?.key == key {
      return first.take()?.disposable
    }
    guard let index = restIndex(of: key) else { return nil }
    return rest.remove(at: index).disposable
  }

  /// Whether there is a member with `key`.
  @usableFromInline
  func contains(key: Int) -> Bool {
    first?.key == key || restIndex(of: key) != nil
  }

  /// Replaces the member with `key` by `disposable`; returns `false` when there is none.
  @usableFromInline
  mutating func replace(key: Int, with disposable: any Disposable) -> Bool {
    if first?.key == key {
      first = Member(key: key, disposable: disposable)
      return true
    }
    guard let index = restIndex(of: key) else { return false }
    rest[index] = Member(key: key, disposable: disposable)
    return true
  }

  private func restIndex(of key: Int) -> Int? {
    var low = 0
    var high = rest.count
    while low < high {
      let middle = (low + high) / 2
      if rest[middle].key < key { low = middle + 1 } else { high = middle }
    }
    guard low < rest.count, rest[low].key == key else { return nil }
    return low
  }

  /// Calls `body` with every member, oldest first.
  @usableFromInline
  func forEach(_ body: (any Disposable) -> Void) {
    if let first { body(first.disposable) }
    for member in rest { body(member.disposable) }
  }
}
