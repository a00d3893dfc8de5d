import AccountKit
import DesignSystem
import Testing

@Suite struct AccountValidatorTests {
    @Test func anOrdinaryEmailIsAcceptedWithoutSurroundingWhitespace() throws {
        #expect(try AccountValidator.email("  ada@example.com \n") == "ada@example.com")
    }

    @Test func anEmailWithLettersOutsideASCIIIsAccepted() throws {
        #expect(try AccountValidator.email("zoë@exämple.de") == "zoë@exämple.de")
    }

    @Test(arguments: [
        ("", AccountInputError.emailMissing),
        ("   ", .emailMissing),
        ("ada", .emailInvalid),
        ("ada@@example.com", .emailInvalid),
        ("@example.com", .emailInvalid),
        ("ada@example", .emailInvalid),
        ("ada@.com", .emailInvalid),
        ("ada@example.c", .emailInvalid),
        ("ada@example.c0m", .emailInvalid),
        ("ada lovelace@example.com", .emailInvalid),
    ])
    func aMalformedEmailIsRefused(input: String, expected: AccountInputError) {
        #expect(throws: expected) { try AccountValidator.email(input) }
    }

    @Test func anEmailOfTenThousandCharactersIsRefusedAsTooLong() {
        let email = String(repeating: "a", count: 9_988) + "@example.com"
        #expect(throws: AccountInputError.emailTooLong(length: 10_000)) { try AccountValidator.email(email) }
    }

    @Test func aPasswordShorterThanEightCharactersIsRefused() {
        #expect(throws: AccountInputError.passwordTooShort(length: 7)) { try AccountValidator.password("1234567") }
    }

    @Test func aPasswordOfEightUnicodeCharactersIsAccepted() {
        #expect(throws: Never.self) { try AccountValidator.password("pässwörd") }
    }

    @Test func aPasswordOfTenThousandCharactersIsRefusedAsTooLong() {
        let password = String(repeating: "x", count: 10_000)
        #expect(throws: AccountInputError.passwordTooLong(length: 10_000)) {
            try AccountValidator.password(password)
        }
    }

    @Test func aWhitespaceOnlyNameIsRefusedAsMissing() {
        #expect(throws: AccountInputError.nameMissing) { try AccountValidator.name(" \t\n ") }
    }

    @Test func aNameOfTenThousandCharactersIsRefusedAsTooLong() {
        let name = String(repeating: "n", count: 10_000)
        #expect(throws: AccountInputError.nameTooLong(length: 10_000)) { try AccountValidator.name(name) }
    }

    @Test func aUnicodeNameIsKeptAsTypedWithoutSurroundingWhitespace() throws {
        #expect(try AccountValidator.name("  Zoë Ñúñez 李雷 👩🏽‍💻 ") == "Zoë Ñúñez 李雷 👩🏽‍💻")
    }

    @Test func aConfirmationThatDiffersFromThePasswordIsRefused() {
        #expect(throws: AccountInputError.confirmationMismatch) {
            try AccountValidator.confirmation("password2", matches: "password1")
        }
    }

    @MainActor @Test func aMessageSaysWhatIsExpectedAndWhatWasFound() {
        #expect(
            AccountInputError.passwordTooShort(length: 5).message(in: .english)
                == "Password must be at least 8 characters; it has 5")
    }

    @Test func everyFormShowsTheSameSentenceForTheSameProblem() {
        #expect(AccountInputError.nameMissing.message(in: .english) == "Enter your name")
        #expect(AccountInputError.emailInvalid.message(in: .english) == "Enter a valid email address")
    }

    @MainActor @Test func aMessageIsWordedInThePersonsLanguage() {
        #expect(
            AccountInputError.passwordTooShort(length: 5).message(in: .german)
                == "Das Passwort muss mindestens 8 Zeichen lang sein; es hat 5")
    }
}
