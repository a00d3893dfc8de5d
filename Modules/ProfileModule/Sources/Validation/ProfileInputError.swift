import DesignSystem

/// Why the edit or report form cannot be accepted; `message(in:)` is the line shown on screen.
enum ProfileInputError: Error, Equatable {
    case nameMissing
    case nameTooLong(length: Int)
    case emailInvalid
    case reportMissing
    case reportTooLong(length: Int)

    /// The line as `strings` word it.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case .nameMissing: strings.localized("input.nameMissing")
        case let .nameTooLong(length):
            strings.localized("input.nameTooLong", .number(ProfileInputRules.maximumNameLength), .number(length))
        case .emailInvalid: strings.localized("input.emailInvalid")
        case .reportMissing: strings.localized("input.reportMissing")
        case let .reportTooLong(length):
            strings.localized("input.reportTooLong", .number(ProfileInputRules.maximumReportLength), .number(length))
        }
    }
}
