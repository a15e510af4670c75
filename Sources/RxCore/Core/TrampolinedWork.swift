/// Something the current thread's trampoline runs: a ``ScheduledWork`` made by ``CurrentThreadScheduler``, or an
/// operator's sink that queues itself once per step (`Observable.from` on the trampoline), so a step needs no
/// allocation of its own.
protocol TrampolinedWork: AnyObject {
  /// Runs the work; called once per time it was queued, on the thread whose trampoline queued it.
  func invoke()
}
