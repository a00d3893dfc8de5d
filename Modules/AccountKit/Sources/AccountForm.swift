import DesignSystem

/// What a person typed into an account form (Log in, Create account) and why its last
/// submission was refused, worded in the app's language: the form handling every such screen
/// shares, so a screen's view model only says which rules its fields follow and what a valid
/// submission does.
@MainActor
public final class AccountForm {
    /// A field of an account form.
    public enum Field: Hashable, Sendable {
        /// The person's name.
        case name
        /// The email address.
        case email
        /// The password.
        case password
        /// The password typed again.
        case confirmation
    }

    /// Why the last submission was refused; `nil` before the first and after a valid one.
    public private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after each submission, since its outcome is shown.
    public var onChange: (() -> Void)?

    private let language: Language
    private var texts: [Field: String] = [:]

    /// An empty form whose refusals are worded in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// What was typed into `field`; empty until something is.
    public subscript(field: Field) -> String {
        texts[field, default: ""]
    }

    /// Keeps `text` as what `field` holds now.
    public func update(_ field: Field, to text: String) {
        texts[field] = text
    }

    /// Checks the form with `check`, which reads the fields in reading order with
    /// `AccountValidator` and returns what a valid form gives (the address, the name); shows its
    /// first refusal, or clears the last one and hands the valid values to `act`.
    public func submit<Valid>(
        checking check: (AccountForm) throws(AccountInputError) -> Valid, then act: (Valid) -> Void
    ) {
        let valid: Valid
        do throws(AccountInputError) {
            valid = try check(self)
        } catch {
            errorMessage = error.message(in: language)
            return
        }
        errorMessage = nil
        act(valid)
    }
}
