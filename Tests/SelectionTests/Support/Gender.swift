/// The seed's two options: 남자 (male) and 여자 (female).
enum Gender: String, CaseIterable, CustomStringConvertible, Sendable {
  case male = "남자"
  case female = "여자"

  var description: String { rawValue }
}
