import Foundation
import SignUp

/// The sign-up body read into a ``SignUpRequest`` by its own `Codable` (which re-checks every rule), then the
/// minimum age on today's date; or the problem that stops it, in the request's language.
struct BodyDecoding {
  let language: Language
  let today: CalendarDay

  /// The request, or the answer to send instead (400 for bytes that are not JSON, 422 naming the field).
  func request(from body: [UInt8]) -> Result<SignUpRequest, Problem> {
    let data = Data(body)
    let request: SignUpRequest
    do {
      request = try JSONDecoder().decode(SignUpRequest.self, from: data)
    } catch {
      // Only a refused body is parsed a second time, to tell bytes that are not JSON from a field's problem.
      return .failure(problem(decoding: data, error))
    }
    if case .failure(let problem) = BirthDate.validate(request.birth, today: today) {
      return .failure(fieldProblem(.birthDate(problem)))
    }
    return .success(request)
  }

  /// 400 for bytes that are not JSON, 422 for a body that is not an object or whose field breaks its rule.
  private func problem(decoding data: Data, _ error: any Error) -> Problem {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      return Problem(status: 400, slug: "malformed-json", title: "Bad Request", detail: "The body is not valid JSON.")
    }
    guard let fields = object as? [String: Any] else {
      return unprocessable(field: nil, code: "notAnObject", ServiceMessage.notAnObject)
    }
    guard let error = error as? DecodingError else {
      return unprocessable(field: nil, code: "invalid", ServiceMessage.notAnObject)
    }
    return problem(for: error, fields: fields)
  }

  /// The 422 for a decoding error, the field's own rule asked again for the reason.
  private func problem(for error: DecodingError, fields: [String: Any]) -> Problem {
    switch error {
    case .keyNotFound(let key, _):
      switch key.stringValue {
      case "nick": return fieldProblem(.nickname(.required))
      case "email": return fieldProblem(.email(.required))
      case "birth": return fieldProblem(.birthDate(.required))
      default:
        return unprocessable(field: key.stringValue, code: "required", ServiceMessage.missing(field: key.stringValue))
      }
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let field = context.codingPath.first?.stringValue
      return unprocessable(field: field, code: "wrongType", ServiceMessage.wrongType(field: field ?? "?"))
    case .dataCorrupted(let context):
      guard let field = context.codingPath.first?.stringValue else {
        return unprocessable(field: nil, code: "notAnObject", ServiceMessage.notAnObject)
      }
      return ruleProblem(field: field, value: fields[field])
    @unknown default:
      return unprocessable(field: nil, code: "invalid", ServiceMessage.notAnObject)
    }
  }

  /// The rule's own problem for a field's value that decoding refused.
  private func ruleProblem(field: String, value: Any?) -> Problem {
    let text = value as? String ?? ""
    switch field {
    case "nick":
      if case .failure(let problem) = Nickname.validate(text) { return fieldProblem(.nickname(problem)) }
    case "email":
      if case .failure(let problem) = EmailAddress.validate(text) { return fieldProblem(.email(problem)) }
    case "birth":
      if case .failure(let problem) = BirthDate.validate(text, today: today) {
        return fieldProblem(.birthDate(problem))
      }
      return fieldProblem(.birthDate(.invalidFormat))
    case "gender":
      return unprocessable(field: "gender", code: "unknownGender", ServiceMessage.unknownGender)
    default:
      break
    }
    return unprocessable(field: field, code: "notAsSent", ServiceMessage.notAsSent(field: field))
  }

  /// A 422 for one of the form's field problems.
  func fieldProblem(_ problem: FieldProblem, status: Int = 422) -> Problem {
    Problem(
      status: status, slug: status == 409 ? "field-taken" : "invalid-field",
      title: status == 409 ? "Conflict" : "Unprocessable Content", detail: problem.message(in: language),
      field: problem.jsonKey, code: problem.code)
  }

  private func unprocessable(field: String?, code: String, _ message: any LocalizedMessage) -> Problem {
    Problem(
      status: 422, slug: "invalid-field", title: "Unprocessable Content", detail: message.message(in: language),
      field: field, code: code)
  }
}
