import RxCore

/// A reactive view model for a group of linked toggle buttons, in the `transform(input:) -> Output` shape.
///
/// There is one source of truth, a ``SelectionGroup`` folded over the inputs with `scan`, and every output is
/// derived from it, so the buttons cannot drift apart. The view model keeps no subscriptions of its own: the
/// inputs are subscribed while the outputs are, and released with them.
///
/// ```swift
/// let viewModel = SelectionViewModel(group: try SelectionGroup(options: [Gender.male, .female]))
/// let output = viewModel.transform(input: .init(taps: Observable.merge(
///   maleButton.rx.tap.map { .male }, femaleButton.rx.tap.map { .female })))
/// output.isSelected(.male).drive(maleButton.rx.isSelected).disposed(by: bag)
/// ```
public final class SelectionViewModel<Option: Hashable> {
  /// What the screen sends in.
  public struct Input {
    /// User taps, one element per tap, naming the option.
    public var taps: Observable<Option>
    /// Commands from code or from the keyboard.
    public var commands: Observable<SelectionCommand<Option>>

    /// Makes an input from one stream of tapped options.
    @inlinable
    public init(taps: Observable<Option> = .never(), commands: Observable<SelectionCommand<Option>> = .never()) {
      self.taps = taps
      self.commands = commands
    }

    /// Makes an input from one tap stream per option.
    @inlinable
    public init<Tap>(
      tapsByOption: [(Option, Observable<Tap>)], commands: Observable<SelectionCommand<Option>> = .never()
    ) {
      self.taps = Observable.merge(tapsByOption.map { option, taps in taps.map { _ in option } })
      self.commands = commands
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The full state after every command (group, change, refusal, focus change, error).
    public let state: Driver<SelectionState<Option>>
    /// The selected options in display order; emits only when the selection changes.
    public let selection: Driver<[Option]>
    /// Every change of the selection, with what turned on and off and where it came from.
    public let changes: Signal<SelectionChange<Option>>
    /// Why a command changed nothing (a disabled option, a required selection, a limit).
    public let refusals: Signal<SelectionRefusal<Option>>
    /// Commands that named an unknown option.
    public let errors: Signal<SelectionError>
    /// The focused option (`nil` when focus is outside the group); emits only on change.
    public let focusedOption: Driver<Option?>
    @usableFromInline let buttonPhases: Driver<Set<Option>>

    /// Derives every output from the shared state stream. The event outputs (changes, refusals, errors) are
    /// signals taken from `states` itself, not from the `state` driver, whose replay would hand a new subscriber
    /// the change of an old state.
    @inlinable
    init(states: Observable<SelectionState<Option>>, initial: SelectionState<Option>) {
      state = states.asDriver(onErrorJustReturn: initial)
      selection = state.map { $0.group.selectionInOptionOrder }.distinctUntilChanged()
      changes = states.compactMap(\.change).asSignal(onErrorSignalWith: .empty())
      refusals = states.compactMap(\.refusal).asSignal(onErrorSignalWith: .empty())
      errors = states.compactMap(\.error).asSignal(onErrorSignalWith: .empty())
      focusedOption = state.map { $0.group.focusedOption }.distinctUntilChanged()
      buttonPhases = states.concatMap { Observable.from($0.buttonPhases) }.asDriver(onErrorDriveWith: .empty())
    }

    /// Whether `option` is selected, for its button; emits only on change. Buttons turn off before others turn
    /// on, so two buttons of a single-selection group are never seen selected together.
    /// - Parameter option: The button's option.
    /// - Returns: The button's selected state.
    @inlinable
    public func isSelected(_ option: Option) -> Driver<Bool> {
      buttonPhases.map { $0.contains(option) }.distinctUntilChanged()
    }

    /// Whether `option` is enabled; emits only on change.
    @inlinable
    public func isEnabled(_ option: Option) -> Driver<Bool> {
      state.map { $0.group.isEnabled(option) }.distinctUntilChanged()
    }

    /// Whether `option` has keyboard focus; emits only on change.
    @inlinable
    public func isFocused(_ option: Option) -> Driver<Bool> {
      focusedOption.map { $0 == option }.distinctUntilChanged()
    }
  }

  @usableFromInline let initialGroup: SelectionGroup<Option>

  /// Makes a view model starting from `group`.
  /// - Parameter group: The options, policy and initial selection.
  public init(group: SelectionGroup<Option>) {
    self.initialGroup = group
  }

  /// Connects the inputs to the outputs. Nothing is subscribed until an output is.
  /// - Parameter input: The tap and command streams.
  /// - Returns: The outputs.
  @inlinable
  public func transform(input: Input) -> Output {
    let initial = SelectionState(group: initialGroup)
    let commands = Observable.merge(input.taps.map { SelectionCommand.tap($0) }, input.commands)
    let states =
      commands
      .scan(into: initial) { state, command in state.apply(command) }
      .startWith(initial)
      .share(replay: 1, scope: .whileConnected)
    return Output(states: states, initial: initial)
  }
}
