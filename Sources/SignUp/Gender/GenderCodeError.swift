import Foundation

/// A gender wire code that is not one of `1` (male), `0` (female) or `-1` (none).
public enum GenderCodeError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The integer that was read; carried unchanged.
  case unknownCode(Int)

  /// A readable explanation naming the bad code and the accepted ones.
  public var description: String {
    switch self {
    case .unknownCode(let code):
      return "Gender code \(code) is not one of 1 (male), 0 (female) or -1 (none)."
    }
  }

  /// The same text as `description`, for `localizedDescription`.
  public var errorDescription: String? { description }
}
