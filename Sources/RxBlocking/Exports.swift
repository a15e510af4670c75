// RxSwift's module name for `toBlocking()` and `BlockingObservable`, which live in RxCore: `import RxBlocking` and
// names such as `RxBlocking.BlockingObservable` keep working.
@_exported import RxCore
