/// How a combining operator pairs the elements of its sources.
@usableFromInline
enum CombiningMode: Sendable {
  /// `combineLatest`: each element is combined with the latest element of every other source.
  case latest
  /// `zip`: the n-th elements of all sources are combined together, once.
  case zip
}
