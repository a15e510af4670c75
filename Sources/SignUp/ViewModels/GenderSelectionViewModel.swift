import RxCore
import Selection

/// The seed's gender step: two linked toggle buttons, 남자 and 여자, where tapping the selected one clears it.
///
/// The same `transform(input:) -> Output` shape as the seed's view model, built on `SelectionViewModel` with the
/// single, deselectable policy, so the two buttons are derived from one selection and cannot drift.
///
/// ```swift
/// let output = GenderSelectionViewModel().transform(input: .init(
///   maleTap: maleButton.rx.tap.asObservable(), femaleTap: femaleButton.rx.tap.asObservable(),
///   nextTap: nextButton.rx.tap.asObservable()))
/// output.maleSelected.drive(maleButton.rx.isSelected).disposed(by: bag)
/// output.femaleSelected.drive(femaleButton.rx.isSelected).disposed(by: bag)
/// ```
public final class GenderSelectionViewModel {
  /// The screen's events.
  public struct Input {
    /// Taps on the 남자 (male) button.
    public var maleTap: Observable<Void>
    /// Taps on the 여자 (female) button.
    public var femaleTap: Observable<Void>
    /// Taps on the next button.
    public var nextTap: Observable<Void>
    /// Keyboard and programmatic commands for the group (focus moves, Space on the focused button).
    public var commands: Observable<SelectionCommand<Gender>>

    /// Makes the input.
    public init(
      maleTap: Observable<Void>, femaleTap: Observable<Void>, nextTap: Observable<Void> = .never(),
      commands: Observable<SelectionCommand<Gender>> = .never()
    ) {
      self.maleTap = maleTap
      self.femaleTap = femaleTap
      self.nextTap = nextTap
      self.commands = commands
    }
  }

  /// What the screen shows.
  public struct Output {
    /// Whether the 남자 button is selected; emits only on change.
    public let maleSelected: Driver<Bool>
    /// Whether the 여자 button is selected; emits only on change.
    public let femaleSelected: Driver<Bool>
    /// The answer: `nil` is "none", a legal answer.
    public let gender: Driver<Gender?>
    /// The answer at each tap on next.
    public let next: Signal<Gender?>
    /// The focused button (`nil` when focus is elsewhere).
    public let focusedGender: Driver<Gender?>
    /// The underlying selection outputs (changes, refusals, state).
    public let selection: SelectionViewModel<Gender>.Output
  }

  private let selection: SelectionViewModel<Gender>

  /// Makes the view model.
  /// - Parameter initial: The initial answer (`nil` by default).
  public init(initial: Gender? = nil) {
    selection = SelectionViewModel(group: Self.initialGroup(selected: initial))
  }

  /// The group the view model starts from: 남자 and 여자, single and deselectable, `selected` on.
  /// - Parameter selected: The initial answer (`nil` by default).
  /// - Returns: The group.
  public static func initialGroup(selected: Gender? = nil) -> SelectionGroup<Gender> {
    do {
      return try SelectionGroup(options: [Gender.male, .female], selected: selected.map { [$0] } ?? [])
    } catch {
      // Unreachable: two distinct options with at most one selected always satisfy the single, deselectable
      // policy, whatever `selected` is.
      preconditionFailure("SelectionGroup rejected the two gender options: \(error)")
    }
  }

  /// Connects the inputs to the outputs.
  /// - Parameter input: The taps.
  /// - Returns: The outputs.
  public func transform(input: Input) -> Output {
    let output = selection.transform(
      input: .init(
        tapsByOption: [(Gender.male, input.maleTap), (Gender.female, input.femaleTap)], commands: input.commands))
    let gender = output.selection.map(\.first)
    return Output(
      maleSelected: output.isSelected(.male),
      femaleSelected: output.isSelected(.female),
      gender: gender,
      next: input.nextTap.asSignal(onErrorSignalWith: .empty()).withLatestFrom(gender),
      focusedGender: output.focusedOption,
      selection: output)
  }
}
