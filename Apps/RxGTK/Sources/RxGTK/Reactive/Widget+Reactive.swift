import RxCore

extension Widget: ReactiveCompatible {}
