/// What `inputRandom...` types.
public enum FlowRandomInput: Sendable, Equatable {
    /// Letters and digits of this length (`inputRandomText`).
    case text(length: Int)
    /// Digits of this length (`inputRandomNumber`).
    case number(length: Int)
    /// An e-mail address (`inputRandomEmail`).
    case email
    /// A first and last name (`inputRandomPersonName`).
    case personName
}
