import Foundation

/// Checks what a person typed for their name, email and password, on every form that asks
/// (Register, Login, Edit profile), and returns the values to store, trimmed, or the first reason
/// the value cannot be accepted.
public nonisolated enum AccountValidator {
    /// The name without surrounding whitespace.
    ///
    /// - Throws: `AccountInputError` when the name is empty, blank or longer than the limit.
    public static func name(_ raw: String) throws(AccountInputError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .nameMissing }
        guard name.count <= AccountRules.maximumNameLength else { throw .nameTooLong(length: name.count) }
        return name
    }

    /// The email without surrounding whitespace, when it has the shape of an address: no
    /// whitespace, one "@" with something before it, and after it at least two dot-separated
    /// labels, the last made of letters (a top-level domain such as `com` or `de`). Letters
    /// outside ASCII are accepted, as internationalised addresses allow them.
    ///
    /// - Throws: `AccountInputError` when the email is blank, too long or not shaped like an address.
    public static func email(_ raw: String) throws(AccountInputError) -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !email.isEmpty else { throw .emailMissing }
        guard email.count <= AccountRules.maximumEmailLength else { throw .emailTooLong(length: email.count) }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard !email.contains(where: \.isWhitespace), parts.count == 2, !parts[0].isEmpty, isDomain(parts[1]) else {
            throw .emailInvalid
        }
        return email
    }

    /// Checks the password's length. Passwords are never trimmed: every character counts.
    ///
    /// - Throws: `AccountInputError` when the password is too short or too long.
    public static func password(_ password: String) throws(AccountInputError) {
        guard password.count >= AccountRules.minimumPasswordLength else {
            throw .passwordTooShort(length: password.count)
        }
        guard password.count <= AccountRules.maximumPasswordLength else {
            throw .passwordTooLong(length: password.count)
        }
    }

    /// Checks that the confirmation repeats the password exactly.
    ///
    /// - Throws: `AccountInputError.confirmationMismatch` when they differ.
    public static func confirmation(_ confirmation: String, matches password: String) throws(AccountInputError) {
        guard confirmation == password else { throw .confirmationMismatch }
    }

    private static func isDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let topLevel = labels.last else { return false }
        return topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)
    }
}
