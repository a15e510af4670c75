import RxCore
import Synchronization

/// Records events and counts deliveries that overlapped another delivery.
public final class ConcurrencyRecorder<Element>: ObserverType, @unchecked Sendable {
  private let inDelivery = Atomic<Bool>(false)
  private let overlaps = Atomic<Int>(0)
  private let recorded = LockedValue<[Event<Element>]>([])

  /// How many deliveries started while another was still running.
  public var overlapCount: Int { overlaps.load(ordering: .acquiring) }
  /// The events, in the order they were delivered.
  public var events: [Event<Element>] { recorded.withLock { $0 } }

  /// Records `event`, noting whether another delivery was still running.
  public func on(_ event: Event<Element>) {
    if inDelivery.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
    recorded.withLock { $0.append(event) }
    inDelivery.store(false, ordering: .releasing)
  }

  /// Makes an empty recorder.
  public init() {}
}
