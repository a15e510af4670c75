import RxCore

/// Records events and counts deliveries that overlapped another delivery.
public final class ConcurrencyRecorder<Element>: ObserverType, @unchecked Sendable {
  private let inDelivery = LockedValue(false)
  private let overlaps = LockedValue(0)
  private let recorded = LockedValue<[Event<Element>]>([])

  /// How many deliveries started while another was still running.
  public var overlapCount: Int { overlaps.withLock { $0 } }
  /// The events, in the order they were delivered.
  public var events: [Event<Element>] { recorded.withLock { $0 } }

  /// Records `event`, noting whether another delivery was still running.
  public func on(_ event: Event<Element>) {
    let overlapped = inDelivery.withLock { inDelivery in
      defer { inDelivery = true }
      return inDelivery
    }
    if overlapped { overlaps.withLock { $0 += 1 } }
    recorded.withLock { $0.append(event) }
    inDelivery.withLock { $0 = false }
  }

  /// Makes an empty recorder.
  public init() {}
}
