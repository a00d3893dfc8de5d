import AccountKit
import Testing

@Suite struct DisplayNameTests {
    @Test(arguments: [
        ("ada.lovelace@example.com", "Ada Lovelace"),
        ("grace_hopper+news@example.com", "Grace Hopper News"),
        ("élodie-durand@example.fr", "Élodie Durand"),
        ("linus@example.com", "Linus"),
        ("..@example.com", ".."),
    ])
    func theNameComesFromTheWordsBeforeTheAtSign(email: String, expected: String) {
        #expect(DisplayName.derived(fromEmail: email) == expected)
    }
}
