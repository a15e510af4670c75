import Foundation

/// The check that `drive` and `emit` are called on the main thread: RxCocoa's `drive` stops the program when called
/// from another thread; RxCore reports it through `Hooks.issueHandler` (`.wrongThread`) and subscribes anyway.
///
/// A ``Driver`` replays its latest element to a new subscriber at once, on the thread that subscribes, so a `drive`
/// from a background thread hands that element to the closures or observers there. A ``Signal`` connects its source
/// on the thread of its first subscriber; RxCocoa documents `emit` as main-thread only too, but does not check it.
/// The check runs in every build, as RxCocoa's does: it costs one thread test per subscription.
@usableFromInline
enum MainThreadSubscription {
  /// What was subscribed, for the report.
  @usableFromInline
  enum Trait: Sendable {
    case driver
    case signal
  }

  /// Reports `call` (at `file`:`line`) when it is made off the main thread and the main queue.
  @inlinable
  static func require(_ call: StaticString, of trait: Trait, file: StaticString, line: UInt) {
    if MainExecutionContext.isCurrent { return }
    reportOffMain(call, of: trait, file: file, line: line)
  }

  @usableFromInline
  static func reportOffMain(_ call: StaticString, of trait: Trait, file: StaticString, line: UInt) {
    let thread = Thread.current.name.flatMap { $0.isEmpty ? nil : "thread \"\($0)\"" } ?? "an unnamed thread"
    let why: String
    switch trait {
    case .driver:
      why =
        "A Driver replays its latest element to a new subscriber at once, on the subscribing thread, so that "
        + "element reaches this subscriber off the main thread."
    case .signal:
      why = "A Signal's first subscriber connects its source on the subscribing thread."
    }
    Hooks.report(
      .wrongThread,
      "\(call) at \(file):\(line) was called on \(thread), not the main thread. \(why) Call it on the main thread "
        + "(RxCocoa stops the program here; RxCore subscribes anyway).")
  }
}
