/// A marble diagram drawn from recorded events by ``MarbleRenderer``.
public struct MarbleRendering: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The diagram, such as `"--a--b--|"`.
  public let diagram: String
  /// Whether every event is drawn in the column of its own time, with its own symbol and in its own order, so that
  /// parsing `diagram` with the same `ticksPerSymbol` gives the events back (shifted by the renderer's origin when
  /// the diagram starts after time 0). It is `false` when a time falls between columns, when an event had to be drawn
  /// later because an earlier group took its column, when an element has no symbol (drawn as `?`), when an event
  /// follows a stop event, when the events were not in time order, or when events were left out.
  public let isExact: Bool
  /// How many events were left out because they fall beyond the renderer's `maximumWidth`.
  public let omittedEventCount: Int

  /// Makes a rendering.
  /// - Parameters:
  ///   - diagram: The diagram.
  ///   - isExact: Whether parsing the diagram gives the events back.
  ///   - omittedEventCount: How many events were left out.
  public init(diagram: String, isExact: Bool, omittedEventCount: Int = 0) {
    self.diagram = diagram
    self.isExact = isExact
    self.omittedEventCount = omittedEventCount
  }

  /// The diagram.
  public var description: String { diagram }
}
