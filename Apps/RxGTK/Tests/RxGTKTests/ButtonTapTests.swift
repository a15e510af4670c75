import CGtk
import RxCore
import RxGTK
import RxGTKTesting
import RxTesting
import XCTest

final class ButtonTapTests: GTKTestCase {
  func testTapSendsOneEventPerClick() {
    let button = Button(label: "Save")
    var taps = 0
    let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
    button.emit("clicked")
    button.emit("clicked")
    XCTAssertEqual(taps, 2)
    subscription.dispose()
    button.emit("clicked")
    XCTAssertEqual(taps, 2, "no event after dispose")
  }

  func testDisposeDisconnectsTheHandlerAndReleasesTheObserver() {
    let button = Button(label: "OK")
    let clicked = g_signal_lookup("clicked", gtk_button_get_type())
    var token: Token? = Token()
    weak let weakToken = token
    let subscription = button.rx.tap.subscribe(onNext: { [token] in _ = token })
    token = nil
    XCTAssertNotNil(weakToken, "the handler holds the observer while subscribed")
    XCTAssertNotEqual(g_signal_has_handler_pending(button.object, clicked, 0, 0), 0)
    subscription.dispose()
    XCTAssertNil(weakToken, "dispose releases the observer")
    XCTAssertEqual(g_signal_has_handler_pending(button.object, clicked, 0, 0), 0, "dispose disconnects")
    subscription.dispose()  // twice is harmless
  }

  func testTheSubscriptionDoesNotKeepTheWidgetAlive() {
    var button: Button? = Button(label: "OK")
    weak let weakButton = button
    let weakObject = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    weakObject.initialize(to: GWeakRef())
    defer {
      g_weak_ref_clear(weakObject)
      weakObject.deallocate()
    }
    g_weak_ref_init(weakObject, gpointer(button?.object))
    var completed = false
    var token: Token? = Token()
    weak let weakToken = token
    // The observer refers back to the widget through a binder (weakly, as RxCocoa's Binder does).
    let bag = DisposeBag()
    if let button {
      button.rx.tap.map { false }.subscribe(button.rx.isSensitive).disposed(by: bag)
      button.rx.tap.subscribe(onNext: { [token] in _ = token }, onCompleted: { completed = true })
        .disposed(by: bag)
    }
    token = nil
    button = nil
    XCTAssertNil(weakButton, "the Swift widget is released while subscribed")
    XCTAssertTrue(GTKTestDisplay.isFinalized(weakObject), "the GTK object is finalized while subscribed")
    XCTAssertTrue(completed, "the tap events complete when the widget goes away")
    XCTAssertNil(weakToken, "GTK released the handler's observer")
    _ = bag  // disposing later does nothing
  }

  func testASubscriptionToAWidgetAlreadyGoneCompletesAtOnce() {
    var button: Button? = Button(label: "OK")
    let tap = button?.rx.tap
    button = nil
    var completed = false
    _ = tap?.subscribe(onCompleted: { completed = true })
    XCTAssertTrue(completed)
  }

  func testCloseRequestSendsOneEventPerRequest() {
    let window = Window(title: "새싹")
    var requests = 0
    let subscription = window.rx.closeRequest.subscribe(onNext: { requests += 1 })
    window.present()  // GTK closes only realized windows
    gtk_window_close(window.cast(to: GtkWindow.self))
    XCTAssertEqual(requests, 1)
    subscription.dispose()
    window.destroy()
  }
}
