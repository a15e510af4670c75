// RxSwift's module name for RxCore: a package that depended on RxSwift's `RxSwift` product depends on this one and
// keeps `import RxSwift` and names spelled with the module, such as `RxSwift.Observable`.
@_exported import RxCore
