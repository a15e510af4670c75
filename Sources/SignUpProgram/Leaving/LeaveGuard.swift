/// The one rule both faces follow when a person asks to leave the form: nothing typed is thrown away by one key.
///
/// A form with input (a field with text, or a gender chosen) asks once: the first request shows
/// ``FormNotice/confirmLeave(_:)`` ("The form has input: press Esc again to leave."), and a second request right
/// after it leaves. Anything else the person does in between (a key, a click, an edit) disarms it, so the next
/// request asks again. An empty form leaves at once. While a sign-up is in flight the answer is
/// ``LeaveDecision/waitForSignUp``.
///
/// ```swift
/// var leaving = LeaveGuard()
/// leaving.request(.escape, hasInput: true, isSigningUp: false)  // .confirm(.confirmLeave(.escape))
/// leaving.request(.escape, hasInput: true, isSigningUp: false)  // .leave
/// ```
public struct LeaveGuard: Hashable, Sendable {
  /// Whether the last thing done was a request that asked for confirmation: the next request leaves.
  public private(set) var isArmed = false

  /// Makes a guard that is not armed.
  public init() {}

  /// Whether leaving would throw something away: a field has text or a gender is chosen.
  /// - Parameters:
  ///   - texts: The text fields' texts, as the fields hold them.
  ///   - hasGender: Whether a gender is chosen.
  public static func hasInput(texts: [String], hasGender: Bool) -> Bool {
    hasGender || texts.contains { !$0.isEmpty }
  }

  /// Decides a request to leave.
  /// - Parameters:
  ///   - way: How the person asked.
  ///   - hasInput: Whether the form has input (``hasInput(texts:hasGender:)``).
  ///   - isSigningUp: Whether a sign-up is in flight.
  /// - Returns: Leave, confirm first, or wait for the sign-up.
  public mutating func request(_ way: LeaveRequest, hasInput: Bool, isSigningUp: Bool) -> LeaveDecision {
    let wasArmed = isArmed
    isArmed = false
    if isSigningUp { return .waitForSignUp }
    guard wasArmed || !hasInput else {
      isArmed = true
      return .confirm(.confirmLeave(way))
    }
    return .leave
  }

  /// Forgets an earlier request: called for anything else the person does.
  public mutating func disarm() {
    isArmed = false
  }
}
