import CGtk
import RxCore
import RxGTK

/// A window with a count and a button that adds one to it.
func makeCounter(disposedBy bag: DisposeBag) -> (window: Window, count: Label, add: Button) {
  let count = Label("Clicked 0 times")
  let add = Button(label: "Add one")
  let column = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
  column.setMargins(top: 24, bottom: 24, start: 24, end: 24)
  column.append(count)
  column.append(add)
  let window = Window(title: "Counter")
  window.child = column

  add.rx.tap
    .scan(0) { total, _ in total + 1 }
    .map { "Clicked \($0) times" }
    .bind(to: count.rx.text)
    .disposed(by: bag)
  return (window, count, add)
}

/// Runs the counter until its window is closed; returns the exit status (2: no display).
func runCounter() -> Int32 {
  guard GTKSetUp.start(programName: "counter") else { return 2 }
  let bag = DisposeBag()
  let counter = makeCounter(disposedBy: bag)
  let loop = MainLoop()
  counter.window.rx.closeRequest.subscribe(onNext: { loop.quit() }).disposed(by: bag)
  counter.window.present()
  loop.run()
  return 0
}
