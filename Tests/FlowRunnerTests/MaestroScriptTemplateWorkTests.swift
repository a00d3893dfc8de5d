import Testing

@testable import FlowRunner

/// Nested template literals read their `${...}` sources once per level; a long program cannot
/// make that its length times its depth, while short nesting of any depth the parser allows
/// still evaluates.
@MainActor @Suite struct MaestroScriptTemplateWorkTests {
    /// `core` inside `levels` template literals, each holding the next in its `${...}`.
    private func nested(_ core: String, levels: Int) -> String {
        var source = core
        for _ in 0..<levels { source = "`${" + source + "}`" }
        return source
    }

    private func evaluate(_ source: String) -> Result<String, MaestroScriptError> {
        Result { () throws(MaestroScriptError) -> String in
            try MaestroScriptInterpreter().evaluate(source, variables: [:]).text
        }
    }

    @Test func aLongProgramNestedDeepIsRefusedBeforeItIsReadOverAndOver() {
        let core = "'" + String(repeating: "x", count: 100_000) + "'"
        let outcome = evaluate(nested(core, levels: 20) + ".length")
        #expect(
            outcome.failureMessage
                == "the template literals nest too deep for their length (each level reads its '${...}' again); "
                + "split the expression into variables")
    }

    @Test func aLongProgramNestedAFewLevelsEvaluates() throws {
        let core = "'" + String(repeating: "x", count: 100_000) + "'"
        #expect(try evaluate(nested(core, levels: 3) + ".length").get() == "100000")
    }

    @Test func shortNestingAsDeepAsTheParserAllowsEvaluates() throws {
        #expect(try evaluate(nested("'x'", levels: 20)).get() == "x")
    }
}
