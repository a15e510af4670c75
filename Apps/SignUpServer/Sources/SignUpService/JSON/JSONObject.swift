import Foundation

/// A flat JSON object of strings, booleans and integers, written compactly with sorted keys: the service's small
/// answers (problems, nickname checks), without the cost of Foundation's serializer on every request.
///
/// ```swift
/// String(decoding: JSONObject(["available": .bool(true), "nickname": .string("새싹")]).data, as: UTF8.self)
/// // {"available":true,"nickname":"새싹"}
/// ```
struct JSONObject {
  /// A member's value.
  enum Value {
    case string(String)
    case bool(Bool)
    case int(Int)
  }

  /// The members.
  var members: [String: Value]

  init(_ members: [String: Value]) { self.members = members }

  /// The object as UTF-8 JSON.
  var data: Data {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    bytes.reserveCapacity(128)
    for (index, key) in members.keys.sorted().enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      Self.append(string: key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      switch members[key] {
      case .string(let text): Self.append(string: text, to: &bytes)
      case .bool(let flag): bytes.append(contentsOf: Array((flag ? "true" : "false").utf8))
      case .int(let number): bytes.append(contentsOf: Array(String(number).utf8))
      case nil: bytes.append(contentsOf: Array("null".utf8))
      }
    }
    bytes.append(UInt8(ascii: "}"))
    return Data(bytes)
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`, everything else as UTF-8.
  private static func append(string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
