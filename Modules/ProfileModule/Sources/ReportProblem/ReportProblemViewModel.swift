import Components
import DesignSystem
import Foundation

/// Holds the report being written and lets it go on only when it says something, in at most
/// `maximumLength` characters.
final class ReportProblemViewModel: ScreenViewModel {
    /// The longest report accepted: pasted megabytes are refused with a message instead of
    /// being stored or drawn.
    static let maximumLength = 5_000

    /// Why "Next" was refused; `nil` before the first attempt and after a valid one.
    private(set) var errorMessage: String? {
        didSet { onChange?() }
    }
    var onChange: (() -> Void)?
    private var message = ""
    private let router: any ReportProblemRouting
    let strings: LocalizedStrings

    /// A report starting from `draft`: empty for a new one, what was typed before for one the
    /// app restores.
    init(router: any ReportProblemRouting, strings: LocalizedStrings, draft: String = "") {
        self.router = router
        self.strings = strings
        message = draft
    }

    /// The text as typed so far, never sent: what the app keeps when it goes to the background.
    var draft: String { message }

    func messageDidChange(_ text: String) {
        message = text
    }

    /// Validates the message; when it is valid, asks to confirm the trimmed text.
    func didTapNext() {
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            errorMessage = strings.localized("input.reportMissing")
            return
        }
        guard trimmed.count <= Self.maximumLength else {
            errorMessage = strings.localized(
                "input.reportTooLong", .number(Self.maximumLength), .number(trimmed.count))
            return
        }
        do {
            try router.route(to: .sendReport(message: trimmed))
            errorMessage = nil
        } catch {
            errorMessage = strings.localized("report.error.next", .text(error.message(in: strings.language)))
        }
    }

    /// Gives up the report.
    func didTapCancel() {
        do {
            try router.route(to: .cancelled)
        } catch {
            errorMessage = error.message(in: strings.language)
        }
    }
}
