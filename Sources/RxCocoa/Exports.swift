// RxCocoa: RxCore's traits (Driver, Signal, Binder, ControlEvent, ControlProperty, which live in RxCore) and the
// relays, re-exported, and the parts of RxCocoa that need Foundation's networking: `URLSession.rx` and
// `NotificationCenter.rx`. `import RxCocoa` brings Foundation as it does on Apple systems (RxCocoa's umbrella header
// imports it); on Linux it also brings FoundationNetworking, where `URLSession` and `URLRequest` live. A program that
// imports only RxCore does not load FoundationNetworking.
@_exported import Foundation
@_exported import RxCore

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
