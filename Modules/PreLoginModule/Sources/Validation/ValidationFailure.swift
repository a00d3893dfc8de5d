/// Why a Login or Register form was refused. Each message says what a valid value looks like
/// and what was wrong with the one typed, so the person can fix it.
enum ValidationFailure: Error, Equatable, CustomStringConvertible {
    /// The name is empty or only whitespace.
    case nameMissing
    /// The name is longer than the limit.
    case nameTooLong(length: Int)
    /// The email is empty or only whitespace.
    case emailMissing
    /// The email is longer than an address can be.
    case emailTooLong(length: Int)
    /// The email contains a space or another whitespace character.
    case emailContainsWhitespace
    /// The email has no "@".
    case emailMissingAtSign
    /// The email has more than one "@".
    case emailHasSeveralAtSigns
    /// Nothing comes before the "@".
    case emailMissingLocalPart
    /// What follows the "@" is not a domain such as example.com.
    case emailMalformedDomain
    /// The password is shorter than the minimum.
    case passwordTooShort(length: Int)
    /// The password is longer than the limit.
    case passwordTooLong(length: Int)
    /// The confirmation differs from the password.
    case confirmationMismatch

    var description: String {
        let emailShape = "Email must look like name@example.com"
        switch self {
        case .nameMissing:
            return "Enter your name."
        case let .nameTooLong(length):
            return "Name must be at most \(CredentialRules.maximumNameLength) characters; it has \(length)."
        case .emailMissing:
            return "Enter your email address."
        case let .emailTooLong(length):
            return "Email must be at most \(CredentialRules.maximumEmailLength) characters; it has \(length)."
        case .emailContainsWhitespace:
            return "\(emailShape); it contains a space."
        case .emailMissingAtSign:
            return "\(emailShape); it has no \"@\"."
        case .emailHasSeveralAtSigns:
            return "\(emailShape); it has more than one \"@\"."
        case .emailMissingLocalPart:
            return "\(emailShape); nothing comes before the \"@\"."
        case .emailMalformedDomain:
            return "\(emailShape); the part after \"@\" is not a domain like example.com."
        case let .passwordTooShort(length):
            return "Password must be at least \(CredentialRules.minimumPasswordLength) characters; it has \(length)."
        case let .passwordTooLong(length):
            return "Password must be at most \(CredentialRules.maximumPasswordLength) characters; it has \(length)."
        case .confirmationMismatch:
            return "Passwords do not match; type the same password twice."
        }
    }
}
