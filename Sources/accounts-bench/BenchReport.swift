import Accounts

/// The benchmark's Markdown: what was measured, then one row per timed path.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct BenchReport {
  let options: BenchOptions
  let seeding: Duration
  let rows: [BenchRow]

  var markdown: String {
    var lines = [
      "accounts-bench: \(options.accounts) accounts seeded in one transaction in \(seeding.millisecondsText) ms; "
        + "SQLite \(SQLiteAccountDatabase.sqliteVersion), WAL, synchronous=FULL",
      "",
      "| operation | through | calls | median (ms) | p90 (ms) | p99 (ms) | target median | met |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for row in rows {
      let timings = row.timings
      let met = timings.median <= row.targetMedian ? "yes" : "no"
      lines.append(
        "| \(row.operation) | \(row.path) | \(timings.count) | \(timings.median.millisecondsText) | "
          + "\(timings.p90.millisecondsText) | \(timings.p99.millisecondsText) | "
          + "≤ \(row.targetMedian.millisecondsText) | \(met) |")
    }
    return lines.joined(separator: "\n")
  }
}
