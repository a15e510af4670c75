/// `guard <conditions> else { return nil }` as the `CombiningRule.take` functions write it: on one line when it fits
/// (with room for six columns of indentation), else one condition per line.
func guardStatement(_ conditions: [String]) -> String {
  let line = "guard \(conditions.joined(separator: ", ")) else { return nil }"
  if 6 + line.count <= 120 { return line }
  return "guard\n" + conditions.joined(separator: ",\n") + "\nelse { return nil }"
}
