import Foundation

#if !canImport(ObjectiveC)
  /// Outside Apple platforms `NotificationCenter` is not an `NSObject` (swift-foundation makes it a plain class),
  /// so it gets the `.rx` namespace of its own. On Apple platforms it has it through `NSObject`.
  extension NotificationCenter: ReactiveCompatible {}
#endif
