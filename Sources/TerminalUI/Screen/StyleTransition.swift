/// Computes the shortest SGR sequence that changes the terminal from one cell style to another.
enum StyleTransition {
  /// The SGR escape sequence that turns `current` into `target`, or `""` when they are equal.
  ///
  /// Attributes that are only added, and colours that change, are sent as individual parameters;
  /// when an attribute must be switched off the cheaper of "switch it off" and "reset and set all" is used.
  /// - Parameter current: The style the terminal is using now.
  /// - Parameter target: The style wanted for the next cell.
  /// - Returns: An SGR sequence such as `ESC[1;31m`, or `""`.
  static func sequence(from current: CellStyle, to target: CellStyle) -> String {
    if current == target { return "" }
    if target == .plain { return ControlSequence.resetStyle }
    let incremental = incrementalParameters(from: current, to: target)
    let full = ["0"] + fullParameters(of: target)
    let chosen = incremental.joined(separator: ";").count <= full.joined(separator: ";").count ? incremental : full
    return ControlSequence.csi + chosen.joined(separator: ";") + "m"
  }

  private static func fullParameters(of style: CellStyle) -> [String] {
    var parameters = attributeParameters(style.attributes)
    if style.foreground != .default { parameters.append(style.foreground.foregroundParameter) }
    if style.background != .default { parameters.append(style.background.backgroundParameter) }
    return parameters
  }

  private static func attributeParameters(_ attributes: TextAttributes) -> [String] {
    var parameters: [String] = []
    if attributes.contains(.bold) { parameters.append("1") }
    if attributes.contains(.dim) { parameters.append("2") }
    if attributes.contains(.underline) { parameters.append("4") }
    if attributes.contains(.reverse) { parameters.append("7") }
    return parameters
  }

  private static func incrementalParameters(from current: CellStyle, to target: CellStyle) -> [String] {
    var parameters: [String] = []
    let old = current.attributes
    let new = target.attributes
    var added = new.subtracting(old)
    let intensity: TextAttributes = [.bold, .dim]
    if !old.intersection(intensity).isSubset(of: new) {
      parameters.append("22")  // switches off both bold and dim; re-add the one that stays
      added.formUnion(new.intersection(intensity))
    }
    if old.contains(.underline) && !new.contains(.underline) { parameters.append("24") }
    if old.contains(.reverse) && !new.contains(.reverse) { parameters.append("27") }
    parameters.append(contentsOf: attributeParameters(added))
    if current.foreground != target.foreground { parameters.append(target.foreground.foregroundParameter) }
    if current.background != target.background { parameters.append(target.background.backgroundParameter) }
    return parameters
  }
}
