import Foundation

/// The results as a Markdown table.
func tableReport(_ results: [WorkloadResult]) -> String {
  var lines = [
    "| workload | unit | RxCore median ns | min | max | floor median ns | ratio | peak RSS KiB | RSS growth KiB |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ]
  for result in results {
    let cells = [
      result.workload.name, result.workload.unit.rawValue, format(result.rx.median), format(result.rx.min),
      format(result.rx.max), format(result.floor.median), String(format: "%.1fx", result.ratio),
      String(result.peakMemoryKiB), String(result.memoryGrowthKiB),
    ]
    lines.append("| " + cells.joined(separator: " | ") + " |")
  }
  return lines.joined(separator: "\n")
}

private func format(_ nanoseconds: Double) -> String {
  String(format: nanoseconds < 10 ? "%.2f" : "%.1f", nanoseconds)
}

/// The results as JSON.
func jsonReport(_ results: [WorkloadResult]) -> String {
  struct Row: Encodable {
    let name: String
    let unit: String
    let rxMedianNs: Double
    let rxMinNs: Double
    let rxMaxNs: Double
    let floorMedianNs: Double
    let ratio: Double
    let checksum: Int
    let peakMemoryKiB: Int
    let memoryGrowthKiB: Int
  }
  let rows = results.map {
    Row(
      name: $0.workload.name, unit: $0.workload.unit.rawValue, rxMedianNs: $0.rx.median, rxMinNs: $0.rx.min,
      rxMaxNs: $0.rx.max, floorMedianNs: $0.floor.median, ratio: $0.ratio, checksum: $0.checksum,
      peakMemoryKiB: $0.peakMemoryKiB, memoryGrowthKiB: $0.memoryGrowthKiB)
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  guard let data = try? encoder.encode(rows) else { return "[]" }
  return String(decoding: data, as: UTF8.self)
}
