extension ObservableType {
  /// Emits states from `initialState`, advancing with `iterate` while `condition` holds, one per scheduled step.
  ///
  /// In debug builds, closures formed in main-actor code that `scheduler` is about to run off the main thread are
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Emission continues while it returns `true`; an error it throws is sent as `.error`.
  ///   - scheduler: Where to emit.
  ///   - iterate: Computes the next state; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The observable.
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    Generate(
      initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler,
      site: IsolationSite(
        isolation, call: "Observable.generate", file: file, line: line, advice: .scheduleOnMain))
  }
}

private final class GenerateSink<Output>: Sink<Output> {
  typealias Element = Output

  func run(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, scheduler: any ImmediateSchedulerType, site: IsolationSite?
  ) -> any Disposable {
    let closureCheck = ClosureCheck(site)
    return scheduler.scheduleRecursive((initialState, true)) { step, recurse in
      do {
        let state: Element
        if step.1 {
          state = step.0
        } else {
          closureCheck.verify("iterate")
          state = try iterate(step.0)
        }
        closureCheck.verify("condition")
        if try condition(state) {
          self.forwardOn(.next(state))
          recurse((state, false))
        } else {
          self.forwardStop(.completed)
        }
      } catch {
        self.forwardStop(.error(error))
      }
    }
  }
}

private final class Generate<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let initialState: Element
  private let condition: (Element) throws -> Bool
  private let iterate: (Element) throws -> Element
  private let scheduler: any ImmediateSchedulerType
  /// Where the closures were formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, scheduler: any ImmediateSchedulerType, site: IsolationSite?
  ) {
    self.initialState = initialState
    self.condition = condition
    self.iterate = iterate
    self.scheduler = scheduler
    self.site = IsolationSite.Stored(site)
    super.init(running: Generate.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = GenerateSink(observer: observer, disposer: disposer)
    return (
      sink,
      sink.run(
        initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler, site: site.value)
    )
  }
}
