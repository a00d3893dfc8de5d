import Testing

@testable import FlowRunner

/// The parser refuses a tree taller than `MaestroScriptParser.maximumTreeHeight`, so neither it nor
/// the evaluator recurses without a bound. The limit sits well below what overflows the stack:
/// a debug build's evaluator overflowed the main thread's 8 MB at about 1,300 levels of `??`.
/// These tests run on the main thread of whatever build runs them, debug included.
@MainActor @Suite struct MaestroScriptDepthLimitTests {
    private static let limit = MaestroScriptParser.maximumTreeHeight

    private func outcome(_ source: String) -> Result<String, MaestroScriptError> {
        Result { () throws(MaestroScriptError) -> String in
            try MaestroScriptInterpreter().evaluate(source, variables: [:]).text
        }
    }

    private func chain(_ terms: Int, of term: String, joinedBy operation: String) -> String {
        Array(repeating: term, count: terms).joined(separator: operation)
    }

    private func members(_ count: Int) -> String {
        "var o = {}; o.b = o; o" + String(repeating: ".b", count: count)
    }

    private func isDepthError(_ outcome: Result<String, MaestroScriptError>) -> Bool {
        guard case let .failure(error) = outcome else { return false }
        return error.message == "the expression is more than \(Self.limit) operations deep (each operator of a chain "
            + "such as a + b + c is one); split it into variables"
    }

    @Test func chainsAsTallAsTheLimitEvaluate() throws {
        #expect(try outcome(chain(Self.limit, of: "1", joinedBy: "+")).get() == "\(Self.limit)")
        #expect(try outcome(chain(Self.limit, of: "true", joinedBy: " && ")).get() == "true")
        #expect(try outcome(chain(Self.limit - 1, of: "null", joinedBy: " ?? ") + " ?? 'end'").get() == "end")
        #expect(try outcome(chain(Self.limit, of: "0", joinedBy: " || ")).get() == "0")
        // `o` is one level, each `.b` one more.
        #expect(try outcome(members(Self.limit - 1)).get() == "[object Object]")
    }

    @Test func chainsOneOperationPastTheLimitAreRefused() {
        #expect(isDepthError(outcome(chain(Self.limit + 1, of: "1", joinedBy: "+"))))
        #expect(isDepthError(outcome(chain(Self.limit + 1, of: "true", joinedBy: " && "))))
        #expect(isDepthError(outcome(chain(Self.limit + 1, of: "0", joinedBy: " || "))))
        #expect(isDepthError(outcome(members(Self.limit))))
        #expect(isDepthError(outcome("[" + chain(Self.limit + 1, of: "1", joinedBy: "*") + "]")))
    }

    /// How many tokens the parser took before refusing `source` with the depth error; `nil` when
    /// it did not refuse it so.
    private func tokensTaken(refusing source: String) -> Int? {
        var taken = 0
        do {
            _ = try MaestroScriptParser.program(source, tokensRead: &taken)
            return nil
        } catch {
            return isDepthError(.failure(error)) ? taken : nil
        }
    }

    /// Each operation of these chains is two tokens (`+ 1`, `.b`, `&& true`, `|| x`) after the
    /// first term, so refusing at the first operation past the limit takes at most
    /// 2 × (limit + 1) tokens, however long the chain: the parser's work before the refusal is
    /// counted, not timed. Reading the chains whole before refusing them would take 4,000 to
    /// 200,000 tokens.
    @Test func theChainsThatOverflowedTheStackAreRefusedAtOnce() throws {
        let chains = [
            chain(2_000, of: "1", joinedBy: "+"), "output" + String(repeating: ".b", count: 3_000),
            chain(3_000, of: "true", joinedBy: "&&"), chain(100_000, of: "x", joinedBy: "||"),
        ]
        for source in chains {
            let taken = try #require(tokensTaken(refusing: source), "\(source.prefix(12))... was not refused")
            #expect(taken <= 2 * (Self.limit + 1), "\(source.prefix(12))...: \(taken) tokens taken")
            #expect(isDepthError(outcome(source)))
        }
    }

    @Test func anEvalScriptStepWithAnOverlongChainFailsWithTheLimit() throws {
        let script = chain(2_000, of: "1", joinedBy: "+")
        let result = try runFlow("appId: com.example\n---\n- evalScript: ${\(script)}\n")
        let message = try #require(result.failure?.message)
        #expect(message.hasPrefix("Script failed: the expression is more than \(Self.limit) operations deep"))
    }
}

extension Result where Failure == MaestroScriptError {
    /// The error's message, or nil for a value.
    var failureMessage: String? {
        guard case let .failure(error) = self else { return nil }
        return error.message
    }
}
