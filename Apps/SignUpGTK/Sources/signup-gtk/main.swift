import Foundation
import SignUpWindow

exit(
  SignupGTKProgram.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
  ).rawValue)
