import Testing

@testable import TerminalUI

@Suite("Event read cycle")
struct EventReadCycleTests {
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  var escapeDelay: Duration { .milliseconds(30) }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test("Without input it waits until the timeout, then finishes")
  func timeout() {
    let cycle = EventReadCycle(timeout: .seconds(1), escapeDelay: escapeDelay)
    #expect(cycle.nextStep(at: .zero, hasPendingInput: false, hasEvents: false) == .wait(.seconds(1)))
    #expect(
      cycle.nextStep(at: .milliseconds(400), hasPendingInput: false, hasEvents: false) == .wait(.milliseconds(600)))
    #expect(cycle.nextStep(at: .seconds(1), hasPendingInput: false, hasEvents: false) == .finish)
    let forever = EventReadCycle(timeout: nil, escapeDelay: escapeDelay)
    #expect(forever.nextStep(at: .seconds(100), hasPendingInput: false, hasEvents: false) == .wait(nil))
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test("Collected events end the call at once")
  func events() {
    let cycle = EventReadCycle(timeout: nil, escapeDelay: escapeDelay)
    #expect(cycle.nextStep(at: .milliseconds(5), hasPendingInput: false, hasEvents: true) == .finish)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test("Pending input is flushed only after the escape delay of idle input, even past the timeout")
  func pendingEscape() {
    var cycle = EventReadCycle(timeout: .milliseconds(10), escapeDelay: escapeDelay)
    cycle.inputArrived(at: .milliseconds(5))
    #expect(cycle.nextStep(at: .milliseconds(15), hasPendingInput: true, hasEvents: true) == .wait(.milliseconds(20)))
    #expect(cycle.nextStep(at: .milliseconds(35), hasPendingInput: true, hasEvents: false) == .flush)
    cycle.inputArrived(at: .milliseconds(36))
    #expect(cycle.nextStep(at: .milliseconds(40), hasPendingInput: true, hasEvents: true) == .wait(.milliseconds(26)))
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test("A negative timeout counts as zero")
  func negativeTimeout() {
    let cycle = EventReadCycle(timeout: .seconds(-5), escapeDelay: escapeDelay)
    #expect(cycle.nextStep(at: .zero, hasPendingInput: false, hasEvents: false) == .finish)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test("A paste whose end marker does not come is ended after the quiet time, whatever the timeout")
  func stuckPaste() {
    var cycle = EventReadCycle(
      timeout: .milliseconds(10), escapeDelay: escapeDelay, pasteQuietTime: .milliseconds(500))
    cycle.inputArrived(at: .milliseconds(2))
    #expect(
      cycle.nextStep(at: .milliseconds(20), hasPendingInput: false, isReadingPaste: true, hasEvents: false)
        == .wait(.milliseconds(482)), "past the timeout, still waiting for the paste")
    #expect(
      cycle.nextStep(at: .milliseconds(502), hasPendingInput: false, isReadingPaste: true, hasEvents: false)
        == .endPaste)
    #expect(
      cycle.nextStep(at: .milliseconds(20), hasPendingInput: false, isReadingPaste: true, hasEvents: true) == .finish,
      "events collected before the paste are returned first")
  }
}
