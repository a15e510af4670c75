import CGtk

extension Entry {
  /// Decides what text goes into the entry, before GTK inserts it (typed, pasted, dropped or set from code):
  /// `filter` returns the text to insert instead, or `nil` to let it in as it is. Lives as long as the entry.
  ///
  /// ```swift
  /// name.filterInsertions { text in text.contains("\u{1B}") ? text.filter { $0 != "\u{1B}" } : nil }
  /// ```
  /// - Parameter filter: Runs on the main thread for each insertion.
  public func filterInsertions(_ filter: @escaping (String) -> String?) {
    let box = Unmanaged.passRetained(InsertFilterBox(filter)).toOpaque()
    rxgtk_entry_set_insert_filter(widget, InsertFilterBox.call, box, InsertFilterBox.release)
  }
}

/// The Swift side of an insert filter, released with the signal handler.
private final class InsertFilterBox {
  let filter: (String) -> String?

  init(_ filter: @escaping (String) -> String?) {
    self.filter = filter
  }

  static let call: RxGTKInsertFilter = { data, text, length in
    guard let data else { return nil }
    let box = Unmanaged<InsertFilterBox>.fromOpaque(data).takeUnretainedValue()
    let count = length >= 0 ? Int(length) : strlen(text)
    let incoming = text.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
    guard let replacement = box.filter(incoming) else { return nil }
    return g_strdup(replacement)
  }

  static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<InsertFilterBox>.fromOpaque(data).release()
  }
}
