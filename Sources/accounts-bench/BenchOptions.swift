/// What to measure: how many accounts to seed, nickname checks and sign-ups to time.
struct BenchOptions: Equatable {
  /// The accounts seeded before measuring.
  var accounts = 100_000
  /// The nickname checks timed per path (half taken, half free).
  var checks = 2_000
  /// The sign-ups timed per path.
  var signups = 300

  static let accountRange = 0...1_000_000
  static let checkRange = 1...1_000_000
  static let signupRange = 1...100_000

  static let usage = """
    usage: accounts-bench [--accounts N] [--checks N] [--signups N]
      --accounts N   accounts seeded first, in one transaction (\(accountRange.lowerBound)...\(accountRange.upperBound), \
    default 100000)
      --checks N     nickname checks timed per path, half taken, half free (\(checkRange.lowerBound)...\
    \(checkRange.upperBound), default 2000)
      --signups N    durable sign-ups timed per path (\(signupRange.lowerBound)...\(signupRange.upperBound), \
    default 300)
    """

  /// Reads the arguments (without the program's name).
  /// - Throws: ``BenchError/usage(_:)`` naming what is wrong.
  init(arguments: [String]) throws(BenchError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--accounts": accounts = try Self.number(for: argument, from: &remaining, in: Self.accountRange)
      case "--checks": checks = try Self.number(for: argument, from: &remaining, in: Self.checkRange)
      case "--signups": signups = try Self.number(for: argument, from: &remaining, in: Self.signupRange)
      case "--help", "-h": throw .help
      default: throw .usage("unknown argument \(argument)")
      }
    }
  }

  private static func number(
    for option: String, from remaining: inout ArraySlice<String>, in range: ClosedRange<Int>
  ) throws(BenchError) -> Int {
    guard let text = remaining.popFirst(), let value = Int(text), range.contains(value) else {
      throw .usage("\(option) needs a whole number in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }
}
