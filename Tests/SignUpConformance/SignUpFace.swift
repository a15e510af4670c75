import SignUp
import SignUpProgram
import SignUpScreen

/// A face of the sign-up program driven the way a user drives it: the terminal screen (`TerminalFace`) or the GTK
/// window (its tests' `WindowFace`).
public protocol SignUpFace: AnyObject {
  /// Does one step, through the face's own input path (the terminal's decoder and key map, GTK's signals), and
  /// waits until the account store has answered what it asked.
  /// - Returns: `false` when the store did not answer in time.
  @discardableResult
  func perform(_ step: FaceStep) -> Bool
  /// What the face shows now.
  var report: FaceReport { get }
}

/// The terminal screen is a face: `TerminalFace` drives the same screen model, key map and view model as
/// `swift run signup`.
extension TerminalFace: SignUpFace {}
