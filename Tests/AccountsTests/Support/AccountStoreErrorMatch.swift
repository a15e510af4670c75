import SignUp

/// An ``AccountStoreError`` to expect, with its reason left open for `.cannotOpen` and `.failed`.
enum AccountStoreErrorMatch: CustomStringConvertible {
  case exactly(AccountStoreError)
  case cannotOpen
  case failed

  func matches(_ error: any Error) -> Bool {
    guard let error = error as? AccountStoreError else { return false }
    switch (self, error) {
    case (.exactly(let expected), _): return expected == error
    case (.cannotOpen, .cannotOpen), (.failed, .failed): return true
    default: return false
    }
  }

  var description: String {
    switch self {
    case .exactly(let error): return "\(error)"
    case .cannotOpen: return ".cannotOpen(reason:)"
    case .failed: return ".failed(reason:)"
    }
  }
}
