import SignUp

/// Why the benchmark stopped.
enum BenchError: Error, CustomStringConvertible {
  /// The arguments are wrong: what is wrong.
  case usage(String)
  /// `--help` was asked for.
  case help
  /// The store failed.
  case store(AccountStoreError)
  /// A generated request broke a sign-up rule (a bug in the benchmark).
  case badRequest(String)
  /// A measured call did not answer as it should have.
  case unexpected(String)

  var description: String {
    switch self {
    case .usage(let text): return text + "\n" + BenchOptions.usage
    case .help: return BenchOptions.usage
    case .store(let error): return error.description
    case .badRequest(let text): return "a generated request breaks the rules: \(text)"
    case .unexpected(let text): return "unexpected answer: \(text)"
    }
  }
}
