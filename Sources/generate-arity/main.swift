// Writes the `zip` and `combineLatest` overloads of 2...8 sources for every type that has them.
//
//   swift run generate-arity           writes the files that changed
//   swift run generate-arity --check   writes nothing; exits 1 and names the files that are stale
//
// Each template makes one file; the output goes through `swift format` with the package's configuration, so the
// files are deterministic and lint-clean.

import Foundation

let files =
  [
    observableCombineLatestTemplate.file,
    observableZipTemplate.file,
    PrimitiveSequenceZipTemplate.file,
    InfallibleCombineLatestTemplate.file,
    InfallibleZipTemplate.file,
  ] + SharedSequenceArityTemplate.files

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.allSatisfy({ $0 == "--check" }) else {
  FileHandle.standardError.write(Data("usage: swift run generate-arity [--check]\n".utf8))
  exit(2)
}
let isChecking = arguments.contains("--check")

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let formatter = SwiftFormatter(configuration: root.appendingPathComponent(".swift-format"))

var stale: [String] = []
do {
  for file in files {
    let url = root.appendingPathComponent(file.path)
    let generated = try formatter.format(file.contents)
    let current = try? String(contentsOf: url, encoding: .utf8)
    guard current != generated else { continue }
    stale.append(file.path)
    if !isChecking {
      try generated.write(to: url, atomically: true, encoding: .utf8)
      print("wrote \(file.path)")
    }
  }
} catch {
  FileHandle.standardError.write(Data("generate-arity: \(error)\n".utf8))
  exit(1)
}

let generatedPaths = Set(files.map(\.path))
let orphans = (FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)?.allObjects ?? [])
  .compactMap { $0 as? String }
  .filter { $0.hasSuffix(".generated.swift") }
  .map { "Sources/" + $0 }
  .filter { !generatedPaths.contains($0) }
  .sorted()

if isChecking {
  for path in stale { FileHandle.standardError.write(Data("stale: \(path)\n".utf8)) }
  for path in orphans { FileHandle.standardError.write(Data("not made by any template: \(path)\n".utf8)) }
  if !stale.isEmpty || !orphans.isEmpty {
    FileHandle.standardError.write(Data("run `swift run generate-arity` and commit the result\n".utf8))
    exit(1)
  }
  print("generated arity files are fresh (\(files.count) files)")
} else {
  for path in orphans { print("not made by any template (delete it?): \(path)") }
  if stale.isEmpty { print("generated arity files are fresh (\(files.count) files)") }
}
