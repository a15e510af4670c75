/// The error that `#` emits in a marble diagram when no other error is given.
///
/// Two ``MarbleTestError``s with the same message are equal, so expected and actual events compare equal:
///
/// ```swift
/// let events = try Recorded.events(marbles: "-a-#", values: ["a": 1])
/// // [.next(1, 1), .error(3, MarbleTestError())]
/// ```
public struct MarbleTestError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// What the error says.
  public let message: String

  /// Makes an error.
  /// - Parameter message: What the error says (default `"error"`).
  public init(_ message: String = "error") {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
