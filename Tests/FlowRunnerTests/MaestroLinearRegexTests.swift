import Testing

@testable import FlowRunner

/// Selector patterns are matched in time linear in the text, with the meaning Swift's `Regex`
/// gives them, over the whole text.
@Suite struct MaestroLinearRegexTests {
    private func matches(_ pattern: String, _ text: String) throws -> Bool {
        try MaestroPattern(pattern).matches(text)
    }

    /// The automaton's steps, each a live state at a character, are counted against a budget;
    /// given one step per instruction and character, each match must end within it, where a
    /// backtracking matcher would take 2^41 steps or more. The work is counted, not timed.
    @Test func catastrophicPatternsEndAtOnce() throws {
        let fortyOneAs = String(repeating: "a", count: 41)
        let cases = [
            ("(a+)+b", fortyOneAs, false), ("(a|a)*b", fortyOneAs, false), ("(a*)*b", fortyOneAs, false),
            ("(.*a){20}b", fortyOneAs, false), ("(a|aa)+b", String(repeating: "a", count: 5_000), false),
            ("(a+)+", fortyOneAs, true),
        ]
        for (pattern, text, matches) in cases {
            let regex = try #require(try MaestroPattern(pattern).automaton, "\(pattern) is not run by the automaton")
            let linear = regex.instructions.count * text.count
            #expect(try regex.wholeMatches(text, pattern: pattern, budget: linear) == matches, "\(pattern)")
        }
    }

    @Test func aMatchThatWouldTakeMoreThanItsBudgetIsAnError() throws {
        let regex = try MaestroLinearRegexParser.parse("(a?){500}a{500}")
        let text = String(repeating: "a", count: 1_000)
        #expect(try regex.wholeMatches(text, pattern: "p", budget: 1_000_000))
        #expect(throws: FlowFileStepFailure.self) { try regex.wholeMatches(text + "a", pattern: "p", budget: 100_000) }
        do {
            _ = try regex.wholeMatches(text, pattern: "(a?){500}a{500}", budget: 100_000)
            Issue.record("the match ended within a budget too small for it")
        } catch {
            #expect(
                error.message
                    == "Matching the regular expression '(a?){500}a{500}' against a text of 1000 characters "
                    + "takes more than 100000 steps")
        }
    }

    @Test func aPatternMustMatchTheWholeTextNotAPart() throws {
        for text in ["Log in now", "Please Log in", "Log in", "xLog inx"] {
            #expect(try matches("Log [i]n", text) == (text == "Log in"), "\(text)")
            #expect(try matches("L[o]g|Log in", text) == (text == "Log in"), "\(text)")
            #expect(try matches("(Log in)?", text) == (text == "Log in"), "\(text)")
        }
        #expect(try !matches("[a-z]+", "abc1"))
        #expect(try !matches("\\d", "12"))
        #expect(try matches("\\d+", "12"))
    }

    @Test(arguments: [
        ("(a)\\1", "a backreference or octal escape (\\1)"),
        ("(?=a)a", "lookahead"),
        ("(?<n>a)\\k<n>", "a backreference (\\k)"),
        ("(?>a)", "an atomic group"),
        ("a*+", "a possessive quantifier"),
        ("\\bword\\b", "a word boundary (\\b)"),
        ("(?i)log in", "inline options or a special group"),
        ("\\Qa.b\\E", "quoting (\\Q...\\E)"),
    ])
    func aPatternThatNeedsBacktrackingIsRefusedNamingWhatItUses(pattern: String, construct: String) {
        #expect(throws: FlowFileStepFailure.self) { try MaestroPattern(pattern) }
        do {
            _ = try MaestroPattern(pattern)
        } catch {
            #expect(error.message.hasPrefix("NOT SUPPORTED: regular expression '\(pattern)' uses \(construct), "))
        }
    }

    @Test func anInvalidPatternIsMatchedAsItsLiteralText() throws {
        let pattern = try MaestroPattern("login.(")
        #expect(try pattern.matches("login.("))
        #expect(try !pattern.matches("loginX("))
    }

    /// Random patterns and texts over characters where Swift's rules are subtle (combining
    /// marks, "\r\n", line breaks for `.`): the linear matcher agrees with `Regex` on each.
    @Test func randomPatternsMatchWhatSwiftsRegexMatches() throws {
        var generator = SeededGenerator(seed: 7)
        let alphabet = ["a", "b", "1", "é", "e\u{301}", "\n", "\r\n", "-", "{"]
        var compared = 0
        for _ in 0..<400 {
            let pattern = Self.randomPattern(depth: 0, using: &generator)
            guard let regex = try? Regex(pattern), let linear = try? MaestroPattern(pattern) else { continue }
            for _ in 0..<12 {
                let count = Int.random(in: 0...6, using: &generator)
                let text = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined()
                let expected = text.wholeMatch(of: regex) != nil
                #expect(try linear.matches(text) == expected, "\(pattern.debugDescription) on \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared > 3_000)
    }

    private static func randomPattern(depth: Int, using generator: inout SeededGenerator) -> String {
        let atoms = [
            "a", "b", ".", "[ab]", "[^a]", "\\d", "\\w", "\\s", "é", "e\u{301}", "\\.", "\\-", "[a-c1]", "{", "}",
            "\\n", "\\R", "^", "$",
        ]
        let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "{,2}"]
        var pattern = ""
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            var atom = atoms.randomElement(using: &generator)!
            if depth < 2, Int.random(in: 0..<4, using: &generator) == 0 {
                let left = randomPattern(depth: depth + 1, using: &generator)
                let right = randomPattern(depth: depth + 1, using: &generator)
                atom = Bool.random(using: &generator) ? "(\(left)|\(right))" : "(?:\(left))"
            }
            if atom != "^", atom != "$" { atom += quantifiers.randomElement(using: &generator)! }
            pattern += atom
        }
        return pattern
    }
}

/// A flow whose selector backtracks for hours in a backtracking engine fails on its assertion:
/// a selector's pattern is matched by the automaton, whose work `catastrophicPatternsEndAtOnce`
/// counts.
@MainActor @Suite struct FlowCatastrophicSelectorTests {
    @Test func assertVisibleWithANestedQuantifierAgainstFortyOneTypedLettersEndsAtOnce() throws {
        let letters = String(repeating: "a", count: 41)
        let result = try runFlow(
            """
            - launchApp
            - tapOn: "Log in"
            - tapOn: {id: "login.email"}
            - inputText: \(letters)
            - assertVisible: "(a+)+b"
            """)
        #expect(result.failure?.message == "Assertion is false: \"(a+)+b\" is visible")
    }

    /// Swift's own reader refuses 63 nested groups and more, so a selector's pattern never gets
    /// this deep; the linear reader keeps its own bound all the same, as it recurses per group.
    @Test func groupsNestedAsDeepAsTheLimitAreReadAndOneLevelMoreIsRefused() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth) + "+"
        }
        let depth = MaestroLinearRegexParser.maximumGroupDepth
        let deepest = try MaestroLinearRegexParser.parse(nested(depth))
        #expect(try deepest.wholeMatches("aaa", pattern: nested(depth)))
        for deeper in [depth + 1, 10_000] {
            #expect {
                try MaestroLinearRegexParser.parse(nested(deeper))
            } throws: { error in
                (error as? MaestroLinearRegexParser.Unsupported)?.construct == "groups nested more than \(depth) deep"
            }
        }
    }
}
