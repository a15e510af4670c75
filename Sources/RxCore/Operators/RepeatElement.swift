extension ObservableType {
  /// Emits `element` forever, one per scheduled step.
  /// - Parameters:
  ///   - element: The element to repeat.
  ///   - scheduler: Where to emit it.
  /// - Returns: The observable; use `take` to bound it.
  public static func repeatElement(
    _ element: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    SequenceProducer(elements: Swift.repeatElement(element, count: Int.max), scheduler: scheduler)
  }
}
