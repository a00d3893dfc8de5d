import Foundation
import HeadlessDefaults
import HeadlessStrings
import Testing

@testable import SessionStore

/// Why the state file could not be used, as the launch notice and the line of an unsaved change
/// say it: every problem worded in every language, the system's reasons included, and the same
/// words in English as the logs.
struct StateFileReasonMessageTests {
    nonisolated private static let path = "/x/y.z"

    /// One of every problem.
    nonisolated private static let everyProblem: [StateFileProblem] = [
        .cannotCreateFolder, .cannotOpenFolder, .folderIsSymbolicLink, .cannotInspectFolder,
        .folderOfAnotherUser(uid: 1_001), .cannotNarrowFolder, .folderNotWritable, .cannotLockFolder,
        .lockHeld(seconds: 10), .fileIsSymbolicLink, .cannotRead, .isDirectory, .notRegularFile,
        .fileOfAnotherUser(uid: 1_001), .tooLarge(mebibytes: 300, limit: 256), .grewWhileRead(limit: 256),
        .fileNotWritable, .cannotCreateFile, .cannotSetMode, .cannotWrite, .cannotFlush, .cannotReplace,
        .cannotFlushFolder,
    ]

    /// Every error: each problem alone, and each after a system call failed with each worded
    /// number and with one the app has no words for.
    nonisolated private static let everyError: [StateFileError] = everyProblem.flatMap { problem in
        [StateFileError(problem, path: path)]
            + SystemErrorWords.worded.map { StateFileError(problem, path: path, systemError: $0) }
    }

    /// One of every content problem, at every kind of place.
    nonisolated private static let everyContentProblem: [SessionContentProblem] = [
        .empty, .notPropertyList, .damagedBinary(detail: "object 3 lies outside the binary property list"),
        .damagedXML(detail: "line 2: <dict> is never closed"), .notSettings,
        .wrongKind(place: SessionValuePlace(.session), found: .array, expected: .dictionary),
        .wrongKind(place: SessionValuePlace(.session, key: "isLoggedIn"), found: .string, expected: .yesOrNo),
        .wrongKind(place: SessionValuePlace(.report(2)), found: .integer, expected: .dictionary),
        .wrongKind(place: SessionValuePlace(.report(2), key: "keptAt"), found: nil, expected: .date),
        .wrongKind(place: SessionValuePlace(.bookmark(7), key: "title"), found: .data, expected: .text),
        .wrongKind(place: SessionValuePlace(.session, key: "bookmarks"), found: .boolean, expected: .array),
        .wrongKind(place: SessionValuePlace(.bookmark(1)), found: .real, expected: .dictionary),
        .wrongKind(place: SessionValuePlace(.bookmark(1), key: "savedAt"), found: .date, expected: .date),
        .missing(key: "id", place: SessionValuePlace(.bookmark(4))),
        .dateNotANumber(place: SessionValuePlace(.report(1))),
    ]

    /// The reasons no file could be set aside, one of each step.
    nonisolated private static let everyReason: [StateFileReason] =
        everyError.prefix(3).map { .file($0) }
        + [.removing, .narrowing, .moving].map { .notSetAside(.notPropertyList, path: path, step: $0) }

    /// The file's own names, the same in every language, and the words German shares with
    /// English.
    private static let sameInEveryLanguage: Set<String> = [
        "isloggedin", "keptat", "title", "bookmarks", "savedat", "link", "links", "system", "text",
    ]

    /// The words of `text` of four letters or more, lower-cased, without those the same in every
    /// language.
    private static func words(of text: String) -> Set<String> {
        Set(
            text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
                .filter { $0.count >= 4 && !sameInEveryLanguage.contains($0) })
    }

    private static func strings(_ language: Language) -> LocalizedStrings {
        SessionWords.strings(language)
    }

    @MainActor @Test func inEnglishEveryReasonReadsAsItsDescription() {
        let english = Self.strings(.english)
        for error in Self.everyError {
            #expect(error.message(in: english) == error.description)
        }
        for problem in Self.everyContentProblem {
            #expect(problem.message(in: english) == problem.description)
        }
        for reason in Self.everyReason {
            #expect(reason.message(in: english) == reason.description)
        }
    }

    @MainActor @Test func theSystemsReasonsAreWordedInEnglishAsTheCLibraryWordsThem() {
        for code in SystemErrorWords.worded {
            #expect(SystemErrorWords.reason(code, in: Self.strings(.english)) == String(cString: strerror(code)))
        }
    }

    @MainActor @Test(arguments: [Language.german, .arabic])
    func noReasonIsLeftInEnglish(language: Language) {
        let strings = Self.strings(language)
        let worded: [(english: String, message: String)] =
            Self.everyError.map { ($0.description, $0.message(in: strings)) }
            + Self.everyContentProblem.map { ($0.description, $0.message(in: strings)) }
            + Self.everyReason.map { ($0.description, $0.message(in: strings)) }
        for (english, message) in worded {
            let left = Self.words(of: english).intersection(Self.words(of: message))
            #expect(left.isEmpty, "\(language.code): \(message) keeps \(left.sorted()) of \(english)")
            #expect(!message.contains("%"), "\(language.code): \(message)")
        }
    }

    @MainActor @Test func aNumberWithoutWordsIsNamedWithTheSystemsOwn() {
        let error = StateFileError(.cannotWrite, path: Self.path, systemError: ENOTSOCK)
        #expect(
            error.message(in: Self.strings(.german))
                == "/x/y.z kann nicht geschrieben werden: Systemfehler \(ENOTSOCK) (\(String(cString: strerror(ENOTSOCK))))"
        )
    }

    @MainActor @Test func aFolderWithoutPermissionIsWordedInGerman() {
        let error = StateFileError(.cannotOpenFolder, path: Self.path, systemError: EACCES)
        #expect(
            error.message(in: Self.strings(.german))
                == "der Ordner /x/y.z kann nicht geöffnet werden: Keine Berechtigung")
    }

    @MainActor @Test func aWrongValueNamesItsPlaceWithTheFilesOwnKey() {
        let problem = SessionContentProblem.wrongKind(
            place: SessionValuePlace(.bookmark(3), key: "savedAt"), found: .string, expected: .date)
        #expect(problem.description == "bookmark 3's savedAt is a string, not a date")
        #expect(
            problem.message(in: Self.strings(.german))
                == "„savedAt“ von Lesezeichen 3 ist eine Zeichenkette, erwartet wird ein Datum")
    }
}
