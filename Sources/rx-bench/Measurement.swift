import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds per unit over several repetitions.
struct Timing {
  let samples: [Double]

  var median: Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }
}

/// The result of one workload.
struct WorkloadResult {
  let workload: Workload
  let rx: Timing
  let floor: Timing
  let checksum: Int
  let peakMemoryKiB: Int
  let memoryGrowthKiB: Int

  var ratio: Double { floor.median > 0 ? rx.median / floor.median : 0 }
}

/// Monotonic nanoseconds.
func monotonicNanoseconds() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The process's peak resident memory in KiB.
func peakMemoryKiB() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  #if canImport(Darwin)
    return Int(usage.ru_maxrss) / 1024
  #else
    return Int(usage.ru_maxrss)
  #endif
}

/// The process's current resident memory in KiB (Linux; 0 elsewhere).
func currentMemoryKiB() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Runs a workload's two versions `repetitions` times each, interleaved.
/// - Throws: `BenchError.checksumMismatch` when the two versions disagree.
func measure(_ workload: Workload, repetitions: Int) throws -> WorkloadResult {
  var rxSamples: [Double] = []
  var floorSamples: [Double] = []
  let expected = workload.floor(workload.count)
  let rxChecksum = workload.rx(workload.count)
  guard rxChecksum == expected else {
    throw BenchError.checksumMismatch(workload: workload.name, rx: rxChecksum, floor: expected)
  }
  let memoryBefore = currentMemoryKiB()
  for _ in 0..<repetitions {
    let start = monotonicNanoseconds()
    let rxResult = workload.rx(workload.count)
    let middle = monotonicNanoseconds()
    let floorResult = workload.floor(workload.count)
    let end = monotonicNanoseconds()
    guard rxResult == expected, floorResult == expected else {
      throw BenchError.checksumMismatch(workload: workload.name, rx: rxResult, floor: floorResult)
    }
    rxSamples.append(Double(middle - start) / Double(workload.count))
    floorSamples.append(Double(end - middle) / Double(workload.count))
  }
  let memoryAfter = currentMemoryKiB()
  return WorkloadResult(
    workload: workload, rx: Timing(samples: rxSamples), floor: Timing(samples: floorSamples), checksum: expected,
    peakMemoryKiB: peakMemoryKiB(), memoryGrowthKiB: memoryAfter - memoryBefore)
}

/// What can go wrong in a benchmark run.
enum BenchError: Error, CustomStringConvertible {
  case checksumMismatch(workload: String, rx: Int, floor: Int)
  case unknownWorkload(String)
  case badArgument(String)

  var description: String {
    switch self {
    case .checksumMismatch(let workload, let rx, let floor):
      return "\(workload): RxCore checksum \(rx) differs from the floor's \(floor)"
    case .unknownWorkload(let name):
      return "no workload named '\(name)' (see rx-bench --list)"
    case .badArgument(let argument):
      return "unknown argument '\(argument)'"
    }
  }
}
