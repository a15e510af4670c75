/// Where two sequences first differ, described in one sentence.
struct SequenceDifference {
  /// The index of the first difference, or `nil` when the sequences are equal.
  let index: Int?
  /// The sentence, or `nil` when the sequences are equal.
  let sentence: String?

  /// Compares `actual` with `expected`.
  /// - Parameters:
  ///   - noun: What the items are, in the plural (`"events"`).
  ///   - actual: The items that happened.
  ///   - expected: The items that should have happened.
  ///   - describe: How to describe one item.
  init<Item>(
    of noun: String, actual: [Item], expected: [Item], equal: (Item, Item) -> Bool, describe: (Item) -> String
  ) {
    let common = min(actual.count, expected.count)
    if let index = (0..<common).first(where: { !equal(actual[$0], expected[$0]) }) {
      self.index = index
      sentence =
        "\(noun.capitalizedFirst) differ at index \(index): expected \(describe(expected[index])), "
        + "actual \(describe(actual[index]))."
    } else if actual.count < expected.count {
      let missing = expected.count - actual.count
      index = common
      sentence =
        "Actual has \(missing) \(missing == 1 ? noun.singular : noun) fewer than expected; the first missing one is "
        + "\(describe(expected[common])) (index \(common))."
    } else if actual.count > expected.count {
      let extra = actual.count - expected.count
      index = common
      sentence =
        "Actual has \(extra) \(extra == 1 ? noun.singular : noun) more than expected; the first extra one is "
        + "\(describe(actual[common])) (index \(common))."
    } else {
      index = nil
      sentence = nil
    }
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
  fileprivate var singular: String { hasSuffix("s") ? String(dropLast()) : self }
}
