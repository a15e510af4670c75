import Foundation
import SignUpProgram
import SignUpScreen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Before anything is opened: a closed standard descriptor gets /dev/null, so the terminal device (or any other
// file) cannot take its number and receive the request.
let closed = StandardDescriptors.secure()
// A write to a pipe whose reader is gone must fail with EPIPE (reported, exit status 3), not kill the program
// before it can say so.
_ = signal(SIGPIPE, SIG_IGN)
let status = SignupProgram.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
  closed: closed)
exit(status.rawValue)
