import CGtk

/// A GTK text label (`GtkLabel`).
///
/// ```swift
/// let status = Label()
/// output.wordCount.map { "\($0) words" }.drive(status.rx.text).disposed(by: bag)
/// ```
public final class Label: Widget {
  /// Makes a label.
  /// - Parameter text: The text (empty by default).
  public init(_ text: String = "") {
    super.init(gtk_label_new(text))
  }

  /// Makes a label announced with another role (a status line is `GTK_ACCESSIBLE_ROLE_ALERT`).
  /// - Parameters:
  ///   - text: The text.
  ///   - accessibleRole: The role.
  public init(_ text: String, accessibleRole: GtkAccessibleRole) {
    super.init(rxgtk_label_new(text, accessibleRole))
  }

  /// The text.
  public var text: String {
    get { gtk_label_get_text(opaque).map { String(cString: $0) } ?? "" }
    set {
      gtk_label_set_text(opaque, newValue)
      if keepsWordsWhole { markWords(of: newValue) }
    }
  }

  /// Whether wrapped lines break only at spaces, never inside a word.
  ///
  /// Pango breaks Korean between any two syllables, as Unicode's line-breaking rules allow ("주세" / "요."); with
  /// this, each word (어절) stays whole on its line, as Korean interfaces usually set text. A word wider than the
  /// label cannot break then, so the label asks for at least its width.
  ///
  /// ```swift
  /// let message = Label("이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해 주세요.")
  /// message.wraps = true
  /// message.keepsWordsWhole = true
  /// ```
  public var keepsWordsWhole = false {
    didSet { markWords(of: keepsWordsWhole ? text : "") }
  }

  /// Sets the label's attributes to forbid line breaks inside each word of `text` (the label's text).
  private func markWords(of text: String) {
    guard let attributes = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(attributes) }
    for word in Self.wordRanges(in: text) {
      guard let unbreakable = pango_attr_allow_breaks_new(0) else { continue }
      unbreakable.pointee.start_index = UInt32(word.lowerBound)
      unbreakable.pointee.end_index = UInt32(word.upperBound)
      pango_attr_list_insert(attributes, unbreakable)
    }
    gtk_label_set_attributes(opaque, attributes)
  }

  /// The UTF-8 offsets (Pango's indexes) of each run of characters other than spaces in `text`.
  ///
  /// ```swift
  /// Label.wordRanges(in: "주세 요.")  // [0..<6, 7..<11]
  /// ```
  static func wordRanges(in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for (offset, byte) in text.utf8.enumerated() {
      if byte == UInt8(ascii: " ") {
        if let wordStart = start { ranges.append(wordStart..<offset) }
        start = nil
      } else if start == nil {
        start = offset
      }
    }
    if let wordStart = start { ranges.append(wordStart..<text.utf8.count) }
    return ranges
  }

  /// Whether long text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(opaque) != 0 }
    set { gtk_label_set_wrap(opaque, newValue ? 1 : 0) }
  }

  /// Where the text sits in the label (0: start, 1: end).
  public var horizontalTextAlignment: Float {
    get { gtk_label_get_xalign(opaque) }
    set { gtk_label_set_xalign(opaque, newValue) }
  }
}
