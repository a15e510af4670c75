/// The bounds on a `--script`, documented in ``Usage`` and enforced where it is read.
public enum ScriptLimits {
  /// The largest script read, in bytes (`/dev/zero` or an endless `yes` stops here with a message, memory flat).
  public static let maximumBytes = 1 << 20

  /// ``maximumBytes`` as said in messages and the help: `1 MiB`.
  public static let maximumSizeText = "\(maximumBytes >> 20) MiB"
}
