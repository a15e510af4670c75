/// How to fix a closure that Swift treats as isolated to the main actor and that RxCore was about to run off the
/// main thread; chosen by when RxCore runs the closure.
@usableFromInline
enum IsolationAdvice: Sendable {
  /// The closure runs for events (`subscribe`, `map`, `drive`): deliver them on the main thread.
  case deliverOnMain
  /// The closure runs when a subscription is made (`Observable.create`): subscribe on the main thread.
  case subscribeOnMain
  /// The closure is a ``Binder``'s binding, run by the binder's scheduler: give it a main-thread scheduler.
  case bindOnMain
  /// The closure runs on the scheduler given to the call (`Observable.generate`): give it a main-thread one.
  case scheduleOnMain
  /// The closure makes a connectable's subject (`multicast(makeSubject:)`): connect on the main thread.
  case connectOnMain

  /// The sentence that says how.
  var text: String {
    switch self {
    case .deliverOnMain:
      "Deliver the events on the main thread: put .observe(on: MainScheduler.instance) before this call, or use a "
        + "Driver or Signal (asDriver(onErrorJustReturn:), asSignal(onErrorJustReturn:))."
    case .subscribeOnMain:
      "It runs where the subscription is made: subscribe on the main thread (drop the subscribe(on:) that moves "
        + "the subscription, or use subscribe(on: MainScheduler.instance)), or form the closure in nonisolated code."
    case .bindOnMain:
      "The binder's scheduler runs it off the main thread: keep the default scheduler (MainScheduler()), which "
        + "applies every value on the main thread."
    case .scheduleOnMain:
      "It runs on the scheduler given to this call: pass MainScheduler.instance, or keep the default "
        + "(CurrentThreadScheduler) and subscribe on the main thread, or form the closure in nonisolated code."
    case .connectOnMain:
      "It runs where a connection starts, at connect() or at the first subscription before it: connect and "
        + "subscribe on the main thread, or form the closure in nonisolated code."
    }
  }
}
