/// The `--help` text and the short usage printed after an argument error.
enum Usage {
  /// The one-line synopsis.
  static let synopsis = "usage: signup [--lang ko|en] [--script FILE|-]\n       signup --help"

  /// The full help, printed by `--help` on standard output.
  static let help = """
    \(synopsis)

    Sign up from a terminal: nickname, email, birth date (YYYY-MM-DD), gender (optional: 남자/여자 or
    Male/Female, press the chosen one again to clear it) and the sign-up button.

    Options:
      --lang ko|en     language of the screen (default: from LC_ALL, LC_MESSAGES or LANG; ko for a ko_* locale,
                       otherwise en)
      --script FILE|-  play the actions in FILE (- for standard input) instead of the interactive screen
      -h, --help       print this help

    Interactive screen (drawn on /dev/tty, so standard output may be redirected):
      Tab / Shift-Tab, Down / Up   next / previous: nickname, email, birth date, gender, sign-up
      Enter in a text field        next field
      Left / Right, Home / End     move between the two gender buttons
      Space / Enter                toggle the focused gender button; press the sign-up button
      mouse click                  focus a field (and place the cursor), tap a gender button, press sign-up
      Esc / Ctrl-C                 cancel
    A valid sign-up leaves the screen and prints the request as one line of JSON on standard output, for
    example {"birth":"2000-01-31","email":"a@b.co","gender":0,"nick":"새싹"} (gender: 1 male, 0 female,
    -1 none). An invalid sign-up shows every field's message and stays on the screen.

    Script (--script): one action per line; blank lines and lines starting with # are skipped.
      type nickname|email|birth TEXT   replace the field's text with TEXT (the rest of the line, may be empty)
      tap male|female                  tap a gender button (the same as a click)
      submit                           press the sign-up button
    The whole script is checked before anything runs; a bad line is reported with its number and nothing runs.
    After each action the screen is printed on standard output as plain text, 60 columns wide, under a
    separator line "--- line N: ACTION". A valid submit ends the script: its JSON request is the last line of
    standard output. An invalid submit shows the field messages in the printed screen and the script goes on.

    Exit status:
      0  signed up: the JSON request was printed
      1  not signed up: cancelled, or the script ended without a valid submit (the problems go to standard error)
      2  could not run: bad arguments, no terminal for the interactive screen, a bad or unreadable script
    """
}
