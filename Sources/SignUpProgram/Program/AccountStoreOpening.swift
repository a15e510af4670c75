import AccountService
import Accounts
import RxCocoa
import SignUp
import TextSafety

/// Opens the account store a program was asked for, the same way in both faces: the embedded SQLite file at its
/// default place or at `--accounts FILE`.
///
/// ```swift
/// let store = try AccountStoreOpening.open(.defaultFile, environment: ProcessInfo.processInfo.environment)
/// ```
public enum AccountStoreOpening {
  /// Why the store could not be opened: a typed reason and the path it was about; nothing on disk was changed.
  public enum Failure: Error, Hashable, Sendable {
    /// There is no default place for the file.
    case noLocation(AccountStoreLocationError)
    /// The file at `path` could not be opened or made.
    case store(path: String, AccountStoreError)

    /// The note for standard error, starting with the command's name, the path escaped.
    /// - Parameter texts: The program's texts.
    /// - Returns: The note.
    public func message(_ texts: ProgramTexts) -> String {
      switch self {
      case .noLocation(let error):
        return texts.face.commandName + ": " + error.message(in: texts.language)
      case .store(let path, let error):
        return texts.storeCannotOpen(path: path, error)
      }
    }
  }

  /// Opens the chosen store (creating the file, mode 0600, and its folder when absent), or the client of the
  /// sign-up service (which is first asked at the first check: a service that is down is said in the form).
  /// - Parameters:
  ///   - choice: The store the arguments chose.
  ///   - environment: The process environment, for the default place.
  ///   - language: The language the sign-up service words its problems in.
  /// - Returns: The store.
  /// - Throws: ``Failure``.
  public static func open(
    _ choice: AccountStoreChoice, environment: [String: String], language: Language = .english
  ) throws(Failure) -> any AccountStore {
    let path: String
    switch choice {
    case .service(let url):
      // A request holds what a person typed: never print one (RxCocoa's debug builds do by default).
      URLSession.rx.shouldLogRequest = { _ in false }
      return ServiceAccountStore(baseURL: url, language: language)
    case .file(let given):
      path = given
    case .defaultFile:
      do throws(AccountStoreLocationError) {
        path = try AccountStoreLocation(environment: environment).path
      } catch {
        throw .noLocation(error)
      }
    }
    do throws(AccountStoreError) {
      return try SQLiteAccountStore.open(path: path)
    } catch {
      throw .store(path: path, error)
    }
  }
}
