import FlowRunner

/// The expression interpreter runs whatever a flow file writes inside `${...}`, `evalScript`,
/// `assertTrue` and `runScript` files.
/// Properties: every program ends within its step budget, in time that does not depend on how
/// long the loops it writes would run; an error is a readable message; evaluating the same
/// program twice gives the same value or the same error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpressions(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = FuzzProperty.text(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated { checkExpression(source, byteCount: count) }
    return 0
}

@MainActor
private func checkExpression(_ source: String, byteCount: Int) {
    let variables = ["NAME": "Ada", "COUNT": "3"]
    let first = FuzzProperty.inLinearTime(byteCount: byteCount, "evaluating a script") {
        outcome(of: source, variables: variables)
    }
    if case let .failure(error) = first {
        FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
    }
    let second = outcome(of: source, variables: variables)
    FuzzProperty.require(describe(first) == describe(second), "evaluating twice gave \(first) and then \(second)")
}

@MainActor
private func outcome(of source: String, variables: [String: String]) -> Result<String, FlowScriptError> {
    Result { () throws(FlowScriptError) -> String in
        try FlowScriptInterpreter().evaluate(source, variables: variables).text
    }
}

private func describe(_ outcome: Result<String, FlowScriptError>) -> String {
    switch outcome {
    case let .success(text): "value " + text
    case let .failure(error): "error " + error.message
    }
}
