import Foundation

extension Reactive where Base: NotificationCenter {
  /// The notifications posted to the center with `name` (any name when `nil`) from `object` (any sender when
  /// `nil`), as RxCocoa's `notification(_:object:)`.
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
  ///   .subscribe(onNext: { _ in refresh() })
  ///   .disposed(by: bag)
  /// ```
  /// Each subscription adds its own observer to the center and removes it when disposed. Notifications arrive
  /// on the posting thread. The sequence never completes; `object` is held weakly.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
    let center = base
    return Observable.create { [weak object] observer in
      // The slot makes a notification that another thread is delivering while this subscription is disposed
      // go nowhere.
      let slot = LockedValue<AnyObserver<Notification>?>(observer)
      let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
        slot.withLock { $0 }?.on(.next(notification))
      }
      return Disposables.create {
        slot.withLock { $0 = nil }
        center.removeObserver(token)
      }
    }
  }
}
