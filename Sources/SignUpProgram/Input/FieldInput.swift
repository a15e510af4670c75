import SignUp
import TextSafety

/// What a text field of either face takes of an input: one policy, so the same paste gives the same field and the
/// same words in the terminal and in the window.
///
/// Control characters (C0, DEL, C1) are removed, and an escape sequence is removed whole (`ESC [ 3 1 m`, not only
/// its ESC): a coloured text pasted from a terminal keeps its words and loses its colours. Line breaks (LF, CR,
/// CRLF) and tabs become one space each, as in any one-line field. Everything else is kept as typed, invisible and
/// bidi characters included, so the field's rule can refuse them and say why (nothing is dropped silently). A field
/// takes a little more than its rule allows (``limits``), so a long paste is reported as too long rather than cut
/// into something valid; what does not fit is left out and counted. A field also takes at most four times as many
/// Unicode scalars as characters (``scalarLimit(of:)``): a letter followed by 30,000 combining marks is one
/// character, and is cut inside it, keeping the letter and its first marks, so the rule says it is too long in
/// scalars rather than the field staying empty.
///
/// ```swift
/// FieldInput.insertion(of: "\u{1B}[31m새싹\u{1B}[0m", into: .nickname, existing: "")
/// // text "새싹", notice .controlCharactersRemoved(count: 2)
/// ```
public enum FieldInput {
  /// The most characters each text field takes.
  public static let limits = (nickname: 30, email: 255, birthDate: 16)

  /// The most characters (grapheme clusters) a field takes: 30 for the nickname, 255 for the email (one more than
  /// its 254-byte rule), 16 for the birth date; 0 for the gender group, which takes no text.
  /// - Parameter field: The field.
  public static func limit(of field: SignUpField) -> Int {
    switch field {
    case .nickname: return limits.nickname
    case .email: return limits.email
    case .birthDate: return limits.birthDate
    case .gender: return 0
    }
  }

  /// The most Unicode scalars a field takes: four per character of ``limit(of:)`` (120 for the nickname, 1,020 for
  /// the email, 64 for the birth date).
  /// - Parameter field: The field.
  public static func scalarLimit(of field: SignUpField) -> Int {
    limit(of: field) * 4
  }

  /// What goes into `field` when `incoming` is typed or pasted into it.
  /// - Parameters:
  ///   - incoming: The raw input.
  ///   - field: The field.
  ///   - existing: The field's text before the input.
  ///   - alreadyDropped: Characters of the input left out before it arrived (a terminal paste cut by its reader).
  ///   - invalidSequences: Byte sequences of the input that were not UTF-8 and were left out on the way.
  ///   - alreadyDroppedScalars: Scalars of the input left out before it arrived.
  ///   - cutByScalars: Whether the cut before it arrived was made by a bound in scalars.
  /// - Returns: The text to insert at the cursor, and the notice to show.
  public static func insertion(
    of incoming: String, into field: SignUpField, existing: String, alreadyDropped: Int = 0, invalidSequences: Int = 0,
    alreadyDroppedScalars: Int = 0, cutByScalars: Bool = false
  ) -> FieldInsertion {
    let cleaned = clean(incoming)
    let limit = limit(of: field)
    let scalarLimit = scalarLimit(of: field)
    let room = max(0, limit - existing.count)
    var scalarRoom = max(0, scalarLimit - existing.unicodeScalars.count)
    var kept = String.UnicodeScalarView()
    var count = 0
    var dropped = alreadyDropped
    var droppedScalars = alreadyDroppedScalars
    var isCutByScalars = cutByScalars
    for character in cleaned.text {
      let scalars = character.unicodeScalars
      if count < room && scalarRoom > 0 {
        // A character longer than the room left in scalars is cut inside: its first scalars stay.
        let taken = scalars.prefix(scalarRoom)
        kept.append(contentsOf: taken)
        scalarRoom -= taken.count
        count += 1
        if taken.count < scalars.count {
          isCutByScalars = true
          droppedScalars += scalars.count - taken.count
        }
      } else {
        if count < room { isCutByScalars = true }
        dropped += 1
        droppedScalars += scalars.count
      }
    }
    let notice: FormNotice?
    if isCutByScalars && droppedScalars > 0 {
      notice = .fieldFullOfScalars(field, limit: scalarLimit, dropped: droppedScalars)
    } else if dropped > 0 {
      notice = .fieldFull(field, limit: limit, dropped: dropped)
    } else if cleaned.removedCount > 0 {
      notice = .controlCharactersRemoved(count: cleaned.removedCount)
    } else if invalidSequences > 0 {
      notice = .invalidTextDropped
    } else {
      notice = nil
    }
    return FieldInsertion(text: String(kept), notice: notice)
  }

  /// Removes control characters and escape sequences and turns line breaks and tabs into spaces; linear time.
  ///
  /// An escape sequence is ESC (or a C1 introducer) and what belongs to it: a CSI (`ESC [` parameters,
  /// intermediates, one final byte), a string (OSC `ESC ]`, DCS `ESC P`, SOS, PM, APC) up to BEL or ST, or one
  /// more character (`ESC 7`, `ESC ( B`). A sequence cut short by the end of the text is removed too.
  /// - Parameter text: The raw input.
  /// - Returns: The cleaned text and how much was removed.
  public static func clean(_ text: String) -> CleanedText {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: isControl) else { return CleanedText(text: text, removedCount: 0) }
    var result = String.UnicodeScalarView()
    var removed = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x0D:
        result.append(" ")
        index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
      case 0x0A, 0x09:
        result.append(" ")
        index += 1
      case 0x1B:
        removed += 1
        index = EscapeSequence.end(ofSequenceAt: index, in: scalars)
      case 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F:
        removed += 1
        index = EscapeSequence.end(ofC1SequenceAt: index, in: scalars)
      default:
        if isControl(scalar) {
          removed += 1
        } else {
          result.append(scalar)
        }
        index += 1
      }
    }
    return CleanedText(text: String(result), removedCount: removed)
  }

  /// C0 controls (tab and line breaks included), DEL and C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
