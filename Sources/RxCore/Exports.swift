// `import RxCore` brings Foundation with it, as `import RxCocoa` does on Apple systems (RxCocoa's umbrella header
// imports it): code written against RxCocoa uses `URL`, `Date` and `NSRecursiveLock` with only the Rx imports.
// FoundationNetworking is not imported here: on Linux it is a library of its own, loaded by every program that links
// a module importing it. `URLSession.rx` and `NotificationCenter.rx` live in the RxCocoa module, as in RxSwift.
@_exported import Foundation
