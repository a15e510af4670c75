/// A small, seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014) so every model-based run can be
/// reproduced from its seed on any platform and toolchain.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0); the modulo bias is negligible for the small bounds used here.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// `true` with the given probability in percent.
  public mutating func percent(_ chance: Int) -> Bool {
    below(100) < chance
  }

  /// The elements of `array` in a random order (Fisher-Yates).
  public mutating func shuffled<Element>(_ array: [Element]) -> [Element] {
    var result = array
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, below(index + 1))
      index -= 1
    }
    return result
  }
}
