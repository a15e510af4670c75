/// A change of `Resources.total` across a piece of code: RxCore resources created and not released (or released
/// without having been created in it).
public struct ResourceLeak: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `Resources.total` before the code ran.
  public let before: Int
  /// `Resources.total` after the code ran.
  public let after: Int

  /// Makes a report.
  /// - Parameters:
  ///   - before: The total before.
  ///   - after: The total after.
  public init(before: Int, after: Int) {
    self.before = before
    self.after = after
  }

  /// `after - before`: positive for resources still alive, negative for resources released that existed before.
  public var difference: Int { after - before }

  /// A sentence such as `Resources.total was 3 before and 5 after (+2): ...`.
  public var description: String {
    let change = "Resources.total was \(before) before and \(after) after (\(difference > 0 ? "+" : "")\(difference))"
    if difference > 0 {
      let noun = difference == 1 ? "resource is" : "resources are"
      return "\(change): \(difference) RxCore \(noun) still alive (observables, observers, sinks or subject "
        + "subscriptions). Dispose every subscription, or release its DisposeBag, before the check."
    }
    let noun = -difference == 1 ? "resource was" : "resources were"
    return "\(change): \(-difference) more RxCore \(noun) released than created; something that existed before "
      + "the check was released during it."
  }
}
