import Foundation

/// A scheduler whose clock only moves when it runs work, for deterministic tests of time, as in RxSwift.
///
/// Work runs in order of due time, and in order of scheduling for equal times. The scheduler is meant to be driven
/// from one thread.
///
/// `Sendable` so that it can be passed wherever a scheduler is expected, but not safe for concurrent use: drive it
/// (schedule, `start()`, `advanceTo(_:)`) from one thread.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
  /// The virtual time type.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The virtual time interval type.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private var running = false
  private var currentClock: VirtualTime
  private var queue: [VirtualSchedulerItem<VirtualTime>] = []
  private var nextId = 0
  private let converter: Converter

  /// Makes a scheduler starting at `initialClock`.
  /// - Parameters:
  ///   - initialClock: The starting virtual time.
  ///   - converter: The conversion between virtual and real time.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.currentClock = initialClock
    self.converter = converter
  }

  /// The current time as a real time.
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  /// The current virtual time.
  public var clock: VirtualTime { currentClock }

  /// Schedules `action` at the current virtual time (adjusted by `adjustScheduledTime`).
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Schedules `action` after a real time interval.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let seconds = dueTime.seconds ?? TimeInterval.greatestFiniteMagnitude
    let time = now.addingTimeInterval(seconds)
    let absolute = converter.convertToVirtualTime(time)
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
  }

  /// Schedules `action` after a virtual interval.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` at an absolute virtual time.
  /// - Returns: A disposable that cancels the work.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
    nextId += 1
    insert(item)
    return item
  }

  /// Adjusts the time of work scheduled with `schedule` or `scheduleRelative`; the default keeps it.
  /// - Parameter virtualTime: The computed due time.
  /// - Returns: The time to use.
  open func adjustScheduledTime(_ virtualTime: VirtualTime) -> VirtualTime { virtualTime }

  /// Runs all scheduled work, moving the clock forward, until none is left or `stop()` is called.
  open func start() {
    guard !running else { return }
    running = true
    while running, let next = popNext() {
      if converter.compareVirtualTime(next.time, currentClock) == .greaterThan {
        currentClock = next.time
      }
      next.invoke()
    }
    running = false
  }

  /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
  /// - Parameter virtualTime: The time to advance to; a time in the past is ignored.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard !running else { return }
    guard converter.compareVirtualTime(virtualTime, currentClock) != .lessThan else { return }
    running = true
    while running, let next = peekNext(), converter.compareVirtualTime(next.time, virtualTime) != .greaterThan {
      _ = popNext()
      if converter.compareVirtualTime(next.time, currentClock) == .greaterThan {
        currentClock = next.time
      }
      next.invoke()
    }
    running = false
    currentClock = virtualTime
  }

  /// Moves the clock forward without running work.
  /// - Parameter virtualInterval: How far to move.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
    if converter.compareVirtualTime(sleepTo, currentClock) == .greaterThan {
      currentClock = sleepTo
    }
  }

  /// Stops `start()` or `advanceTo(_:)` after the work that is running.
  public func stop() { running = false }

  // MARK: - Priority queue (a binary min-heap by time, then id)

  private func isEarlier(_ lhs: VirtualSchedulerItem<VirtualTime>, _ rhs: VirtualSchedulerItem<VirtualTime>) -> Bool {
    switch converter.compareVirtualTime(lhs.time, rhs.time) {
    case .lessThan: return true
    case .greaterThan: return false
    case .equal: return lhs.id < rhs.id
    }
  }

  private func insert(_ item: VirtualSchedulerItem<VirtualTime>) {
    queue.append(item)
    var child = queue.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard isEarlier(queue[child], queue[parent]) else { break }
      queue.swapAt(child, parent)
      child = parent
    }
  }

  private func removeFirst() -> VirtualSchedulerItem<VirtualTime> {
    queue.swapAt(0, queue.count - 1)
    let first = queue.removeLast()
    var parent = 0
    while true {
      let left = parent * 2 + 1
      let right = left + 1
      var smallest = parent
      if left < queue.count && isEarlier(queue[left], queue[smallest]) { smallest = left }
      if right < queue.count && isEarlier(queue[right], queue[smallest]) { smallest = right }
      if smallest == parent { break }
      queue.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  private func peekNext() -> VirtualSchedulerItem<VirtualTime>? {
    while let first = queue.first, first.isDisposed { _ = removeFirst() }
    return queue.first
  }

  private func popNext() -> VirtualSchedulerItem<VirtualTime>? {
    guard peekNext() != nil else { return nil }
    return removeFirst()
  }
}

/// One piece of work waiting on a virtual time scheduler.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
  let time: Time
  let id: Int
  private let work: ScheduledWork

  init(time: Time, id: Int, action: @escaping () -> any Disposable) {
    self.time = time
    self.id = id
    self.work = ScheduledWork(action)
  }

  var isDisposed: Bool { work.isDisposed }
  func invoke() { work.invoke() }
  func dispose() { work.dispose() }
}
