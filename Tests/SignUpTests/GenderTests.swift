import Foundation
import SignUp
import Testing

@Suite("Gender")
struct GenderTests {
  @Test(
    "labels",
    arguments: [
      (Gender.male, Language.korean, "남자"), (.female, .korean, "여자"), (.male, .english, "Male"),
      (.female, .english, "Female"),
    ])
  func labels(gender: Gender, language: Language, expected: String) {
    #expect(gender.label(in: language) == expected)
  }

  @Test("the none answer has a label too")
  func noneLabel() {
    #expect(GenderAnswer(nil).label(in: .korean) == "선택 안 함")
    #expect(GenderAnswer(nil).label(in: .english) == "Not specified")
    #expect(GenderAnswer(.female).label(in: .korean) == "여자")
  }

  @Test("wire codes: male 1, female 0, none -1", arguments: [(Gender?.some(.male), 1), (.female, 0), (nil, -1)])
  func wireCodes(gender: Gender?, code: Int) throws {
    #expect(GenderAnswer(gender).wireCode == code)
    #expect(try GenderAnswer(wireCode: code).gender == gender)
  }

  @Test("encoding and decoding round trip as bare integers", arguments: [Gender?.some(.male), .female, nil])
  func roundTrip(gender: Gender?) throws {
    let data = try JSONEncoder().encode([GenderAnswer(gender)])
    #expect(String(decoding: data, as: UTF8.self) == "[\(GenderAnswer(gender).wireCode)]")
    let decoded = try JSONDecoder().decode([GenderAnswer].self, from: data)
    #expect(decoded == [GenderAnswer(gender)])
  }

  @Test("any other integer is a typed error", arguments: [2, -2, 100, Int.min, Int.max])
  func rejectsUnknownCode(code: Int) throws {
    #expect(throws: GenderCodeError.unknownCode(code)) { try GenderAnswer(wireCode: code) }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode([GenderAnswer].self, from: Data("[\(code)]".utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription == "Gender code \(code) is not one of 1 (male), 0 (female) or -1 (none).")
    #expect(context.underlyingError as? GenderCodeError == .unknownCode(code))
    #expect(context.codingPath.count == 1)
  }

  @Test("non-integers are decoding errors", arguments: ["[\"1\"]", "[1.5]", "[true]", "[null]"])
  func rejectsNonInteger(json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([GenderAnswer].self, from: Data(json.utf8)) }
  }

  @Test("the gender rule accepts every answer, none included", arguments: [Gender?.some(.male), .female, nil])
  func genderRule(gender: Gender?) {
    #expect(GenderAnswer.validate(gender) == .success(GenderAnswer(gender)))
  }
}
