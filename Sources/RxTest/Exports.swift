// RxSwift's module name for RxTesting (`TestScheduler`, `Recorded`, `TestableObserver`, ...): `import RxTest` and
// names such as `RxTest.TestScheduler` keep working.
@_exported import RxTesting
