import Foundation

/// Checks what a person typed into the edit and report forms and returns the values to keep
/// (trimmed), or the first reason the form cannot be accepted.
enum ProfileInputValidator {
    /// The name without surrounding whitespace.
    static func name(_ raw: String) throws(ProfileInputError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .nameMissing }
        guard name.count <= ProfileInputRules.maximumNameLength else { throw .nameTooLong(length: name.count) }
        return name
    }

    /// The email without surrounding whitespace, when it has the shape of an address: one `@`,
    /// something before it, and a domain of dot-separated labels ending in letters.
    static func email(_ raw: String) throws(ProfileInputError) -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard email.count <= ProfileInputRules.maximumEmailLength, !email.contains(where: \.isWhitespace) else {
            throw .emailInvalid
        }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { throw .emailInvalid }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let topLevel = labels.last,
            topLevel.count >= 2, topLevel.allSatisfy(\.isLetter)
        else { throw .emailInvalid }
        return email
    }

    /// The report without surrounding whitespace.
    static func report(_ raw: String) throws(ProfileInputError) -> String {
        let message = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { throw .reportMissing }
        guard message.count <= ProfileInputRules.maximumReportLength else {
            throw .reportTooLong(length: message.count)
        }
        return message
    }
}
