import CGtk

/// A key pressed on a widget, as GTK reports it (a keyval and the modifiers held).
public struct KeyPress: Hashable, Sendable {
  /// The GDK keyval (`GDK_KEY_Left`, …).
  public var keyval: UInt32
  /// The modifiers held (`GdkModifierType` bits).
  public var modifiers: UInt32

  /// Makes a key press.
  public init(keyval: UInt32, modifiers: UInt32) {
    self.keyval = keyval
    self.modifiers = modifiers
  }

  /// Whether no modifier that changes a key's meaning (Shift, Control, Alt, Super) is held.
  public var isPlain: Bool {
    let meaningful =
      GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
      | GDK_SUPER_MASK.rawValue
    return modifiers & meaningful == 0
  }

  /// Whether the key is a modifier alone (Shift, Control, Alt, Super, Caps Lock…), which does nothing by itself.
  public var isModifier: Bool {
    (UInt32(GDK_KEY_Shift_L)...UInt32(GDK_KEY_Hyper_R)).contains(keyval)
      || keyval == UInt32(GDK_KEY_ISO_Level3_Shift) || keyval == UInt32(GDK_KEY_Mode_switch)
  }
}
