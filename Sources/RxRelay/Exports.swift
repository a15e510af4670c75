// RxSwift's module name for the relays (`PublishRelay`, `BehaviorRelay`, `ReplayRelay`), which live in RxCore:
// `import RxRelay` and names such as `RxRelay.BehaviorRelay` keep working.
@_exported import RxCore
