extension TestTime {
  /// The largest multiple of `step` that is not after this time (the time itself when that would overflow).
  /// - Parameter step: The column width, at least 1.
  func flooredToMultiple(of step: Int) -> TestTime {
    let remainder = self % step
    guard remainder < 0 else { return self - remainder }
    let (result, overflow) = subtractingReportingOverflow(step + remainder)
    return overflow ? self : result
  }
}
