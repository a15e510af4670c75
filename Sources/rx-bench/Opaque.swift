import Selection
import SignUp

// `opaque` returns its argument through a call the optimizer can neither inline nor see through. The floors pass
// their closures and objects through it, so a floor calls its closures indirectly, as RxCore calls the closures
// of an operator chain, instead of letting the optimizer fold the whole chain into a loop:
//
//   let sink: (Int) -> Void = opaque { sum += $0 }
//
// There is one overload per closure type rather than one generic function: a closure passed through a generic
// parameter is wrapped in reabstraction thunks, which would add two extra indirect calls to every call of it.

/// Returns `object`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque<Object: AnyObject>(_ object: Object) -> Object { object }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping () -> Void) -> () -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int) -> Void) -> (Int) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int) -> Int) -> (Int) -> Int { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int) -> Bool) -> (Int) -> Bool { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int?) -> Int) -> (Int?) -> Int { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int?) -> Void) -> (Int?) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int, Int) -> Int) -> (Int, Int) -> Int { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int, Int, Int, Int) -> Int) -> (Int, Int, Int, Int) -> Int { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping ((Int) -> Void) -> Void) -> ((Int) -> Void) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Int) -> ((Int) -> Void) -> Void) -> (Int) -> ((Int) -> Void) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Bool) -> Void) -> (Bool) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Gender) -> Void) -> (Gender) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Gender?) -> Bool) -> (Gender?) -> Bool { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Gender?) -> Void) -> (Gender?) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Gender?, Gender) -> Gender?) -> (Gender?, Gender) -> Gender? { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Set<Gender>) -> Bool) -> (Set<Gender>) -> Bool { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Set<Gender>) -> Void) -> (Set<Gender>) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (Gender) -> SelectionCommand<Gender>) -> (Gender) -> SelectionCommand<Gender> { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (SelectionCommand<Gender>) -> Void) -> (SelectionCommand<Gender>) -> Void { body }

/// Returns `body`, hidden from the optimizer.
@inline(never) @_optimize(none)
func opaque(_ body: @escaping (inout SelectionState<Gender>, SelectionCommand<Gender>) -> Void)
  -> (inout SelectionState<Gender>, SelectionCommand<Gender>) -> Void
{ body }
