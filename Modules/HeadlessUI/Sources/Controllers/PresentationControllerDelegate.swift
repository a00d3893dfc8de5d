/// Told about a person dismissing a page sheet by swiping it down, like
/// `UIAdaptivePresentationControllerDelegate`. Programmatic dismissal tells it nothing.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
    /// Whether the swipe may dismiss the sheet. Defaults to `true`.
    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool
    /// The swipe was refused (modal in presentation, or `shouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController)
    /// The sheet was swiped away.
    func presentationControllerDidDismiss(_ presented: ViewController)
}

extension PresentationControllerDelegate {
    /// Allows every swipe.
    public func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { true }
    /// Ignores refused swipes.
    public func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {}
}
