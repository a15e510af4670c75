import RxCocoa
import SignUp

/// The sign-up service as an ``SignUp/AccountStore``: the nickname check and the sign-up over HTTP, through RxCocoa's
/// `URLSession.rx`, with timeouts.
///
/// "Taken" and "looks like a taken one" are answers; a service that cannot be reached, times out or answers
/// something unexpected is an ``SignUp/AccountStoreError`` (`.unreachable`, `.badAnswer`), so the faces keep what
/// was typed and offer a retry. A sign-up carries an `Idempotency-Key` made once per request: pressing the button
/// again after a timeout sends the same key, so the service answers with the account it may already have created
/// instead of a second one, or a 409.
///
/// ```swift
/// let store = ServiceAccountStore(baseURL: URL(string: "http://127.0.0.1:8080")!, language: .korean)
/// store.availability(of: try Nickname(validating: "새싹")).subscribe(onSuccess: { print($0) })
/// ```
public final class ServiceAccountStore: AccountStore {
  /// The service's address, for example `http://127.0.0.1:8080`.
  public let baseURL: URL
  /// The language the service words its problems in (`Accept-Language`).
  public let language: Language
  /// How long a nickname check may take.
  public let checkTimeout: TimeInterval
  /// How long a sign-up may take.
  public let signUpTimeout: TimeInterval

  /// The check's and the sign-up's sessions: each bounds its requests by its own timeout (FoundationNetworking
  /// keeps a session's timeout when a request asks for a shorter one).
  private let checkSession: URLSession
  private let signUpSession: URLSession
  private let idempotencyKeys = LockedValue<[SignUpRequest: String]>([:])

  /// Makes the client of one service.
  /// - Parameters:
  ///   - baseURL: The service's address (`http` or `https`).
  ///   - language: The language of the service's words.
  ///   - checkTimeout: The longest a nickname check may take, in seconds.
  ///   - signUpTimeout: The longest a sign-up may take, in seconds.
  public init(baseURL: URL, language: Language, checkTimeout: TimeInterval = 3, signUpTimeout: TimeInterval = 10) {
    self.baseURL = baseURL
    self.language = language
    self.checkTimeout = checkTimeout
    self.signUpTimeout = signUpTimeout
    checkSession = Self.session(timeout: checkTimeout)
    signUpSession = Self.session(timeout: signUpTimeout)
  }

  deinit {
    checkSession.invalidateAndCancel()
    signUpSession.invalidateAndCancel()
  }

  /// A session whose requests take at most `timeout` seconds, waiting or in all.
  private static func session(timeout: TimeInterval) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.httpMaximumConnectionsPerHost = 2
    return URLSession(configuration: configuration)
  }

  /// Asks `GET /v1/nicknames/{nickname}`.
  public func availability(of nickname: Nickname) -> Single<NicknameAvailability> {
    var request = URLRequest(url: nicknameURL(nickname), timeoutInterval: checkTimeout)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(language.rawValue, forHTTPHeaderField: "Accept-Language")
    return answer(to: request, on: checkSession) { response, data throws(AccountStoreError) in
      try ServiceAnswer.availability(status: response.statusCode, body: data)
    }
  }

  /// Sends `POST /v1/users` with the request's JSON and the request's idempotency key.
  public func createAccount(_ request: SignUpRequest) -> Single<AccountCreation> {
    let body: Data
    do {
      body = try request.jsonData()
    } catch {
      return .error(AccountStoreError.failed(reason: String(describing: error)))
    }
    var post = URLRequest(url: baseURL.appendingPathComponent("v1/users"), timeoutInterval: signUpTimeout)
    post.httpMethod = "POST"
    post.httpBody = body
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.setValue("application/json", forHTTPHeaderField: "Accept")
    post.setValue(language.rawValue, forHTTPHeaderField: "Accept-Language")
    post.setValue(idempotencyKey(for: request), forHTTPHeaderField: "Idempotency-Key")
    return answer(to: post, on: signUpSession) { response, data throws(AccountStoreError) in
      try ServiceAnswer.creation(status: response.statusCode, body: data, request: request)
    }
  }

  /// The key of one sign-up: the same for every retry of the same request.
  private func idempotencyKey(for request: SignUpRequest) -> String {
    idempotencyKeys.withLock { keys in
      if let key = keys[request] { return key }
      let key = UUID().uuidString
      keys[request] = key
      return key
    }
  }

  /// `{base}/v1/nicknames/{nickname}`, the nickname percent-encoded as one path segment.
  private func nicknameURL(_ nickname: Nickname) -> URL {
    var unreserved = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: "\u{0}"..."\u{7F}"))
    unreserved.insert(charactersIn: "-._~")
    let segment = nickname.text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    let base =
      baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
    return URL(string: base + "/v1/nicknames/" + segment) ?? baseURL
  }

  /// One request's answer on `session`, read by `read`; transport failures are `.unreachable`.
  private func answer<Value>(
    to request: URLRequest, on session: URLSession,
    read: @escaping @Sendable (HTTPURLResponse, Data) throws(AccountStoreError) -> Value
  ) -> Single<Value> {
    session.rx.response(request: request)
      .map { response, data in try read(response, data) }
      .catch { [language] error in .error(Self.storeError(error, in: language)) }
      .asSingle()
  }

  /// What a transport failure was, in words of `language`: FoundationNetworking's own description is only the code
  /// ("The operation could not be completed. (NSURLErrorDomain error -1001.)"), and in English.
  static func reason(for code: URLError.Code, in language: Language) -> String {
    let words: (korean: String, english: String) =
      switch code {
      case .timedOut: ("제때 응답하지 않았습니다", "it did not answer in time")
      case .cannotConnectToHost: ("그 주소에서 응답하는 곳이 없습니다", "nothing answers at that address")
      case .cannotFindHost, .dnsLookupFailed: ("호스트 이름을 찾을 수 없습니다", "its host name is not known")
      case .networkConnectionLost: ("연결이 끊겼습니다", "the connection was lost")
      case .notConnectedToInternet: ("이 컴퓨터가 네트워크에 연결되어 있지 않습니다", "this computer is not connected to a network")
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
        ("보안 연결을 만들 수 없습니다", "its secure connection could not be made")
      default: ("URL 오류 \(code.rawValue)", "URL error \(code.rawValue)")
      }
    switch language {
    case .korean: return words.korean
    case .english: return words.english
    }
  }

  /// What a failed request means to the faces, its reason in `language`.
  private static func storeError(_ error: any Error, in language: Language) -> AccountStoreError {
    if let error = error as? AccountStoreError { return error }
    if let error = error as? URLError {
      return .unreachable(reason: reason(for: error.code, in: language))
    }
    return .unreachable(reason: String(describing: error))
  }
}
