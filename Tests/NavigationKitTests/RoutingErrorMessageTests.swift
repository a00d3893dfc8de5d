import DesignSystem
import HeadlessUI
import Testing

@testable import NavigationKit

/// A refused route's reason as a person reads it: every case worded in every language, the
/// Router's and the platform's included, and the same words in English as the logs.
struct RoutingErrorMessageTests {
    /// The type name the samples name: it stays as it is in every language.
    nonisolated private static let screen = "EditProfileViewController"

    /// One error of every case, the wrapped ones included.
    nonisolated private static let everyCase: [RoutingError] =
        [.notShown, .refused(.cannotPushNavigationController(screen))]
        + [
            NavigationError.cannotPushNavigationController(screen), .cannotPushItself, .containsThisStack(screen),
            .alreadyInStack(screen), .alreadyInContainer(screen), .interactivePopInProgress, .nothingToPop,
        ].map { .refused(.navigation($0)) }
        + [
            PresentationError.alreadyPresenting(
                presenter: "ProfileViewController", presented: "SheetViewController",
                attempted: screen),
            .notInWindowHierarchy(presenter: screen), .alreadyInHierarchy(screen), .notPresented(screen),
            .notSwipeable(screen, reason: .presentedFullScreen), .notSwipeable(screen, reason: .modalInPresentation),
            .notSwipeable(screen, reason: .delegateRefused),
        ].map { .refused(.presentation($0)) }

    /// The words of `text` of four letters or more, lower-cased, without the type names the
    /// samples give (identifiers, the same in every language).
    private static func words(of text: String) -> Set<String> {
        let typeNames = Set([screen, "ProfileViewController", "SheetViewController"].map { $0.lowercased() })
        return Set(
            text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
                .filter { $0.count >= 4 && !typeNames.contains($0) })
    }

    @MainActor @Test(arguments: everyCase)
    func inEnglishTheMessageIsTheDescription(error: RoutingError) {
        #expect(error.message(in: .english) == error.description)
    }

    @MainActor @Test(arguments: [Language.german, .arabic])
    func noReasonIsLeftInEnglish(language: Language) {
        for error in Self.everyCase {
            let message = error.message(in: language)
            let english = Self.words(of: error.description).intersection(Self.words(of: message))
            #expect(english.isEmpty, "\(error) in \(language.code): \(message)")
            #expect(!message.contains("%"), "\(error) in \(language.code): \(message)")
        }
    }

    @MainActor @Test func aScreenNoLongerShownIsWordedInGerman() {
        #expect(
            RoutingError.notShown.message(in: .german)
                == "Der Bildschirm wird nicht mehr angezeigt, also führt von dort kein Weg weiter")
    }

    @MainActor @Test func aTypeNameStaysAsItIsInEveryLanguage() {
        let error = RoutingError.refused(.presentation(.notInWindowHierarchy(presenter: Self.screen)))
        #expect(
            error.message(in: .german)
                == "Von EditProfileViewController aus kann nichts angezeigt werden: Er ist in keinem Fenster")
        #expect(error.message(in: .arabic) == "تعذّر العرض من EditProfileViewController: إنها ليست في نافذة")
    }

    @MainActor @Test func aPresentationsThreeNamesKeepTheirPlaces() {
        let error = RoutingError.refused(
            .presentation(.alreadyPresenting(presenter: "Profile", presented: "Sheet", attempted: "Editor")))
        #expect(
            error.message(in: .german)
                == "Editor kann nicht angezeigt werden: Profile zeigt bereits Sheet an; schließe das zuerst")
    }

    @MainActor @Test func theRoutersReasonIsWordedOnItsOwn() {
        let error = RouterError.navigation(.nothingToPop)
        #expect(
            error.message(in: .german) == "Zurückgehen nicht möglich: Nur der erste Bildschirm liegt auf dem Stapel")
        #expect(error.message(in: .english) == error.description)
    }
}
