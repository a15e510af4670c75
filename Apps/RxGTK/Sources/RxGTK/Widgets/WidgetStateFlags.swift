import CGtk

/// GTK's widget state flags (`GtkStateFlags`) as an option set.
///
/// ```swift
/// button.stateFlags.contains(.pressed)  // the mouse or the keyboard is pressing it now
/// ```
public struct WidgetStateFlags: OptionSet, Hashable, Sendable {
  /// `GtkStateFlags`' bits.
  public var rawValue: UInt32

  /// Creates flags from `GtkStateFlags`' bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Being pressed (`GTK_STATE_FLAG_ACTIVE`).
  public static let pressed = WidgetStateFlags(rawValue: GTK_STATE_FLAG_ACTIVE.rawValue)
  /// Under the pointer (`GTK_STATE_FLAG_PRELIGHT`).
  public static let hovered = WidgetStateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
  /// Not sensitive, itself or through a parent (`GTK_STATE_FLAG_INSENSITIVE`).
  public static let insensitive = WidgetStateFlags(rawValue: GTK_STATE_FLAG_INSENSITIVE.rawValue)
  /// Has the keyboard focus (`GTK_STATE_FLAG_FOCUSED`).
  public static let focused = WidgetStateFlags(rawValue: GTK_STATE_FLAG_FOCUSED.rawValue)
  /// Has the keyboard focus, itself or in a child, as an entry whose text has it (`GTK_STATE_FLAG_FOCUS_WITHIN`).
  public static let focusWithin = WidgetStateFlags(rawValue: GTK_STATE_FLAG_FOCUS_WITHIN.rawValue)
  /// Has the focus and it should be drawn (`GTK_STATE_FLAG_FOCUS_VISIBLE`: reached with the keyboard).
  public static let focusVisible = WidgetStateFlags(rawValue: GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue)
  /// Checked or active, as a toggle button that is on (`GTK_STATE_FLAG_CHECKED`).
  public static let checked = WidgetStateFlags(rawValue: GTK_STATE_FLAG_CHECKED.rawValue)
}
