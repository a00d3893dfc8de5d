import DesignSystem

/// Why a Login or Register form was refused. Each message says what a valid value looks like
/// and what was wrong with the one typed, so the person can fix it.
enum ValidationFailure: Error, Equatable {
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

    /// The message as `strings` word it.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case .nameMissing:
            strings.localized("validation.nameMissing")
        case let .nameTooLong(length):
            strings.localized("validation.nameTooLong", .number(CredentialRules.maximumNameLength), .number(length))
        case .emailMissing:
            strings.localized("validation.emailMissing")
        case let .emailTooLong(length):
            strings.localized("validation.emailTooLong", .number(CredentialRules.maximumEmailLength), .number(length))
        case .emailContainsWhitespace:
            strings.localized("validation.emailContainsWhitespace")
        case .emailMissingAtSign:
            strings.localized("validation.emailMissingAtSign")
        case .emailHasSeveralAtSigns:
            strings.localized("validation.emailHasSeveralAtSigns")
        case .emailMissingLocalPart:
            strings.localized("validation.emailMissingLocalPart")
        case .emailMalformedDomain:
            strings.localized("validation.emailMalformedDomain")
        case let .passwordTooShort(length):
            strings.localized(
                "validation.passwordTooShort", .number(CredentialRules.minimumPasswordLength), .number(length))
        case let .passwordTooLong(length):
            strings.localized(
                "validation.passwordTooLong", .number(CredentialRules.maximumPasswordLength), .number(length))
        case .confirmationMismatch:
            strings.localized("validation.confirmationMismatch")
        }
    }
}
