import Components

/// Holds the report being written and lets it go on only when it says something.
final class ReportProblemViewModel: ScreenViewModel {
    /// Why "Next" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?
    private var message = ""
    private let onNext: @MainActor (String) -> Void
    private let onCancel: @MainActor () -> Void

    init(onNext: @escaping @MainActor (String) -> Void, onCancel: @escaping @MainActor () -> Void) {
        self.onNext = onNext
        self.onCancel = onCancel
    }

    func messageDidChange(_ text: String) {
        message = text
    }

    /// Validates the message; when it is valid, hands the trimmed text on.
    func next() {
        do throws(ProfileInputError) {
            let valid = try ProfileInputValidator.report(message)
            errorMessage = nil
            onNext(valid)
        } catch {
            errorMessage = error.description
        }
    }

    /// Gives up the report.
    func cancel() {
        onCancel()
    }
}
