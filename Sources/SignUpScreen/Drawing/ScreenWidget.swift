import SignUp
import TerminalUI

/// A widget slot of the sign-up screen's layout, with its `WidgetID`.
enum ScreenWidget: Hashable, Sendable {
  /// The title row.
  case title
  /// A field's label.
  case label(TextFieldKind)
  /// A text field.
  case field(TextFieldKind)
  /// The blank space under a field's label, left of its message.
  case messageIndent(TextFieldKind)
  /// A field's message line (two rows).
  case message(TextFieldKind)
  /// The gender group's label.
  case genderLabel
  /// A gender button.
  case option(Gender)
  /// The blank space left of the gender hint.
  case genderHintIndent
  /// The line under the gender buttons.
  case genderHint
  /// The blank space left of the sign-up button.
  case submitIndent
  /// The sign-up button.
  case submit
  /// The status line.
  case notice
  /// A line of key help (0 or 1).
  case help(Int)

  /// Every widget, for looking one up by its identifier.
  static let all: [ScreenWidget] =
    [.title, .genderLabel, .genderHintIndent, .genderHint, .submitIndent, .submit, .notice, .help(0), .help(1)]
    + TextFieldKind.allCases.flatMap { [.label($0), .field($0), .messageIndent($0), .message($0)] }
    + Gender.allCases.map { .option($0) }

  /// The widget with an identifier.
  /// - Parameter id: The identifier from the layout.
  init?(_ id: WidgetID) {
    guard let widget = Self.all.first(where: { $0.id == id }) else { return nil }
    self = widget
  }

  /// The identifier used in the layout, such as `email.field` or `gender.female`.
  var id: WidgetID {
    switch self {
    case .title: return "title"
    case .label(let kind): return WidgetID("\(kind).label")
    case .field(let kind): return WidgetID("\(kind).field")
    case .messageIndent(let kind): return WidgetID("\(kind).messageIndent")
    case .message(let kind): return WidgetID("\(kind).message")
    case .genderLabel: return "gender.label"
    case .option(let gender): return WidgetID("gender.\(gender)")
    case .genderHintIndent: return "gender.hintIndent"
    case .genderHint: return "gender.hint"
    case .submitIndent: return "submit.indent"
    case .submit: return "submit"
    case .notice: return "notice"
    case .help(let line): return WidgetID("help.\(line)")
    }
  }
}
