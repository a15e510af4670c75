import SignUp

extension FieldProblem {
  /// The request body's key of the field: `nick`, `email` or `birth`.
  var jsonKey: String {
    switch self {
    case .nickname: return "nick"
    case .email: return "email"
    case .birthDate: return "birth"
    }
  }

  /// A stable code for the problem, the case's name (`taken`, `tooYoung`, `missingAtSign`, …).
  var code: String {
    switch self {
    case .nickname(let problem): return problem.code
    case .email(let problem): return problem.code
    case .birthDate(let problem): return problem.code
    }
  }
}

extension NicknameProblem {
  /// The case's name.
  var code: String {
    switch self {
    case .required: return "required"
    case .tooLong: return "tooLong"
    case .tooLarge: return "tooLarge"
    case .forbiddenCharacter: return "forbiddenCharacter"
    case .unusableCharacter: return "unusableCharacter"
    case .invisibleOnly: return "invisibleOnly"
    case .invisibleCharacter: return "invisibleCharacter"
    case .startsWithCombiningMark: return "startsWithCombiningMark"
    case .taken: return "taken"
    case .resemblesTaken: return "resemblesTaken"
    }
  }
}

extension EmailProblem {
  /// The case's name.
  var code: String {
    switch self {
    case .required: return "required"
    case .tooLong: return "tooLong"
    case .containsWhitespace: return "containsWhitespace"
    case .forbiddenCharacter: return "forbiddenCharacter"
    case .unusableCharacter: return "unusableCharacter"
    case .invisibleCharacter: return "invisibleCharacter"
    case .missingAtSign: return "missingAtSign"
    case .multipleAtSigns: return "multipleAtSigns"
    case .emptyLocalPart: return "emptyLocalPart"
    case .localPartDotAtEdge: return "localPartDotAtEdge"
    case .localPartDoubleDot: return "localPartDoubleDot"
    case .localPartCharacter: return "localPartCharacter"
    case .domainCharacter: return "domainCharacter"
    case .domainLabelHyphen: return "domainLabelHyphen"
    case .missingDomain: return "missingDomain"
    case .domainWithoutDot: return "domainWithoutDot"
    case .emptyDomainLabel: return "emptyDomainLabel"
    case .taken: return "taken"
    }
  }
}

extension BirthDateProblem {
  /// The case's name.
  var code: String {
    switch self {
    case .required: return "required"
    case .invalidFormat: return "invalidFormat"
    case .nonexistentDate: return "nonexistentDate"
    case .inFuture: return "inFuture"
    case .tooYoung: return "tooYoung"
    case .tooOld: return "tooOld"
    }
  }
}
