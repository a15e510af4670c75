/// How an element that brings no snapshot to combine stops a combining operator, if it does.
@usableFromInline
enum CombiningStop: Sendable {
  /// It does not.
  case none
  /// Nothing can ever be combined again: complete.
  case completion
  /// A snapshot was due but `CombiningRule.take` found a slot empty (an internal error): fail.
  case missingSnapshot
}
