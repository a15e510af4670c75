/// A relay: ``BehaviorRelay``, ``PublishRelay`` or ``ReplayRelay``, what `bind(to:)`, `drive(_:)` and `emit(to:)`
/// send elements to through `accept(_:)`.
///
/// One `bind(to:)` (and one `drive(_:)`, one `emit(to:)`) takes any of the three relays, where RxSwift declares an
/// overload for each (an RxCore addition; the same calls build):
///
/// ```swift
/// let gender = BehaviorRelay<Gender?>(value: nil)
/// taps.map { Gender.male }.bind(to: gender)  // the elements, as optionals
/// ```
public protocol RelayType: AnyObject {
  /// The type of the relay's elements.
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
