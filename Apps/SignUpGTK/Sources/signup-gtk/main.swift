import Foundation
import SignUpProgram
import SignUpWindow

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Before GTK opens anything: a closed standard descriptor gets /dev/null, so GLib's eventfd (or any other file)
// cannot take its number and receive the request.
let closed = StandardDescriptors.secure()
// A write to a pipe whose reader is gone must fail with EPIPE (reported, exit status 3), not kill the program.
_ = signal(SIGPIPE, SIG_IGN)
exit(
  SignupGTKProgram.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    closed: closed
  ).rawValue)
