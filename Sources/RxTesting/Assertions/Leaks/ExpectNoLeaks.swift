#if canImport(Testing)
  import Testing

  /// Runs `body` and records a Swift Testing issue when `Resources.total` afterwards differs from before.
  ///
  /// `Resources.total` is one global counter: use this in `.serialized` suites, or where no other test creates RxCore
  /// resources at the same time. Counting happens only in debug builds of RxCore. When `body` throws, the error is
  /// rethrown without a leak check.
  ///
  /// ```swift
  /// @Test func subscriptionIsReleased() {
  ///   expectNoLeaks {
  ///     let subscription = PublishSubject<Int>().subscribe(onNext: { _ in })
  ///     subscription.dispose()
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - total: Reads the counter (default `Resources.total`).
  ///   - sourceLocation: Where to report the issue.
  ///   - body: The code to check.
  /// - Throws: Whatever `body` throws.
  public func expectNoLeaks(
    counting total: @escaping () -> Int = { Int(Resources.total) }, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) rethrows {
    try expectNoLeaks(counting: total, body) { leak in
      #if compiler(>=6.3)
        Issue.record(Comment(rawValue: leak.description), severity: .error, sourceLocation: sourceLocation)
      #else
        Issue.record(Comment(rawValue: leak.description), sourceLocation: sourceLocation)
      #endif
    }
  }

  /// ``expectNoLeaks(counting:sourceLocation:_:)`` with the recording step given, so its own tests can check what it
  /// reports without recording (and printing) an issue that reads like a real leak.
  func expectNoLeaks(
    counting total: @escaping () -> Int, _ body: () throws -> Void, recording record: (ResourceLeak) -> Void
  ) rethrows {
    let check = ResourceLeakCheck(counting: total)
    try body()
    if let leak = check.leak() { record(leak) }
  }
#endif
