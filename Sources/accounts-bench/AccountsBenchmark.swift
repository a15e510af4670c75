import Accounts
import Foundation
import RxCore
import SignUp
import SproutTestSupport

/// One timed path: what it does, through which type, its timings and its target median.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct BenchRow {
  let operation: String
  let path: String
  let timings: Percentiles
  let targetMedian: Duration
}

/// Seeds a store in a temporary folder, then times nickname checks and sign-ups through the program's own types.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct AccountsBenchmark {
  let options: BenchOptions
  let path: String
  private let requests: BenchRequests
  private let clock = ContinuousClock()

  init(options: BenchOptions, path: String) throws(BenchError) {
    self.options = options
    self.path = path
    requests = try BenchRequests()
  }

  /// Seeds the accounts in one transaction and says how long it took.
  func seed(into database: SQLiteAccountDatabase) throws(BenchError) -> Duration {
    var seeds: [SignUpRequest] = []
    seeds.reserveCapacity(options.accounts)
    for index in 0..<options.accounts {
      seeds.append(try requests.request(nick: "u\(index)", index: index))
    }
    let start = clock.now
    let creations = try store { () throws(AccountStoreError) in try database.importAccounts(seeds, at: Date()) }
    let elapsed = clock.now - start
    let created = creations.filter { if case .created = $0 { true } else { false } }.count
    guard created == options.accounts else { throw .unexpected("seeded \(created) of \(options.accounts)") }
    return elapsed
  }

  /// The nicknames to check, half taken (seeded ones, picked at random), half free, alternating.
  func checkedNicknames(prefix: String) throws(BenchError) -> [(Nickname, NicknameAvailability)] {
    var generator = SplitMix64(seed: 2026)
    var nicknames: [(Nickname, NicknameAvailability)] = []
    for index in 0..<options.checks {
      if index.isMultiple(of: 2), options.accounts > 0 {
        let seeded = Int.random(in: 0..<options.accounts, using: &generator)
        nicknames.append((try requests.nickname("U\(seeded)"), .taken))
      } else {
        nicknames.append((try requests.nickname("\(prefix)\(index)"), .available))
      }
    }
    return nicknames
  }

  /// Times each check with `check`, verifying every answer.
  func timeChecks(
    _ nicknames: [(Nickname, NicknameAvailability)],
    _ check: (Nickname) throws(BenchError) -> NicknameAvailability
  ) throws(BenchError) -> Percentiles {
    var samples: [Duration] = []
    samples.reserveCapacity(nicknames.count)
    for (nickname, expected) in nicknames {
      let start = clock.now
      let answer = try check(nickname)
      samples.append(clock.now - start)
      guard answer == expected else { throw .unexpected("\(nickname): \(answer), not \(expected)") }
    }
    return Percentiles(samples)
  }

  /// Times `options.signups` sign-ups of new nicknames `prefix0`, `prefix1`, … with `signUp`, each one durable.
  func timeSignUps(
    prefix: String, _ signUp: (SignUpRequest) throws(BenchError) -> AccountCreation
  ) throws(BenchError) -> Percentiles {
    var pending: [SignUpRequest] = []
    for index in 0..<options.signups {
      pending.append(try requests.request(nick: "\(prefix)\(index)", index: index))
    }
    var samples: [Duration] = []
    samples.reserveCapacity(pending.count)
    for request in pending {
      let start = clock.now
      let creation = try signUp(request)
      samples.append(clock.now - start)
      guard case .created = creation else { throw .unexpected("\(request.nick): \(creation)") }
    }
    return Percentiles(samples)
  }

  /// Everything: seeds, then times the four paths.
  func run() throws(BenchError) -> (seeding: Duration, rows: [BenchRow]) {
    let database = try store { () throws(AccountStoreError) in try SQLiteAccountDatabase.open(path: path) }
    let seeding = try seed(into: database)
    let storeOnSameFile = try store { () throws(AccountStoreError) in try SQLiteAccountStore.open(path: path) }

    // A short warm-up of both paths (page cache, statement plans), not timed.
    let warmUp = try checkedNicknames(prefix: "w")
    _ = try timeChecks(Array(warmUp.prefix(50))) { nickname throws(BenchError) in
      try store { () throws(AccountStoreError) in try database.availability(of: nickname) }
    }

    let checks = try checkedNicknames(prefix: "f")
    let databaseChecks = try timeChecks(checks) { nickname throws(BenchError) in
      try store { () throws(AccountStoreError) in try database.availability(of: nickname) }
    }
    let storeChecks = try timeChecks(checks) { nickname throws(BenchError) in
      try wait(for: storeOnSameFile.availability(of: nickname))
    }
    let databaseSignUps = try timeSignUps(prefix: "d") { request throws(BenchError) in
      try store { () throws(AccountStoreError) in try database.createAccount(request, at: Date()) }
    }
    let storeSignUps = try timeSignUps(prefix: "s") { request throws(BenchError) in
      try wait(for: storeOnSameFile.createAccount(request))
    }
    storeOnSameFile.waitUntilIdle()
    let check = Duration.milliseconds(1)
    let signUp = Duration.milliseconds(5)
    return (
      seeding,
      [
        BenchRow(
          operation: "nickname check", path: "SQLiteAccountDatabase", timings: databaseChecks, targetMedian: check),
        BenchRow(
          operation: "nickname check", path: "SQLiteAccountStore Single", timings: storeChecks, targetMedian: check),
        BenchRow(operation: "sign-up", path: "SQLiteAccountDatabase", timings: databaseSignUps, targetMedian: signUp),
        BenchRow(operation: "sign-up", path: "SQLiteAccountStore Single", timings: storeSignUps, targetMedian: signUp),
      ]
    )
  }

  /// Waits for a store's `Single`, as a face waits for its answer.
  private func wait<Answer>(for single: Single<Answer>) throws(BenchError) -> Answer {
    do {
      return try single.toBlocking(timeout: 30).single()
    } catch {
      throw .store(AccountStoreError.from(error))
    }
  }

  /// A store call with its error as a benchmark error.
  private func store<Answer>(_ call: () throws(AccountStoreError) -> Answer) throws(BenchError) -> Answer {
    do throws(AccountStoreError) {
      return try call()
    } catch {
      throw .store(error)
    }
  }
}
