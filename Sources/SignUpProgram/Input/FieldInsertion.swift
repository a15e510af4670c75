/// What a text field takes of an input (typed, pasted, or a script's value), and what to tell the user.
public struct FieldInsertion: Hashable, Sendable {
  /// The text to insert at the cursor: cleaned, and cut to the room left in the field.
  public var text: String
  /// The notice to show, or `nil` when the input went in whole and unchanged.
  public var notice: FormNotice?

  /// Makes an insertion.
  public init(text: String, notice: FormNotice?) {
    self.text = text
    self.notice = notice
  }
}
