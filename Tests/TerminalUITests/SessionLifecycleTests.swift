import Testing

@testable import TerminalUI

@Suite("Session lifecycle")
struct SessionLifecycleTests {
  @Test("Restore is idempotent and start after restore enters again")
  func idempotent() {
    var lifecycle = SessionLifecycle()
    #expect(lifecycle.restore() == .none)
    #expect(lifecycle.start() == .enter)
    #expect(lifecycle.start() == .none)
    #expect(lifecycle.isActive)
    #expect(lifecycle.restore() == .leave)
    #expect(lifecycle.restore() == .none)
    #expect(!lifecycle.isActive)
    #expect(lifecycle.start() == .enter)
  }
}
