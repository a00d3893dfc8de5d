import DesignSystem
import Testing

@testable import App

/// The line standard error prints for a change that could not be saved speaks the app's language.
@MainActor @Test func theStandardErrorLineOfAnUnsavedChangeSpeaksTheAppsLanguage() {
    let failure = SessionSaveFailure(change: .logOut, reason: "/tmp/x")
    #expect(failure.message(in: .german).hasPrefix("Abmelden nicht möglich"))
    #expect(failure.message == failure.message(in: .english))
}
