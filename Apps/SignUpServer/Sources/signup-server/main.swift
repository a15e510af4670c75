import Foundation
import SignUpService

exit(ServerProgram.run(arguments: Array(CommandLine.arguments.dropFirst())))
