import DesignSystem
import Testing

@testable import PreLoginModule

@Suite struct CredentialValidatorTests {
    @Test func anOrdinaryEmailIsAcceptedWithoutSurroundingWhitespace() throws {
        #expect(try CredentialValidator.email("  ada@example.com \n") == "ada@example.com")
    }

    @Test func anEmailWithLettersOutsideASCIIIsAccepted() throws {
        #expect(try CredentialValidator.email("zoë@exämple.de") == "zoë@exämple.de")
    }

    @Test(arguments: [
        ("", ValidationFailure.emailMissing),
        ("   ", .emailMissing),
        ("ada", .emailMissingAtSign),
        ("ada@@example.com", .emailHasSeveralAtSigns),
        ("@example.com", .emailMissingLocalPart),
        ("ada@example", .emailMalformedDomain),
        ("ada@.com", .emailMalformedDomain),
        ("ada@example.c", .emailMalformedDomain),
        ("ada@example.c0m", .emailMalformedDomain),
        ("ada lovelace@example.com", .emailContainsWhitespace),
    ])
    func aMalformedEmailIsRefusedWithItsReason(input: String, expected: ValidationFailure) {
        #expect(throws: expected) { try CredentialValidator.email(input) }
    }

    @Test func anEmailOfTenThousandCharactersIsRefusedAsTooLong() {
        let email = String(repeating: "a", count: 9_988) + "@example.com"
        #expect(throws: ValidationFailure.emailTooLong(length: 10_000)) { try CredentialValidator.email(email) }
    }

    @Test func aPasswordShorterThanEightCharactersIsRefused() {
        #expect(throws: ValidationFailure.passwordTooShort(length: 7)) { try CredentialValidator.password("1234567") }
    }

    @Test func aPasswordOfEightUnicodeCharactersIsAccepted() {
        #expect(throws: Never.self) { try CredentialValidator.password("pässwörd") }
    }

    @Test func aPasswordOfTenThousandCharactersIsRefusedAsTooLong() {
        let password = String(repeating: "x", count: 10_000)
        #expect(throws: ValidationFailure.passwordTooLong(length: 10_000)) {
            try CredentialValidator.password(password)
        }
    }

    @Test func aWhitespaceOnlyNameIsRefusedAsMissing() {
        #expect(throws: ValidationFailure.nameMissing) { try CredentialValidator.name(" \t\n ") }
    }

    @Test func aNameOfTenThousandCharactersIsRefusedAsTooLong() {
        let name = String(repeating: "n", count: 10_000)
        #expect(throws: ValidationFailure.nameTooLong(length: 10_000)) { try CredentialValidator.name(name) }
    }

    @Test func aUnicodeNameIsKeptAsTypedWithoutSurroundingWhitespace() throws {
        #expect(try CredentialValidator.name("  Zoë Ñúñez 李雷 👩🏽‍💻 ") == "Zoë Ñúñez 李雷 👩🏽‍💻")
    }

    @Test func aConfirmationThatDiffersFromThePasswordIsRefused() {
        #expect(throws: ValidationFailure.confirmationMismatch) {
            try CredentialValidator.confirmation("password2", matches: "password1")
        }
    }

    @MainActor @Test func aMessageSaysWhatIsExpectedAndWhatWasFound() {
        #expect(
            ValidationFailure.passwordTooShort(length: 5).message(in: PreLoginStrings.strings(in: .english))
                == "Password must be at least 8 characters; it has 5.")
    }

    @MainActor @Test func aMessageIsWordedInThePersonsLanguage() {
        #expect(
            ValidationFailure.passwordTooShort(length: 5).message(in: PreLoginStrings.strings(in: .german))
                == "Das Passwort muss mindestens 8 Zeichen lang sein; es hat 5.")
    }
}
