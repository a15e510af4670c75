/// The window's CSS: the button looks of ``SignUp/SignUpButtonConfiguration`` (the seed's green accent), red field
/// messages, the heading and the dimmed hint.
enum SignUpStyleSheet {
  static let css = """
    grid.sprout-form { padding: 24px 28px; }
    button.sprout-button { min-width: 88px; }
    button.sprout-accent { color: #1b5e20; }
    button.sprout-filled { background-image: none; background-color: #9e9e9e; color: #ffffff; }
    button.sprout-accent.sprout-filled { background-color: #2e7d32; color: #ffffff; }
    button.sprout-dimmed { opacity: 0.55; }
    button.sprout-bold label { font-weight: bold; }
    button.sprout-focus-ring { outline: 2px solid #1565c0; outline-offset: 1px; }
    label.sprout-title { font-size: 150%; font-weight: bold; }
    label.sprout-error { color: #c62828; }
    label.sprout-hint { opacity: 0.6; }
    """
}
