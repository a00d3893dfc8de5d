/// The limits the edit and report forms enforce. The upper bounds exist so pasted megabytes
/// of text are refused with a message instead of being stored or drawn.
nonisolated enum ProfileInputRules {
    /// The longest display name accepted.
    static let maximumNameLength = 100
    /// The longest email accepted: the length limit of an address in RFC 5321.
    static let maximumEmailLength = 254
    /// The longest problem report accepted.
    static let maximumReportLength = 5_000
}
