import Foundation

/// A data source that can give the model behind an index path, as RxCocoa's.
///
/// RxCocoa's table and collection view data sources adopt it, and so do RxDataSources' sectioned ones; code that
/// asks a data source for the model at a tapped row goes through it:
///
/// ```swift
/// struct Rows: SectionedViewDataSourceType {
///   let sections: [[String]]
///   func model(at indexPath: IndexPath) throws -> Any { sections[indexPath[0]][indexPath[1]] }
/// }
/// ```
public protocol SectionedViewDataSourceType {
  /// The model at `indexPath`; throws when the data source has no such item (RxCocoa throws
  /// `RxCocoaError.itemsNotYetBound` before any items are bound).
  func model(at indexPath: IndexPath) throws -> Any
}
