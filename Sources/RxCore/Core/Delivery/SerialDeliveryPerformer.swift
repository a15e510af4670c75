/// A ``SerialDeliverySink`` whose work is performed by one method of its own, `perform(_:)`: it submits with
/// `submit(_:if:)` and `submit(_:)`, which perform the work with it.
///
/// A requirement, not an override with a default, so a sink that forgets `perform(_:)` does not compile. The
/// `submit` requirements are the base class's own methods, which every such sink inherits.
protocol SerialDeliveryPerformer: AnyObject {
  associatedtype Work

  /// Performs one piece of work; called outside the lock, never concurrently with itself.
  /// - Parameter work: The work `submit` accepted.
  func perform(_ work: Work)

  /// ``SerialDeliverySink``'s `submit(_:if:performing:)`.
  func submit(_ work: Work, if accept: () -> Bool, performing perform: (Work) -> Void)

  /// ``SerialDeliverySink``'s `submit(_:performing:)`.
  func submit(_ update: () -> Work?, performing perform: (Work) -> Void)
}

extension SerialDeliveryPerformer {
  /// Delivers `work` in order, with `perform(_:)`, if `accept` (run under the lock together with the state change
  /// it makes) returns `true`.
  /// - Parameters:
  ///   - work: The work to perform.
  ///   - accept: Updates the state; returns whether `work` must be performed.
  func submit(_ work: Work, if accept: () -> Bool) {
    submit(work, if: accept, performing: { self.perform($0) })
  }

  /// Runs `update` under the lock; the work it returns, if any, is then performed in order with `perform(_:)`,
  /// outside the lock.
  /// - Parameter update: Changes the state and returns the work to perform, or `nil`.
  func submit(_ update: () -> Work?) {
    submit(update, performing: { self.perform($0) })
  }
}
