import FlowRunner

/// The expression interpreter runs whatever a flow file writes inside `${...}`, `evalScript`,
/// `assertTrue` and `runScript` files.
/// Properties: every program ends within its step budget, in time that does not depend on how
/// long the loops it writes would run, and within its memory budget (`fuzz.sh` gives this
/// target a tighter memory limit than the others, and a process past it is a crash); an error
/// is a readable message; evaluating the same program twice gives the same value or the same
/// error; with a smaller memory budget a program gives the same outcome or fails cleanly,
/// with the budget's message, leaving the interpreter usable; and the program followed by a
/// chain of 300 additions, deeper than the parser's limit, is refused without exhausting the
/// stack.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpressions(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = FuzzProperty.text(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated { checkExpression(source, byteCount: count) }
    return 0
}

/// The memory budget of the second interpreter: small enough for a fuzzed program to reach.
private let smallBudget = 1_048_576

@MainActor
private func checkExpression(_ source: String, byteCount: Int) {
    let variables = ["NAME": "Ada", "COUNT": "3"]
    let first = FuzzProperty.inLinearTime(byteCount: byteCount, "evaluating a script") {
        outcome(of: source, variables: variables, in: MaestroScriptInterpreter())
    }
    if case let .failure(error) = first {
        FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
    }
    let second = outcome(of: source, variables: variables, in: MaestroScriptInterpreter())
    FuzzProperty.require(describe(first) == describe(second), "evaluating twice gave \(first) and then \(second)")
    checkSmallBudget(source, variables: variables, expected: first)
    checkDepthLimit(source, variables: variables)
}

/// The program in brackets, followed by 300 `+ 1`: deeper than the parser's limit whatever
/// the program is (a chain an interpreter without the limit would evaluate), so it is always
/// refused, and never by exhausting the stack.
@MainActor
private func checkDepthLimit(_ source: String, variables: [String: String]) {
    let chain = "(" + source + "\n)" + String(repeating: "+1", count: 300)
    let deep = FuzzProperty.inLinearTime(byteCount: chain.utf8.count, "evaluating a chain of 300 additions") {
        outcome(of: chain, variables: variables, in: MaestroScriptInterpreter())
    }
    guard case let .failure(error) = deep else {
        FuzzProperty.require(false, "a chain of 300 additions was evaluated: \(deep)")
        return
    }
    FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
}

/// With a budget of a megabyte the program gives what it gave with the default budget, or
/// fails with the budget's message; either way the interpreter evaluates the next script.
@MainActor
private func checkSmallBudget(
    _ source: String, variables: [String: String], expected: Result<String, MaestroScriptError>
) {
    let interpreter = MaestroScriptInterpreter(memoryBudget: smallBudget)
    let small = outcome(of: source, variables: variables, in: interpreter)
    if case let .failure(error) = small, error.message.hasPrefix("the script holds more than") {
        FuzzProperty.require(
            error.message.hasPrefix("the script holds more than 1 MB of strings, arrays and objects"),
            "a memory error that names another budget: \(error.message)")
    } else if !isTimeDependent(source) {
        FuzzProperty.require(
            describe(small) == describe(expected), "a smaller memory budget gave \(small) instead of \(expected)")
    }
    let next = outcome(of: "1 + 1", variables: [:], in: interpreter)
    FuzzProperty.require(describe(next) == "value 2", "after \(small), the interpreter gave \(next) for 1 + 1")
}

/// Whether a program reads the clock or random numbers, whose value may differ between runs.
private func isTimeDependent(_ source: String) -> Bool {
    source.contains("Date") || source.contains("random")
}

@MainActor
private func outcome(of source: String, variables: [String: String], in interpreter: MaestroScriptInterpreter)
    -> Result<String, MaestroScriptError>
{
    Result { () throws(MaestroScriptError) -> String in
        try interpreter.evaluate(source, variables: variables).text
    }
}

private func describe(_ outcome: Result<String, MaestroScriptError>) -> String {
    switch outcome {
    case let .success(text): "value " + text
    case let .failure(error): "error " + error.message
    }
}
