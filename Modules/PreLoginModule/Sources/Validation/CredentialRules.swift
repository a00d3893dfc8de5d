/// The limits the Login and Register forms enforce, readable from any isolation because
/// error messages quote them. The upper bounds exist so pasted
/// megabytes of text are refused with a message instead of being stored or drawn.
nonisolated enum CredentialRules {
    /// The shortest password accepted.
    static let minimumPasswordLength = 8
    /// The longest password accepted.
    static let maximumPasswordLength = 128
    /// The longest email accepted: the length limit of an address in RFC 5321.
    static let maximumEmailLength = 254
    /// The longest display name accepted.
    static let maximumNameLength = 100
}
