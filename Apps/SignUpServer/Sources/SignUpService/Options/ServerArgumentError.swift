/// A bad command line; the program says why and exits with status 2.
public enum ServerArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option the program does not know.
  case unknownOption(String)
  /// An option given without its value.
  case missingValue(option: String)
  /// A port that is not 0…65535.
  case badPort(String)
  /// A thread count that is not 1…64.
  case badThreads(String)
  /// A drain time that is not 0…3600 seconds.
  case badDrainSeconds(String)
  /// A `--database` that is neither `sqlite:FILE` nor `postgres://…`.
  case badDatabase(String)
  /// No `--database`.
  case missingDatabase

  /// An English sentence for standard error.
  public var description: String {
    switch self {
    case .unknownOption(let option): return "unknown option '\(option)'"
    case .missingValue(let option): return "\(option) needs a value"
    case .badPort(let value): return "--port must be a number from 0 to 65535, not '\(value)'"
    case .badThreads(let value): return "--threads must be a number from 1 to 64, not '\(value)'"
    case .badDrainSeconds(let value): return "--drain-seconds must be a number from 0 to 3600, not '\(value)'"
    case .badDatabase(let value):
      return "--database must be sqlite:FILE or postgres://USER@HOST:PORT/DB, not '\(value)'"
    case .missingDatabase: return "--database is required (sqlite:FILE or postgres://USER@HOST:PORT/DB)"
    }
  }
}
