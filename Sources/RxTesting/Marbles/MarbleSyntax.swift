/// The symbols of the marble diagram language.
///
/// Every symbol that is not whitespace occupies one column, and each column is `ticksPerSymbol` ticks of virtual time.
enum MarbleSyntax {
  /// A column in which nothing happens.
  static let frame: Character = "-"
  /// The sequence completes.
  static let completion: Character = "|"
  /// The sequence fails.
  static let error: Character = "#"
  /// The subscription point of a hot observable, or the subscription in subscription marbles.
  static let subscription: Character = "^"
  /// The unsubscription in subscription marbles.
  static let unsubscription: Character = "!"
  /// Opens a group of events that happen in the same tick.
  static let groupStart: Character = "("
  /// Closes a group.
  static let groupEnd: Character = ")"
  /// What the renderer draws for an element that has no symbol.
  static let unnamedValue: Character = "?"

  private static let reserved: Set<Character> = [
    frame, completion, error, subscription, unsubscription, groupStart, groupEnd, unnamedValue,
  ]

  /// Whether `character` can name a value: anything that is neither whitespace nor a reserved symbol.
  static func isValueSymbol(_ character: Character) -> Bool {
    !character.isWhitespace && !reserved.contains(character)
  }

  /// Whether `character` stays one character between frames and inside a group: a lone combining mark, a
  /// zero-width joiner or a Prepend scalar would merge with its neighbours, and the diagram would not parse back.
  static func standsAlone(_ character: Character) -> Bool {
    "\(frame)\(character)\(frame)".count == 3 && "\(groupStart)\(character)\(groupEnd)".count == 3
  }
}
