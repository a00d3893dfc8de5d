import Foundation

/// Checks what a person typed into the Login and Register forms and returns the values to
/// store (trimmed), or the first reason the form cannot be accepted.
enum CredentialValidator {
    /// The name without surrounding whitespace.
    ///
    /// - Throws: `ValidationFailure` when the name is empty, blank or too long.
    static func name(_ raw: String) throws(ValidationFailure) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .nameMissing }
        guard name.count <= CredentialRules.maximumNameLength else { throw .nameTooLong(length: name.count) }
        return name
    }

    /// The email without surrounding whitespace, when it has the shape of an address.
    /// Letters outside ASCII are accepted, as internationalised addresses allow them.
    ///
    /// - Throws: `ValidationFailure` naming what is wrong with the address.
    static func email(_ raw: String) throws(ValidationFailure) -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !email.isEmpty else { throw .emailMissing }
        guard email.count <= CredentialRules.maximumEmailLength else { throw .emailTooLong(length: email.count) }
        guard !email.contains(where: \.isWhitespace) else { throw .emailContainsWhitespace }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count > 1 else { throw .emailMissingAtSign }
        guard parts.count == 2 else { throw .emailHasSeveralAtSigns }
        guard !parts[0].isEmpty else { throw .emailMissingLocalPart }
        guard isDomain(parts[1]) else { throw .emailMalformedDomain }
        return email
    }

    /// Checks the password's length. Passwords are never trimmed: every character counts.
    ///
    /// - Throws: `ValidationFailure` when the password is too short or too long.
    static func password(_ password: String) throws(ValidationFailure) {
        guard password.count >= CredentialRules.minimumPasswordLength else {
            throw .passwordTooShort(length: password.count)
        }
        guard password.count <= CredentialRules.maximumPasswordLength else {
            throw .passwordTooLong(length: password.count)
        }
    }

    /// Checks that the confirmation repeats the password exactly.
    ///
    /// - Throws: `ValidationFailure.confirmationMismatch` when they differ.
    static func confirmation(_ confirmation: String, matches password: String) throws(ValidationFailure) {
        guard confirmation == password else { throw .confirmationMismatch }
    }

    /// At least two non-empty labels separated by dots, the last one made of letters only
    /// (a top-level domain such as `com` or `de`).
    private static func isDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let topLevel = labels.last else { return false }
        return topLevel.count >= 2 && topLevel.allSatisfy(\.isLetter)
    }
}
