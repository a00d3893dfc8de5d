import Components

/// The view model of an account form screen (Log in, Create account). It keeps what was typed
/// in an ``AccountForm`` and says, in `didTapSubmit()`, which rules the fields follow and what a
/// valid submission does; typing, the refusal and redrawing are the form's, given here once.
@MainActor
public protocol AccountFormViewModel: ScreenViewModel {
    /// What was typed, and why the last submission was refused.
    var form: AccountForm { get }
    /// Checks the form and, when it is valid, acts on it.
    func didTapSubmit()
}

extension AccountFormViewModel {
    /// The form's: it is called after each submission, whose outcome the screen shows.
    public var onChange: (() -> Void)? {
        get { form.onChange }
        set { form.onChange = newValue }
    }

    /// Why the last submission was refused; `nil` before the first and after a valid one.
    public var errorMessage: String? { form.errorMessage }

    /// Keeps what was typed into `field`.
    public func fieldDidChange(_ field: AccountForm.Field, to text: String) {
        form.update(field, to: text)
    }
}
