/// The floor's list of subscribers: closures in subscription order, each in a node that is its own subscription
/// token, so subscribing appends, and unsubscribing unlinks, in constant time whatever the list holds.
///
/// What a careful person writes for a subject that must keep its order and lose no time when one of a thousand
/// subscribers leaves: a doubly linked list. The list owns its nodes through `next`; `previous` and `last` point
/// back without a reference count, which is safe because a node is only reached through a list that owns it. Only
/// one thread touches a list, never reentrantly, so its stored properties skip the exclusivity checks, as RxCore's
/// own do.
final class SubscriberList<Element> {
  /// One subscriber, and the token that removes it.
  final class Node {
    fileprivate let handler: (Element) -> Void
    @exclusivity(unchecked) fileprivate var next: Node?
    @exclusivity(unchecked) fileprivate unowned(unsafe) var previous: Node?

    fileprivate init(_ handler: @escaping (Element) -> Void) {
      self.handler = handler
    }
  }

  @exclusivity(unchecked) private var first: Node?
  @exclusivity(unchecked) private unowned(unsafe) var last: Node?

  /// Adds `handler` after every subscriber there is; returns the node that removes it.
  func append(_ handler: @escaping (Element) -> Void) -> Node {
    let node = Node(handler)
    if let last {
      node.previous = last
      last.next = node
    } else {
      first = node
    }
    last = node
    return node
  }

  /// Removes the subscriber `node` holds.
  func remove(_ node: Node) {
    let next = node.next
    if let previous = node.previous { previous.next = next } else { first = next }
    if let next { next.previous = node.previous } else { last = node.previous }
    node.next = nil
  }

  /// Calls every subscriber with `element`, oldest first.
  func send(_ element: Element) {
    var current = first
    while let node = current {
      node.handler(element)
      current = node.next
    }
  }
}
