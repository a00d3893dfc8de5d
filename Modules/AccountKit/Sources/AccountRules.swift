/// The limits every form that asks for a name, an email or a password enforces. The upper bounds
/// exist so pasted megabytes of text are refused with a message instead of being stored or drawn.
public nonisolated enum AccountRules {
    /// The longest display name accepted.
    public static let maximumNameLength = 100
    /// The longest email accepted: the length limit of an address in RFC 5321.
    public static let maximumEmailLength = 254
    /// The shortest password accepted.
    public static let minimumPasswordLength = 8
    /// The longest password accepted.
    public static let maximumPasswordLength = 128
}
