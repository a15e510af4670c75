/// How an inner sequence about to be subscribed is observed: its number (1, 2, ... in the order inner sequences
/// were admitted) and its observer, as ``InnerSubscriptions/admit()`` chose them.
@usableFromInline
enum InnerAdmission: Equatable, Sendable {
  /// Through the sink's shared observer.
  case shared(id: Int)
  /// Through an observer of its own.
  case own(id: Int)

  /// The inner sequence's number.
  @inlinable
  var id: Int {
    switch self {
    case .shared(let id), .own(let id): id
    }
  }

  /// The observer its events come through.
  @inlinable
  var channel: InnerChannel {
    switch self {
    case .shared: .shared
    case .own(let id): .own(id)
    }
  }
}
