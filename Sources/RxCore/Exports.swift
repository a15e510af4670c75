// `import RxCocoa` brings Foundation with it on Apple systems (RxCocoa's umbrella header imports it), and code written
// against RxCocoa relies on that: RxExample's sign-up screen uses `URL`, `Date` and `NSRecursiveLock` with only the Rx
// imports. Importing RxCore does the same, on every platform; on Linux that includes FoundationNetworking, where
// `URLSession` and `URLRequest` live there (on Apple systems they are part of Foundation).
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
