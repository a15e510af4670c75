/// Why a marble diagram could not be read.
///
/// Every case that concerns one symbol carries its ``MarbleLocation``; `description` names the problem and points at it:
///
/// ```swift
/// do {
///   _ = try MarbleTimeline(parsing: "--a-((b)|")
/// } catch {
///   print(error)
///   // Marble diagram error at offset 5: a group cannot contain another group.
///   //   --a-((b)|
///   //        ^
/// }
/// ```
public enum MarbleError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// A value symbol has no entry in the values map.
  case unknownValue(Character, at: MarbleLocation)
  /// `(` appeared inside a group.
  case nestedGroup(at: MarbleLocation)
  /// `)` appeared without an open group.
  case unopenedGroupEnd(at: MarbleLocation)
  /// A group was opened (at the location) and never closed.
  case unclosedGroup(at: MarbleLocation)
  /// `()` contains no event.
  case emptyGroup(at: MarbleLocation)
  /// A symbol that takes time (`-`) appeared inside a group, where everything happens in one tick.
  case frameInsideGroup(at: MarbleLocation)
  /// A second `^`.
  case duplicateSubscriptionPoint(at: MarbleLocation)
  /// `^` in a diagram that cannot have a subscription point (a cold observable's).
  case subscriptionPointNotAllowed(at: MarbleLocation)
  /// A symbol that has no meaning in this kind of diagram (for example `!` in an event diagram, or a value in
  /// subscription marbles).
  case unexpectedSymbol(Character, at: MarbleLocation)
  /// An event after `|` or `#`; a sequence has at most one stop event and nothing after it.
  case eventAfterTermination(at: MarbleLocation)
  /// Subscription marbles without `^`.
  case missingSubscriptionPoint(marbles: String)
  /// `!` before the `^` it would end.
  case unsubscriptionBeforeSubscription(at: MarbleLocation)
  /// A second `!`.
  case duplicateUnsubscriptionPoint(at: MarbleLocation)
  /// `ticksPerSymbol` was zero or negative.
  case invalidTicksPerSymbol(Int)
  /// The time of the symbol does not fit in ``TestTime`` with this `ticksPerSymbol`.
  case timeOverflow(at: MarbleLocation)

  /// Where the problem is, when it concerns one symbol.
  public var location: MarbleLocation? {
    switch self {
    case .unknownValue(_, let location), .nestedGroup(let location), .unopenedGroupEnd(let location),
      .unclosedGroup(let location), .emptyGroup(let location), .frameInsideGroup(let location),
      .duplicateSubscriptionPoint(let location), .subscriptionPointNotAllowed(let location),
      .unexpectedSymbol(_, let location), .eventAfterTermination(let location),
      .unsubscriptionBeforeSubscription(let location), .duplicateUnsubscriptionPoint(let location),
      .timeOverflow(let location):
      return location
    case .missingSubscriptionPoint, .invalidTicksPerSymbol:
      return nil
    }
  }

  /// What is wrong, in one sentence.
  public var reason: String {
    switch self {
    case .unknownValue(let symbol, _):
      return "value symbol '\(symbol)' has no entry in the values map."
    case .nestedGroup:
      return "a group cannot contain another group."
    case .unopenedGroupEnd:
      return "')' closes a group that was never opened."
    case .unclosedGroup:
      return "this group is never closed with ')'."
    case .emptyGroup:
      return "a group must contain at least one event."
    case .frameInsideGroup:
      return "'-' cannot appear inside a group; everything in a group happens in the same tick."
    case .duplicateSubscriptionPoint:
      return "a diagram can have only one subscription point '^'."
    case .subscriptionPointNotAllowed:
      return "'^' is not allowed here; only hot observables and expected events have a subscription point."
    case .unexpectedSymbol(let symbol, _):
      return "'\(symbol)' has no meaning in this kind of marble diagram."
    case .eventAfterTermination:
      return "an event cannot follow '|' or '#'; a sequence stops at its first stop event."
    case .missingSubscriptionPoint(let marbles):
      return "subscription marbles \"\(marbles)\" have no subscription point '^'."
    case .unsubscriptionBeforeSubscription:
      return "'!' (unsubscription) must come after '^' (subscription)."
    case .duplicateUnsubscriptionPoint:
      return "subscription marbles can have only one unsubscription point '!'."
    case .invalidTicksPerSymbol(let ticks):
      return "ticksPerSymbol must be at least 1, not \(ticks)."
    case .timeOverflow:
      return "the time of this symbol does not fit in TestTime with this ticksPerSymbol."
    }
  }

  /// The reason, the offset and, when there is one, the diagram with a caret under the offending symbol.
  public var description: String {
    guard let location else { return "Marble diagram error: \(reason)" }
    let pointer = location.pointer.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }
      .joined(separator: "\n")
    return "Marble diagram error at offset \(location.offset): \(reason)\n\(pointer)"
  }
}
