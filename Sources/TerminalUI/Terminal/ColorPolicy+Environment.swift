#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ColorPolicy {
  /// The policy for this process: colours off when the `NO_COLOR` environment variable is set and non-empty.
  public static var processEnvironment: ColorPolicy {
    guard let value = getenv("NO_COLOR") else { return ColorPolicy(colorsEnabled: true) }
    return ColorPolicy(colorsEnabled: String(cString: value).isEmpty)
  }
}
