extension ObservableType {
  /// Emits states from `initialState`, advancing with `iterate` while `condition` holds, one per scheduled step.
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Emission continues while it returns `true`; an error it throws is sent as `.error`.
  ///   - scheduler: Where to emit.
  ///   - iterate: Computes the next state; an error it throws is sent as `.error`.
  /// - Returns: The observable.
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
  }
}

private final class GenerateSink<Output>: Sink<Output> {
  typealias Element = Output

  func run(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, scheduler: any ImmediateSchedulerType
  ) -> any Disposable {
    scheduler.scheduleRecursive((initialState, true)) { step, recurse in
      do {
        let state = step.1 ? step.0 : try iterate(step.0)
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

  init(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, scheduler: any ImmediateSchedulerType
  ) {
    self.initialState = initialState
    self.condition = condition
    self.iterate = iterate
    self.scheduler = scheduler
    super.init(running: Generate.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = GenerateSink(observer: observer, disposer: disposer)
    return (
      sink,
      sink.run(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    )
  }
}
