import Components
import DesignSystem

/// Holds the report being written and lets it go on only when it says something.
final class ReportProblemViewModel: ScreenViewModel {
    /// Why "Next" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?
    private var message = ""
    /// Weak: the journey's coordinator routes this screen and owns the sheet it is on.
    private weak var router: (any ReportProblemRouting)?
    private let strings: LocalizedStrings

    init(router: any ReportProblemRouting, strings: LocalizedStrings = ProfileStrings.strings(in: .english)) {
        self.strings = strings
        self.router = router
    }

    func messageDidChange(_ text: String) {
        message = text
    }

    /// Validates the message; when it is valid, asks to confirm the trimmed text.
    func next() {
        do throws(ProfileInputError) {
            let valid = try ProfileInputValidator.report(message)
            errorMessage = nil
            router?.route(to: .sendReport(message: valid))
        } catch {
            errorMessage = error.message(in: strings)
        }
    }

    /// Gives up the report.
    func cancel() {
        router?.route(to: .backToProfile)
    }
}
