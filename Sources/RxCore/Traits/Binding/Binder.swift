/// An observer that sets a property of a UI object on a scheduler (the main thread by default), holding the
/// object weakly, as RxCocoa's ``Binder``.
///
/// ```swift
/// var isSelected: Binder<Bool> { Binder(base) { button, selected in button.isSelected = selected } }
/// ```
/// An error sent to a binder is reported through `Hooks.issueHandler` (RxSwift stops the program in debug builds).
///
/// `Sendable`: values may be sent from any thread; the binding runs on the binder's scheduler (the main thread by
/// default) with the target, held weakly. A binding given another scheduler must be safe on that scheduler's thread.
public struct Binder<Value>: ObserverType {
  /// The element type.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Makes a binder for `target`.
  /// - Parameters:
  ///   - target: The object to update, held weakly.
  ///   - scheduler: Where the binding runs: by default a `MainScheduler()` of the binder's own, as in RxSwift, so
  ///     a value sent on the main thread is applied at once, even from inside another main-thread delivery.
  ///   - binding: Applies a value to the target.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  public init<Target: AnyObject>(
    _ target: Target, scheduler: any ImmediateSchedulerType = MainScheduler(),
    binding: @escaping (Target, Value) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) {
    #if DEBUG
      let binding = IsolationSite(isolation, call: "Binder.init", file: file, line: line, advice: .bindOnMain)
        .checking("binding", binding)
    #endif
    weak let weakTarget = target
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if let target = weakTarget { binding(target, element) }
          return Disposables.create()
        }
      case .error(let error):
        Hooks.report(.unhandledError, "Binding error: \(error)")
      case .completed:
        break
      }
    }
  }

  /// Applies `.next` values to the target.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// The binder as an ``AnyObserver``.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}

extension Binder: @unchecked Sendable {}
