/// The errors RxCore itself produces, with the same cases as RxSwift's ``RxError``.
///
/// `Sendable`: `.disposed(object:)` keeps the object only to name it in `debugDescription`, which may read its
/// description on another thread; nothing else of it is used.
public enum RxError: Swift.Error, CustomDebugStringConvertible, Equatable {
  /// An unknown error.
  case unknown
  /// An operation was performed on a disposed object (for example `BehaviorSubject.value()` after `dispose()`).
  case disposed(object: AnyObject)
  /// An arithmetic overflow.
  case overflow
  /// An argument was out of range (for example `element(at:)` past the end).
  case argumentOutOfRange
  /// A sequence that must have an element completed without one.
  case noElements
  /// A sequence that must have exactly one element had more.
  case moreThanOneElement
  /// A timeout fired.
  case timeout

  /// A readable description of the error.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }

  /// Two errors are equal when they are the same case (and, for `.disposed`, the same object).
  public static func == (lhs: RxError, rhs: RxError) -> Bool {
    switch (lhs, rhs) {
    case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
      (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
      return true
    case (.disposed(let a), .disposed(let b)):
      return a === b
    default:
      return false
    }
  }
}

extension RxError: @unchecked Sendable {}
