/// What one operation did to a ``SelectionGroup``'s selection. It exists only when something changed.
///
/// ```swift
/// if case .changed(let change) = try group.tap(.female) {
///   print(change.turnedOn, change.turnedOff)  // [female] [male]
/// }
/// ```
public struct SelectionChange<Option: Hashable>: Hashable {
  /// The selection before the operation, oldest selection first.
  public let previous: [Option]
  /// The selection after the operation, oldest selection first.
  public let current: [Option]
  /// Options selected now but not before, in option order.
  public let turnedOn: [Option]
  /// Options selected before but not now, in option order.
  public let turnedOff: [Option]
  /// Who asked for the change.
  public let origin: SelectionOrigin
}

extension SelectionChange: Sendable where Option: Sendable {}
