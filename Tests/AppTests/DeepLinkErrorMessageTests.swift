import DesignSystem
import Testing

@testable import App
@testable import SessionStore

/// Every refusal worded from App's String Catalog: in English as the logs say it, in German and
/// Arabic in their own words.
@MainActor
struct DeepLinkErrorMessageTests {
    /// One refusal of every kind the parser gives.
    nonisolated private static let everyRefusal: [DeepLinkError] = [
        .tooLong(length: 2_049, limit: 2_048), .malformed("not a link"),
        .wrongScheme(found: "https", expected: "example"), .unknownHost("settings"),
        .unknownPath(host: "home", path: "/feed"), .invalidItemID("h1'"), .invalidQuery(.notTaken(host: "home")),
        .invalidQuery(.onlySearchTaken), .invalidQuery(.invalidPercentEncoding),
        .invalidQuery(.searchTooLong(byteCount: 513, limit: 512)),
    ]

    @Test(arguments: everyRefusal)
    func inEnglishTheReasonIsTheDescription(error: DeepLinkError) {
        #expect(error.message(in: .english) == error.description)
    }

    @Test(arguments: [Language.german, .arabic])
    func everyReasonIsWordedInTheLanguage(language: Language) {
        for error in Self.everyRefusal {
            let message = error.message(in: language)
            #expect(message != error.description, "\(error) in \(language.code)")
            #expect(!message.contains("%"), "\(error) in \(language.code): \(message)")
        }
    }

    @Test func whatTheLinkHoldsIsQuotedShortInEveryLanguage() {
        let host = String(repeating: "h", count: 1_500)
        for language in [Language.english, .german, .arabic] {
            #expect(DeepLinkError.unknownHost(host).message(in: language).count <= 200)
            #expect(DeepLinkError.invalidQuery(.notTaken(host: host)).message(in: language).count <= 200)
        }
    }

    @Test func aSearchLimitIsWordedWithBothNumbersInGerman() {
        #expect(
            DeepLinkError.invalidQuery(.searchTooLong(byteCount: 513, limit: 512)).message(in: .german)
                == "Ungültige Abfrage: Der Suchtext ist 513 Byte lang; erlaubt sind höchstens 512")
    }
}
