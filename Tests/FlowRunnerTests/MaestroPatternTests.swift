import Testing

@testable import FlowRunner

@Suite struct MaestroPatternTests {
    private static let texts = [
        "login.email", "loginXemail", "login\nemail", "login\r\nemail", "login\u{85}email", "loginé email",
        "login.emails", "login.emai", "", "login.e\u{301}mail", "login🇫🇷email", "LOGIN.EMAIL",
    ]

    @Test(arguments: ["login.email", "login.e.ail", "....", "é.b", "a.", ".", "..", "a.b", "a\r\n.", "plain text"])
    func aPatternWithoutRegexSyntaxBeyondDotsMatchesWhatTheRegexMatches(pattern: String) throws {
        let fast = try MaestroPattern(pattern)
        let regex = try Regex(pattern)
        let lineBreaks = ["login\u{0B}email", "login\u{0C}email", "login\remail", "a\r", "a\u{0B}", "a\r\n"]
        for text in Self.texts + lineBreaks + [
            "a\u{0}", "a\n", "x", "é\u{0}b", "plain text", "aé", "éa", "é", "éé", "a\r\nb", "🇫🇷", "a🇫🇷",
        ] {
            #expect(
                try fast.matches(text) == (text.wholeMatch(of: regex) != nil), "\(pattern) on \(text.debugDescription)")
        }
    }

    @Test func aRealRegularExpressionStillWorks() throws {
        let pattern = try MaestroPattern("home\\.item\\.h[0-9]+")
        #expect(try pattern.matches("home.item.h12"))
        #expect(try !pattern.matches("homeXitem.h1"))
    }

    /// The load-time check asks `refusal(of:)` instead of compiling and dropping a pattern (the
    /// shape Swift 6.3's optimiser miscompiles, docs/miscompile/): it must refuse exactly what
    /// compiling throws, with the same message.
    @Test(arguments: [
        "plain text", "login.email", "....", "home\\.item\\.h[0-9]+", "a(b|c)*", "login.(", "((((", "*Required",
        "(a)\\1", "(?=a)a", "a*+", "\\bword\\b",
    ])
    func theLoadTimeRefusalIsWhatCompilingThrows(pattern: String) {
        var thrown: String?
        do {
            _ = try MaestroPattern(pattern)
        } catch {
            thrown = error.message
        }
        #expect(MaestroPattern.refusal(of: pattern)?.message == thrown, "\(pattern)")
    }
}
