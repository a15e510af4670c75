/// An event of one source that reached a `CombiningSink` while another thread had its turn: that thread applies it,
/// in order, before it gives the turn up.
///
/// The state of a combining sink is guarded by its delivery turn, not by its lock, so a thread without the turn
/// cannot store its element; it queues the whole event instead (one closure, made only then).
@usableFromInline
struct CombiningWork {
  /// Stores and delivers the event, as the thread with the turn.
  @usableFromInline let apply: () -> Void

  @inlinable
  init(apply: @escaping () -> Void) {
    self.apply = apply
  }
}
