// libFuzzer target: the marble parser and renderer. Built by `.ci/fuzz`.
//
// Properties: no crash; a diagram the parser accepts, rendered again, is exact and parses back to the same events;
// a rendering of arbitrary events that calls itself exact parses back to those events.
import RxTesting

/// Events decoded from bytes: (time step, kind, symbol) triples.
func events(from bytes: ArraySlice<UInt8>, symbols: [Character]) -> [Recorded<Event<Character>>] {
  var result: [Recorded<Event<Character>>] = []
  var time = -3
  var index = bytes.startIndex
  while index + 1 < bytes.endIndex {
    time += Int(bytes[index] % 4)
    let choice = Int(bytes[index + 1])
    if choice == 255 {
      result.append(.completed(time))
      break
    }
    result.append(.next(time, symbols[choice % symbols.count]))
    index += 2
  }
  return result
}

func sameEvents(_ left: [Recorded<Event<Character>>], _ right: [Recorded<Event<Character>>]) -> Bool {
  left.count == right.count
    && zip(left, right).allSatisfy {
      $0.time == $1.time && $0.value.element == $1.value.element
        && $0.value.isCompleted == $1.value.isCompleted
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarbles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = String(decoding: bytes, as: UTF8.self)
  let renderer: MarbleRenderer
  do {
    renderer = try MarbleRenderer()
  } catch {
    return 0
  }
  if let timeline = try? MarbleTimeline(parsing: text) {
    let values = Dictionary(text.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
    if let parsed: [Recorded<Event<Character>>] = try? timeline.recordedEvents(
      values: values, error: MarbleTestError()),
      !parsed.contains(where: { $0.value.error != nil })
    {
      let rendering = renderer.render(parsed, values: values)
      if rendering.isExact {
        let again: [Recorded<Event<Character>>]? = try? recordedEvents(marbles: rendering.diagram, values: values)
        precondition(again.map { sameEvents($0, parsed) } == true, "an exact rendering does not parse back")
      }
    }
  }
  // Arbitrary events with symbols taken from the input, including combining marks and regional indicators.
  var symbols = Array(text.prefix(6))
  symbols += ["a", "\u{301}", "🇰", "🇷"]
  let values = Dictionary(symbols.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
  let recorded = events(from: bytes[...], symbols: symbols)
  let rendering = renderer.render(recorded, values: values)
  if rendering.isExact {
    let again: [Recorded<Event<Character>>]? = try? recordedEvents(marbles: rendering.diagram, values: values)
    precondition(again.map { sameEvents($0, recorded) } == true, "an exact rendering of events does not parse back")
  }
  return 0
}
