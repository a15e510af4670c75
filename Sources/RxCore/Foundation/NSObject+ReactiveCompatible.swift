import Foundation

/// Every `NSObject` has the `.rx` namespace, as in RxCocoa:
/// `URLSession.shared.rx.data(request: request)`, or `object.rx.someProperty` for a writable key path.
extension NSObject: ReactiveCompatible {}
