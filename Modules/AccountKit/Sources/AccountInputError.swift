import DesignSystem
import Foundation

/// Why a name, email or password was refused. Every form shows the same sentence for the same
/// problem, from the kit's own String Catalog, in the language it is asked for.
public nonisolated enum AccountInputError: Error, Equatable {
    /// The name is empty or only whitespace.
    case nameMissing
    /// The name is longer than `AccountRules.maximumNameLength`.
    case nameTooLong(length: Int)
    /// The email is empty or only whitespace.
    case emailMissing
    /// The email is longer than `AccountRules.maximumEmailLength`.
    case emailTooLong(length: Int)
    /// The email is not shaped like an address (see `AccountValidator.email(_:)`).
    case emailInvalid
    /// The password is shorter than `AccountRules.minimumPasswordLength`.
    case passwordTooShort(length: Int)
    /// The password is longer than `AccountRules.maximumPasswordLength`.
    case passwordTooLong(length: Int)
    /// The confirmation differs from the password.
    case confirmationMismatch

    /// The sentence a form shows under its fields, in `language`; limits and lengths are
    /// placeholders a translator sees in the catalogue.
    public func message(in language: Language) -> String {
        let strings = LocalizedStrings(bundle: .module, language: language)
        return switch self {
        case .nameMissing: strings.localized("account.nameMissing")
        case let .nameTooLong(length):
            strings.localized("account.nameTooLong", .number(AccountRules.maximumNameLength), .number(length))
        case .emailMissing: strings.localized("account.emailMissing")
        case let .emailTooLong(length):
            strings.localized("account.emailTooLong", .number(AccountRules.maximumEmailLength), .number(length))
        case .emailInvalid: strings.localized("account.emailInvalid")
        case let .passwordTooShort(length):
            strings.localized(
                "account.passwordTooShort", .number(AccountRules.minimumPasswordLength), .number(length))
        case let .passwordTooLong(length):
            strings.localized(
                "account.passwordTooLong", .number(AccountRules.maximumPasswordLength), .number(length))
        case .confirmationMismatch: strings.localized("account.confirmationMismatch")
        }
    }
}
