import Testing

@testable import FlowRunner

/// A script may hold at most its memory budget of strings, arrays and objects at once
/// (`MaestroScriptInterpreter.defaultMemoryBudget`); past it, the script fails with a message
/// instead of taking the machine's memory. What it makes and drops does not count.
@MainActor @Suite struct MaestroScriptMemoryTests {
    /// A string of 524,288 bytes, made in 19 steps.
    private static let halfMegabyte = "var big = 'x'; while (big.length < 500000) { big = big + big } "

    private static let budgetMessage =
        "the script holds more than 64 MB of strings, arrays and objects (its memory budget); "
        + "keep fewer or smaller values"

    private func outcome(_ source: String, budget: Int = MaestroScriptInterpreter.defaultMemoryBudget) -> Result<
        String, MaestroScriptError
    > {
        Result { () throws(MaestroScriptError) -> String in
            try MaestroScriptInterpreter(memoryBudget: budget).evaluate(source, variables: [:]).text
        }
    }

    @Test func keepingTwoHundredHalfMegabyteStringsFailsAtTheBudget() {
        let source =
            Self.halfMegabyte + "var kept = []; var i = 0; while (i < 200) { kept[i] = big + i; i = i + 1 } 'done'"
        #expect(outcome(source).failureMessage == Self.budgetMessage)
    }

    /// The steps `source` took, up to its end or to the limit that stopped it, and how it ended.
    private func steps(of source: String) -> (steps: Int, failure: String?) {
        let interpreter = MaestroScriptInterpreter()
        let failure = Result { () throws(MaestroScriptError) in
            try interpreter.evaluate(source, variables: [:])
        }.failureMessage
        return (interpreter.steps, failure)
    }

    /// All 20,000 elements would be 10 GB. What a script holds stays below 17/16 of its budget,
    /// 136 of these strings, so the literal stops by its 137th element; the elements it evaluated
    /// are counted in steps, not timed.
    @Test func twentyThousandHalfMegabyteStringsInOneArrayLiteralStopAtTheBudget() {
        let items = (0..<20_000).map { "big + \($0)" }.joined(separator: ", ")
        let stepsBeforeTheFirst = steps(of: Self.halfMegabyte + "var kept = []; 'done'").steps
        let stepsPerElement = steps(of: Self.halfMegabyte + "var kept = [big + 0]; 'done'").steps - stepsBeforeTheFirst
        let run = steps(of: Self.halfMegabyte + "var kept = [\(items)]; 'done'")
        #expect(run.failure == Self.budgetMessage)
        let evaluated = (run.steps - stepsBeforeTheFirst) / stepsPerElement
        let stringSize = 524_288
        #expect(evaluated <= 17 * MaestroScriptInterpreter.defaultMemoryBudget / 16 / stringSize + 1, "\(evaluated)")
    }

    @Test func stringsHeldAsArgumentsOrOperandsCount() {
        let arguments = (0..<200).map { "big + \($0)" }.joined(separator: ", ")
        #expect(outcome(Self.halfMegabyte + "Math.max(\(arguments))").failureMessage == Self.budgetMessage)
        let object = (0..<200).map { "k\($0): big + \($0)" }.joined(separator: ", ")
        #expect(outcome(Self.halfMegabyte + "var o = {\(object)}; 1").failureMessage == Self.budgetMessage)
    }

    @Test func outputKeptBetweenStepsCountsAgainstTheBudget() throws {
        let interpreter = MaestroScriptInterpreter(memoryBudget: 4 * 1_048_576)
        _ = try interpreter.evaluate(Self.halfMegabyte + "output.kept = []; 1", variables: [:])
        var failure: String?
        for round in 0..<20 where failure == nil {
            do {
                _ = try interpreter.evaluate(
                    Self.halfMegabyte + "output.kept[\(round)] = big + \(round)", variables: [:])
            } catch {
                failure = error.message
            }
        }
        #expect(failure?.hasPrefix("the script holds more than 4 MB") == true)
    }

    @Test func stringsMadeAndDroppedDoNotCount() throws {
        // 400 strings of half a megabyte made one after another: 200 MB made, one kept at a time.
        let source =
            Self.halfMegabyte + "var part = big; var kept = ''; var i = 0; "
            + "while (i < 400) { kept = part + i; i = i + 1 } kept.length > 0"
        #expect(try outcome(source, budget: 4 * 1_048_576).get() == "true")
    }

    @Test func oneStringKeptInManySlotsCountsOnce() throws {
        let source = Self.halfMegabyte + "var kept = []; var i = 0; while (i < 4000) { kept[i] = big; i = i + 1 } 'ok'"
        #expect(try outcome(source, budget: 4 * 1_048_576).get() == "ok")
    }

    @Test func aSmallerBudgetIsNamedInTheMessage() {
        let source = Self.halfMegabyte + "var kept = [big + 1, big + 2, big + 3]; 'done'"
        #expect(outcome(source, budget: 1_048_576).failureMessage?.hasPrefix("the script holds more than 1 MB") == true)
        #expect(outcome(source, budget: 4 * 1_048_576).failureMessage == nil)
    }

    @Test func aValueNestedThousandsDeepIsMeasuredAndReleasedWithoutOverflowingTheStack() {
        let source = "var a = []; while (true) { a = [a] }"
        #expect(outcome(source, budget: 1_048_576).failureMessage != nil)
        #expect(outcome(source).failureMessage?.contains("steps (an endless loop?)") == true)
    }
}
