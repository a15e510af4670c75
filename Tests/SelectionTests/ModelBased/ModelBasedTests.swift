import Selection
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Random operations on every policy, checked step by step against ``ReferenceSelectionModel``.
///
/// Seeds are fixed per configuration so runs are reproducible; set `SELECTION_MODEL_SEED` (decimal or `0x` hex)
/// to try another seed for all configurations. A failure names the seed and the step.
@Suite("Model-based")
struct ModelBasedTests {
  static let stepsPerConfiguration = 100_000

  @Test("the group agrees with the reference model", arguments: ModelConfiguration.all)
  func agreesWithReference(_ configuration: ModelConfiguration) throws {
    let seed = Self.seedOverride ?? configuration.seed
    var run = try ModelBasedRun(configuration: configuration, seed: seed)
    if let failure = run.run(steps: Self.stepsPerConfiguration) {
      Issue.record(Comment(rawValue: failure))
      return
    }
    let unreached = OutcomeKind.reachable(under: configuration.policy).subtracting(run.seenOutcomes)
    #expect(unreached.isEmpty, "seed 0x\(String(seed, radix: 16, uppercase: true)) never produced \(unreached)")
  }

  @Test("SplitMix64 gives the published sequence for seed 0")
  func splitMix64() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  private static var seedOverride: UInt64? {
    guard let text = getenv("SELECTION_MODEL_SEED").map({ String(cString: $0) }) else { return nil }
    if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}
