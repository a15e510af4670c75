import Foundation
import RxCore

// Contention: 2, 4 and 8 threads sending into one subject with one subscriber, per event. Callgrind runs one thread
// at a time, so its figures for these are the cost of the code the threads run, with little real contention; the
// wall-clock table (`rx-bench --filter Contention`) is where the threads really overlap (on however many cores the
// machine gives them).

/// What the subscriber of a contention workload adds up; the subject delivers one event at a time, so it needs no
/// lock of its own.
final class ContentionTotal: @unchecked Sendable {
  @exclusivity(unchecked) var sum = 0
}

/// Runs `send` on `threads` threads at once, splitting `count` among them; returns once every thread is done.
///
/// Every thread is made and waits before any sends, so the sending overlaps as much as the machine lets it.
func sendFromThreads(_ threads: Int, count: Int, _ send: @escaping @Sendable (Int) -> Void) {
  let ready = DispatchSemaphore(value: 0)
  let start = DispatchSemaphore(value: 0)
  let done = DispatchSemaphore(value: 0)
  for index in 0..<threads {
    let share = count / threads + (index < count % threads ? 1 : 0)
    let thread = Thread {
      ready.signal()
      start.wait()
      send(share)
      done.signal()
    }
    thread.start()
  }
  for _ in 0..<threads { ready.wait() }
  for _ in 0..<threads { start.signal() }
  for _ in 0..<threads { done.wait() }
}

@inline(never) func rxPublishSubjectContention(threads: Int, count: Int) -> Int {
  let total = ContentionTotal()
  let subject = PublishSubject<Int>()
  let subscription = subject.subscribe(onNext: { total.sum += $0 })
  sendFromThreads(threads, count: count) { events in
    for _ in 0..<events { subject.onNext(1) }
  }
  subscription.dispose()
  return total.sum
}

@inline(never) func floorPublishSubjectContention(threads: Int, count: Int) -> Int {
  let total = ContentionTotal()
  let subject = opaque(SerializedClosureSubject<Int>())
  subject.subscribe(opaque { total.sum += $0 })
  sendFromThreads(threads, count: count) { events in
    for _ in 0..<events { subject.send(1) }
  }
  return total.sum
}

let contentionWorkloads: [Workload] = [2, 4, 8].map { threads in
  Workload(
    name: "publishSubjectContention\(threads)",
    summary: "\(threads) threads -> one PublishSubject -> 1 subscriber, per event",
    unit: .event, count: 1_000_000, threads: threads, rx: { rxPublishSubjectContention(threads: threads, count: $0) },
    floor: { floorPublishSubjectContention(threads: threads, count: $0) })
}
