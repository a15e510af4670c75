import CSQLite
import SignUp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What SQLite said when a call failed: its extended result code, its message and the system's `errno`.
struct SQLiteFailure: Error {
  /// The extended result code, for example `SQLITE_CONSTRAINT_UNIQUE` (2067).
  let code: Int32
  /// `sqlite3_errmsg`'s text, for example `UNIQUE constraint failed: accounts.nickname_key`.
  let message: String
  /// `sqlite3_system_errno` when SQLite failed on a system call, else 0.
  let systemErrno: Int32

  /// The primary result code (the low byte of the extended one), for example `SQLITE_CONSTRAINT`.
  var primaryCode: Int32 { code & 0xFF }

  /// Whether a UNIQUE constraint refused the statement.
  var isUniqueViolation: Bool { code == CSQLITE_CONSTRAINT_UNIQUE }

  /// The store error a caller sees for this failure.
  var storeError: AccountStoreError {
    switch primaryCode {
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy
    case SQLITE_FULL: return .diskFull
    case SQLITE_READONLY, SQLITE_PERM: return .readOnly
    case SQLITE_NOTADB, SQLITE_CORRUPT: return .notAnAccountStore
    case SQLITE_CANTOPEN: return .cannotOpen(reason: reason)
    case SQLITE_IOERR where systemErrno == ENOSPC || systemErrno == EDQUOT: return .diskFull
    default: return .failed(reason: reason)
    }
  }

  /// The message with the code, and the system's reason when there is one.
  var reason: String {
    var text = "\(message) (SQLite code \(code))"
    if systemErrno != 0 {
      text += ": " + SystemError.text(of: systemErrno)
    }
    return text
  }
}
