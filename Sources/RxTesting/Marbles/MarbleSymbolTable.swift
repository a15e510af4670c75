/// Which symbol names which value in a marble diagram, in both directions.
///
/// Made from a values map it finds the symbol of a value (the reverse lookup the renderer needs); `name(_:)` gives
/// values that have no symbol yet the next free one of `a`-`z`, `A`-`Z`, `0`-`9`.
///
/// ```swift
/// var table = MarbleSymbolTable(values: ["a": 1])
/// table.symbol(for: 1)  // "a"
/// table.name(7)         // "b"
/// table.legend          // "a = 1, b = 7"
/// ```
public struct MarbleSymbolTable<Value: Equatable> {
  private static var freeSymbolPool: [Character] {
    Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
  }

  private var symbols: [Character] = []
  private var namedValues: [Value] = []

  /// Makes an empty table.
  public init() {}

  /// Makes a table from a values map; when several symbols name equal values, the first in character order wins.
  /// - Parameter values: The value of each symbol.
  public init(values: [Character: Value]) {
    for symbol in values.keys.sorted() {
      if let value = values[symbol] {
        symbols.append(symbol)
        namedValues.append(value)
      }
    }
  }

  /// The symbol that names `value`, if any.
  /// - Returns: The first symbol whose value equals it, or `nil`.
  public func symbol(for value: Value) -> Character? {
    namedValues.firstIndex(of: value).map { symbols[$0] }
  }

  /// The value `symbol` names, if any.
  /// - Returns: Its value, or `nil`.
  public func value(for symbol: Character) -> Value? {
    symbols.firstIndex(of: symbol).map { namedValues[$0] }
  }

  /// The symbol of `value`, giving it the next free symbol when it has none.
  /// - Returns: Its symbol, or `nil` when all 62 automatic symbols are taken.
  @discardableResult
  public mutating func name(_ value: Value) -> Character? {
    if let existing = symbol(for: value) { return existing }
    guard let free = Self.freeSymbolPool.first(where: { !symbols.contains($0) }) else { return nil }
    symbols.append(free)
    namedValues.append(value)
    return free
  }

  /// The table as a values map, for parsing diagrams drawn with it.
  public var values: [Character: Value] {
    Dictionary(zip(symbols, namedValues), uniquingKeysWith: { first, _ in first })
  }

  /// The pairs in the order they were added, such as `a = 1, b = 7`.
  public var legend: String {
    zip(symbols, namedValues).map { "\($0) = \($1)" }.joined(separator: ", ")
  }
}

extension MarbleSymbolTable: Sendable where Value: Sendable {}
