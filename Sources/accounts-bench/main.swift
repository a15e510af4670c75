import Accounts
import Foundation

// accounts-bench: the embedded account store's nickname checks and sign-ups, timed. Always run with `-c release`:
//
//   swift run -c release accounts-bench                                  100,000 accounts, 2,000 checks, 300 sign-ups
//   swift run -c release accounts-bench --accounts 1000000 --signups 1000
//
// It seeds a store in a temporary folder (removed afterwards), then times each call through the program's own types:
// SQLiteAccountDatabase directly, and SQLiteAccountStore's Single waited on (its serial queue and back).

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func run(arguments: [String]) -> Int32 {
  let folder = NSTemporaryDirectory() + "/accounts-bench-\(ProcessInfo.processInfo.processIdentifier)"
  defer { try? FileManager.default.removeItem(atPath: folder) }
  do {
    let options = try BenchOptions(arguments: arguments)
    let benchmark = try AccountsBenchmark(options: options, path: folder + "/accounts.sqlite")
    let (seeding, rows) = try benchmark.run()
    print(BenchReport(options: options, seeding: seeding, rows: rows).markdown)
    return rows.allSatisfy { $0.timings.median <= $0.targetMedian } ? 0 : 1
  } catch .help {
    print(BenchOptions.usage)
    return 0
  } catch {
    FileHandle.standardError.write(Data("accounts-bench: \(error)\n".utf8))
    return 2
  }
}

if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
  exit(run(arguments: Array(CommandLine.arguments.dropFirst())))
} else {
  FileHandle.standardError.write(Data("accounts-bench: needs macOS 13 or later (ContinuousClock)\n".utf8))
  exit(2)
}
