/// The `.rx` namespace for reactive extensions of a type, as in RxSwift.
///
/// ```swift
/// extension Reactive where Base: ToggleButtonModel {
///   var isSelected: Binder<Bool> { Binder(base) { $0.isSelected = $1 } }
/// }
/// ```
/// Writable key paths of a class get a ``Binder`` automatically: `button.rx.isSelected`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The extended value.
  public let base: Base

  /// Makes the namespace for `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that sets the property at `keyPath`.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
  where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type that has a `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type extended.
  associatedtype ReactiveBase

  /// The namespace for static extensions.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace for instance extensions.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace for static extensions.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    set {}
  }

  /// The namespace for instance extensions.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    set {}
  }
}
