/// One benchmark: the RxCore version of some work and the same work done with plain closures (the floor).
///
/// Both versions return a checksum; the harness refuses a result whose checksums differ, so neither side can be
/// optimised away or skip work.
struct Workload: Sendable {
  /// What the time is divided by.
  enum Unit: String, Sendable {
    /// One event pushed through an already built pipeline.
    case event
    /// One create + subscribe + dispose cycle.
    case cycle
  }

  /// The name `--filter` and `--callgrind` use.
  let name: String
  /// What the workload stands for.
  let summary: String
  let unit: Unit
  /// How many units one run performs.
  let count: Int
  /// How many threads the work runs on at once. Callgrind runs one thread at a time, so for more than one its
  /// instruction counts are the cost of the code with little real contention, and `.ci/bench-figures` also prints
  /// the wall-clock figures.
  var threads = 1
  /// The RxCore version; returns a checksum.
  let rx: @Sendable (Int) -> Int
  /// The plain-closure version; returns the same checksum.
  let floor: @Sendable (Int) -> Int
}
