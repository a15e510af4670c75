// libFuzzer target: the terminal input decoder. Built by `.ci/fuzz` with `swiftc -sanitize=fuzzer,address`.
//
// Properties: no crash; typed text never holds a control (C0, DEL, C1) or U+FFFD scalar (bidi and invisible
// characters are text: the app's rules judge them, its drawing shows them visibly); a paste keeps at most its
// limit of characters and counts what it left out only when cut; feeding the bytes in two pieces gives the same
// events as feeding them at once (typed text may arrive in more pieces).
import TerminalUI

/// Decodes `bytes` fed in pieces at `cuts`, then resolves whatever is pending.
func decode(_ bytes: [UInt8], cuts: [Int], limit: Int) -> [InputEvent] {
  var decoder = InputDecoder(maximumPasteLength: limit)
  var events: [InputEvent] = []
  var start = 0
  for cut in cuts + [bytes.count] where cut >= start && cut <= bytes.count {
    events += decoder.feed(bytes[start..<cut])
    start = cut
  }
  events += decoder.endPaste()
  events += decoder.flush()
  return events
}

/// The events with consecutive typed text joined.
func joiningText(_ events: [InputEvent]) -> [InputEvent] {
  var joined: [InputEvent] = []
  for event in events {
    if case .text(let more) = event, case .text(let text)? = joined.last {
      joined[joined.count - 1] = .text(text + more)
    } else {
      joined.append(event)
    }
  }
  return joined
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let first = bytes.first else { return 0 }
  let limit = Int(first % 16)
  let input = Array(bytes.dropFirst())
  let whole = decode(input, cuts: [], limit: limit)
  for event in whole {
    switch event {
    case .text(let text):
      precondition(!text.isEmpty, "empty text event")
      precondition(
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{FFFD}" },
        "a control character in typed text")
    case .paste(let paste):
      precondition(paste.text.count <= paste.limit, "paste longer than its limit")
      precondition(paste.isTruncated || paste.droppedCount == 0, "dropped characters without a cut")
      precondition(paste.droppedCount >= 0 && paste.invalidSequenceCount >= 0)
    case .key, .mouse, .unknown, .invalidUTF8:
      break
    }
  }
  let cut = input.isEmpty ? 0 : Int(first) % (input.count + 1)
  let split = decode(input, cuts: [cut], limit: limit)
  precondition(joiningText(split) == joiningText(whole), "feeding in two pieces changed the events")
  return 0
}
