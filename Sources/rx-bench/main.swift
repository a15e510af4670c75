import Foundation

// rx-bench: RxCore against plain closures (the floor). Always run with `-c release`.
//
//   swift run -c release rx-bench                      the table
//   swift run -c release rx-bench --json               the same as JSON
//   swift run -c release rx-bench --filter flatMap     only workloads whose name contains "flatMap"
//   swift run -c release rx-bench --list               the workloads: name, unit, summary, threads
//   rx-bench --callgrind NAME [rx|floor]               one run of one side, for valgrind --tool=callgrind
//   rx-bench --callgrind NAME rx --count N             the same with N units instead of the workload's count
//                                                      (N = 0 measures the harness and the pipeline set-up;
//                                                      every run does one unit first, as a warm-up)

let workloads =
  subjectWorkloads + mapFilterWorkloads + higherOrderWorkloads + zipWorkloads + mergeWorkloads + chainedWorkloads
  + screenWorkloads
  + churnWorkloads + contentionWorkloads

struct Options {
  var json = false
  var filter: String?
  var repetitions = 7
  var list = false
  var callgrind: (name: String, side: String)?
  var count: Int?
}

func parse(_ arguments: [String]) throws -> Options {
  var options = Options()
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    switch argument {
    case "--json": options.json = true
    case "--list": options.list = true
    case "--filter":
      guard let value = remaining.popFirst() else { throw BenchError.badArgument("--filter needs a value") }
      options.filter = value
    case "--repetitions":
      guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
        throw BenchError.badArgument("--repetitions needs a positive number")
      }
      options.repetitions = count
    case "--count":
      guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
        throw BenchError.badArgument("--count needs a number >= 0")
      }
      options.count = count
    case "--callgrind":
      guard let name = remaining.popFirst() else { throw BenchError.badArgument("--callgrind needs a name") }
      let side = remaining.first.map { $0 == "floor" || $0 == "rx" } == true ? remaining.popFirst() ?? "rx" : "rx"
      options.callgrind = (name, side)
    default:
      throw BenchError.badArgument(argument)
    }
  }
  return options
}

@MainActor func run() -> Int32 {
  do {
    let options = try parse(Array(CommandLine.arguments.dropFirst()))
    if options.list {
      for workload in workloads {
        print("\(workload.name)\t\(workload.unit.rawValue)\t\(workload.summary)\t\(workload.threads)")
      }
      return 0
    }
    if let (name, side) = options.callgrind {
      guard let workload = workloads.first(where: { $0.name == name }) else { throw BenchError.unknownWorkload(name) }
      let count = options.count ?? workload.count
      let body = side == "floor" ? workload.floor : workload.rx
      // One unit first, in every run: what happens once per process (type metadata, conformance caches, the first
      // print's buffer) is then paid before what is measured, and cancels out of (Ir at N - Ir at 0) / N.
      let warmUp = body(1)
      print("\(name) \(side) warm-up checksum=\(warmUp)")
      let checksum = body(count)
      print("\(name) \(side) count=\(count) checksum=\(checksum)")
      return 0
    }
    let selected = workloads.filter { workload in options.filter.map { workload.name.contains($0) } ?? true }
    guard !selected.isEmpty else { throw BenchError.unknownWorkload(options.filter ?? "") }
    var results: [WorkloadResult] = []
    for workload in selected {
      results.append(try measure(workload, repetitions: options.repetitions))
    }
    print(options.json ? jsonReport(results) : tableReport(results))
    return 0
  } catch {
    FileHandle.standardError.write(Data("rx-bench: \(error)\n".utf8))
    return 2
  }
}

exit(run())
