/// Why the edit or report form cannot be accepted; `description` is the line shown on screen.
enum ProfileInputError: Error, Equatable, CustomStringConvertible {
    case nameMissing
    case nameTooLong(length: Int)
    case emailInvalid
    case reportMissing
    case reportTooLong(length: Int)

    var description: String {
        switch self {
        case .nameMissing: "Enter your name"
        case let .nameTooLong(length):
            "Keep your name to \(ProfileInputRules.maximumNameLength) characters (this one has \(length))"
        case .emailInvalid: "Enter a valid email address"
        case .reportMissing: "Describe the problem"
        case let .reportTooLong(length):
            "Keep the report to \(ProfileInputRules.maximumReportLength) characters (this one has \(length))"
        }
    }
}
