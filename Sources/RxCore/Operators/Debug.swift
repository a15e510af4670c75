import Foundation

extension ObservableType {
  /// Prints every event, the subscription and its disposal to standard output, as RxSwift's `debug` does.
  ///
  /// ```swift
  /// numbers.debug("numbers").subscribe()
  /// // 2025-01-31 12:00:00.000: numbers -> subscribed
  /// // 2025-01-31 12:00:00.001: numbers -> Event next(1)
  /// // 2025-01-31 12:00:00.001: numbers -> Event completed
  /// // 2025-01-31 12:00:00.001: numbers -> isDisposed
  /// ```
  /// - Parameters:
  ///   - identifier: The name printed on every line; by default `File.swift:line (function)` of the call site.
  ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters to their first and last 20.
  ///   - file: The call site's file, for the default identifier.
  ///   - line: The call site's line, for the default identifier.
  ///   - function: The call site's function, for the default identifier.
  /// - Returns: The source sequence, with its events printed.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Observable<Element> {
    let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    return Debug(source: asObservable(), identifier: name, trimOutput: trimOutput)
  }
}

/// Builds the text of the lines `debug` prints.
private struct DebugLog {
  static let maxEventTextLength = 40

  let identifier: String
  let trimOutput: Bool
  let formatter: DateFormatter

  init(identifier: String, trimOutput: Bool) {
    self.identifier = identifier
    self.trimOutput = trimOutput
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
  }

  func line(_ content: String) -> String {
    "\(formatter.string(from: Date())): \(identifier) -> \(content)"
  }

  func eventText<Element>(_ event: Event<Element>) -> String {
    let text = "\(event)"
    guard trimOutput, text.count > Self.maxEventTextLength else { return text }
    let half = Self.maxEventTextLength / 2
    return String(text.prefix(half)) + "..." + String(text.suffix(half))
  }
}

private final class DebugSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let log: DebugLog
  private let disposalLogged = AtomicBool(false)

  init(log: DebugLog, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.log = log
    super.init(observer: observer, disposer: disposer)
    print(log.line("subscribed"))
  }

  func on(_ event: Event<Element>) {
    print(log.line("Event \(log.eventText(event))"))
    forward(event)
  }

  override func dispose() {
    if !disposalLogged.exchange(true, ordering: .acquiringAndReleasing) {
      print(log.line("isDisposed"))
    }
    super.dispose()
  }
}

private final class Debug<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let identifier: String
  private let trimOutput: Bool

  init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
    self.source = source
    self.identifier = identifier
    self.trimOutput = trimOutput
    super.init(running: Debug.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let log = DebugLog(identifier: identifier, trimOutput: trimOutput)
    let sink = DebugSink(log: log, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
