import Foundation
import HeadlessDefaults
import HeadlessStrings
import Testing

@testable import SessionStore

/// The line standard error prints for a change that could not be saved speaks the app's language.
@MainActor @Test func theStandardErrorLineOfAnUnsavedChangeSpeaksTheAppsLanguage() {
    let reason = StateFileError(.cannotCreateFile, path: "/tmp/x", systemError: ENOSPC)
    let failure = SessionSaveFailure(change: .logOut, reason: reason)
    #expect(failure.message(in: .german).hasPrefix("Abmelden nicht möglich"))
    #expect(
        failure.message(in: .german).contains(
            "in /tmp/x kann keine Datei angelegt werden: Kein Speicherplatz mehr auf dem Gerät"))
    #expect(failure.message.contains("cannot create a file in /tmp/x: No space left on device"))
    #expect(failure.message == failure.message(in: .english))
}
