// libFuzzer target: the public text functions of TerminalUI and TextSafety. Built by `.ci/fuzz`.
//
// Properties: no crash and no trap for any width; `padded` is exactly the width asked for; `truncated` never wider;
// `wrapped` lines fit (a lone character wider than the line excepted) and respect the line limit; sanitized and
// escaped text hold no unsafe scalar, and sanitizing is idempotent. libFuzzer's `-timeout` catches non-linear time.
import TerminalUI
import TextSafety

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard bytes.count >= 2 else { return 0 }
  let width = Int(bytes[0]) % 40 - 2
  let lines = Int(bytes[1]) % 6
  let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)

  let sanitized = DisplaySanitizer.sanitize(text)
  precondition(!sanitized.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe), "sanitize left an unsafe scalar")
  precondition(DisplaySanitizer.sanitize(sanitized) == sanitized, "sanitize is not idempotent")
  precondition(!DisplaySanitizer.escaped(text).unicodeScalars.contains(where: DisplaySanitizer.isUnsafe))

  let expected = max(0, width)
  for alignment in [TextAlignment.leading, .center, .trailing] {
    let padded = text.padded(toDisplayWidth: width, alignment: alignment)
    precondition(padded.displayWidth == expected, "padded is \(padded.displayWidth) columns, not \(expected)")
  }
  precondition(text.truncated(toDisplayWidth: width).displayWidth <= expected, "truncated is too wide")
  precondition(text.truncated(toDisplayWidth: width, ellipsis: "…").displayWidth <= expected)
  let wrapped = text.wrapped(toDisplayWidth: width, maximumLines: lines == 0 ? .max : lines)
  if lines > 0 { precondition(wrapped.count <= lines, "more lines than allowed") }
  for line in wrapped {
    precondition(line.displayWidth <= expected || line.count == 1, "a wrapped line is too wide")
  }
  if bytes[0] == 0xFF {
    precondition(text.padded(toDisplayWidth: .max).displayWidth == maximumTextWidth)
    _ = text.wrapped(toDisplayWidth: .max, maximumLines: .max)
  }
  var field = TextFieldModel(maximumLength: Int(bytes[1]) % 40)
  field.insert(text)
  let viewport = field.viewport(visibleWidth: max(1, width))
  precondition(viewport.visibleText.displayWidth <= max(1, width), "the field shows more than its width")
  return 0
}
