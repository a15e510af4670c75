import CGtk
import RxCore
import RxGTK
import RxGTKTesting
import RxTesting
import XCTest

final class PropertyBindingTests: GTKTestCase {
  func testToggleIsActiveStartsWithTheValueNowThenEachChange() {
    let toggle = ToggleButton(label: "Bold")
    var values: [Bool] = []
    let subscription = toggle.rx.isActive.subscribe(onNext: { values.append($0) })
    toggle.isActive = true
    toggle.isActive = true  // no change, no toggled
    toggle.emit("clicked")  // GTK flips it
    XCTAssertEqual(values, [false, true, false])
    subscription.dispose()
  }

  func testDrivingIsActiveSetsTheButton() {
    let toggle = ToggleButton(label: "Italic")
    let selected = PublishRelay<Bool>()
    let subscription = selected.asDriver(onErrorJustReturn: false).drive(toggle.rx.isActive)
    // A Driver delivers inside a main-scheduler action, so the binder's own main-scheduler step is queued on the
    // main queue (as RxSwift's MainScheduler does): it runs on the next turn of GLib's loop.
    selected.accept(true)
    GTKTestDisplay.drain()
    XCTAssertTrue(toggle.isActive)
    selected.accept(false)
    GTKTestDisplay.drain()
    XCTAssertFalse(toggle.isActive)
    subscription.dispose()
  }

  func testEntryTextStartsWithTheTextThenEachEdit() {
    let entry = Entry()
    entry.text = "새"
    var values: [String] = []
    let subscription = entry.rx.text.orEmpty.subscribe(onNext: { values.append($0) })
    entry.text = "새싹"
    var position: Int32 = 2
    gtk_editable_insert_text(entry.opaque, "!", -1, &position)
    // Setting the text is a delete and an insert in GTK: "changed" may come once or twice for it.
    XCTAssertEqual(values.first, "새")
    XCTAssertEqual(values.dropFirst().last { $0 != "새싹!" }, "새싹")
    XCTAssertEqual(values.last, "새싹!")
    subscription.dispose()
  }

  func testBindingEntryTextSetsItAndLeavesAnEqualTextAlone() {
    let entry = Entry()
    var changes = 0
    let counting = entry.rx.signal("changed").subscribe(onNext: { changes += 1 })
    let text = PublishRelay<String?>()
    let binding = text.bind(to: entry.rx.text)
    text.accept("sprout@example.com")
    XCTAssertEqual(entry.text, "sprout@example.com")
    let afterFirst = changes
    text.accept("sprout@example.com")
    XCTAssertEqual(changes, afterFirst, "the same text is not set again")
    text.accept(nil)
    XCTAssertEqual(entry.text, "")
    binding.dispose()
    counting.dispose()
  }

  func testLabelTextAndWidgetSensitivityBinders() {
    let label = Label()
    let button = Button(label: "OK")
    let bag = DisposeBag()
    let message = PublishRelay<String?>()
    let enabled = PublishRelay<Bool>()
    message.bind(to: label.rx.text).disposed(by: bag)
    enabled.bind(to: button.rx.isSensitive).disposed(by: bag)
    message.accept("이메일에 @를 넣어 주세요.")
    enabled.accept(false)
    XCTAssertEqual(label.text, "이메일에 @를 넣어 주세요.")
    XCTAssertFalse(button.isSensitive)
    message.accept(nil)
    enabled.accept(true)
    XCTAssertEqual(label.text, "")
    XCTAssertTrue(button.isSensitive)
  }

  func testStateFlagsStartWithTheFlagsNowThenEachChange() {
    let button = Button(label: "OK")
    var values: [WidgetStateFlags] = []
    let subscription = button.rx.stateFlags.subscribe(onNext: { values.append($0) })
    button.isSensitive = false
    XCTAssertEqual(values.first?.contains(.insensitive), false)
    XCTAssertEqual(values.last?.contains(.insensitive), true)
    subscription.dispose()
  }

  func testAccessibleRoleAndCheckedState() {
    let toggle = ToggleButton(label: "Small", accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO)
    XCTAssertEqual(toggle.accessibleRole, GTK_ACCESSIBLE_ROLE_RADIO)
    toggle.setAccessibleChecked(true)
    toggle.setAccessiblePosition(1, of: 2)
    XCTAssertNil(toggle.accessibleCheckedMismatch(true))
    XCTAssertNotNil(toggle.accessibleCheckedMismatch(false))
    XCTAssertNil(toggle.accessiblePositionMismatch(1, of: 2))
  }
}
