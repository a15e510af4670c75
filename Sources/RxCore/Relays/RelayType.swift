/// A relay: ``BehaviorRelay``, ``PublishRelay`` or ``ReplayRelay``, what `bind(to:)`, `drive(_:)` and `emit(to:)`
/// send elements to through `accept(_:)`.
@usableFromInline
protocol RelayType: AnyObject {
  associatedtype Element

  /// Takes `event` as the relay's next element.
  func accept(_ event: Element)
}

extension BehaviorRelay: RelayType {}
extension PublishRelay: RelayType {}
extension ReplayRelay: RelayType {}

extension Array where Element: RelayType {
  /// Sends `element` to every relay, in order.
  @inlinable
  func accept(_ element: Element.Element) {
    for relay in self { relay.accept(element) }
  }
}
