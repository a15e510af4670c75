import TerminalUI

/// Decodes `bytes` in one feed, optionally followed by a flush.
func decode(_ bytes: [UInt8], flush: Bool = false, maximumPasteLength: Int = 4096) -> [InputEvent] {
  var decoder = InputDecoder(maximumPasteLength: maximumPasteLength)
  var events = decoder.feed(bytes)
  if flush { events += decoder.flush() }
  return events
}

/// The UTF-8 bytes of a string.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Joins adjacent `.text` events, since a split feed may report one run of text in pieces.
func mergingText(_ events: [InputEvent]) -> [InputEvent] {
  var result: [InputEvent] = []
  for event in events {
    if case .text(let more) = event, case .text(let text)? = result.last {
      result[result.count - 1] = .text(text + more)
    } else {
      result.append(event)
    }
  }
  return result
}
