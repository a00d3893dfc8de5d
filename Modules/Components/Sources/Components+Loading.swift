import HeadlessUI

extension Components {
    /// What a screen shows while its content is on the way: a line saying what is loading
    /// ("Loading the feed"), which is also what assistive technology reads.
    public func loadingIndicator(_ label: String, identifier: String) -> ViewNode {
        ViewNode(role: .text, label: label, identifier: identifier, style: styles.text(.textSecondary, .body))
    }

    /// What a screen shows when its content could not be loaded: the reason in words and a
    /// button that tries again.
    public func failureState(
        _ message: String,
        retryTitle: String,
        identifier: String,
        onRetry: @escaping @MainActor () -> Void
    ) -> ViewNode {
        ViewNode(
            role: .stack, identifier: identifier,
            children: [
                ViewNode(
                    role: .text, label: message, identifier: "\(identifier).message",
                    style: styles.text(.danger, .body)),
                secondaryButton(retryTitle, identifier: "\(identifier).retry", action: onRetry),
            ])
    }

    /// A line across the top of a screen saying something about all it shows ("This may be out
    /// of date: you are offline").
    public func banner(_ text: String, identifier: String) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier, style: styles.text(.textSecondary, .caption))
    }
}
