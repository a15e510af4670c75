/// Four options for multiple-selection scenarios.
enum Size: String, CaseIterable, CustomStringConvertible, Sendable {
  case small = "S"
  case medium = "M"
  case large = "L"
  case extraLarge = "XL"

  var description: String { rawValue }
}
