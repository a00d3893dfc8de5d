import Testing

@testable import FlowRunner

@MainActor @Suite struct MaestroScriptInterpreterTests {
    private func value(_ source: String, _ variables: [String: String] = [:]) throws -> String {
        try MaestroScriptInterpreter().evaluate(source, variables: variables).text
    }

    private func error(_ source: String) -> String? {
        do {
            _ = try MaestroScriptInterpreter().evaluate(source, variables: [:])
            return nil
        } catch {
            return error.message
        }
    }

    @Test func literalsArithmeticAndComparisonFollowJavaScript() throws {
        #expect(try value("1 + 1") == "2")
        #expect(try value("7 % 4 * 2 - 1") == "5")
        #expect(try value("'Result is: ' + 2") == "Result is: 2")
        #expect(try value("1 + 2 + '3'") == "33")
        #expect(try value("5 == '5'") == "true")
        #expect(try value("5 === '5'") == "false")
        #expect(try value("12 < 20 && !false") == "true")
        #expect(try value("null ?? 'fallback'") == "fallback")
        #expect(try value("0 || 'x'") == "x")
        #expect(try value("1.5 * 2") == "3")
        #expect(try value("0.1 + 0.2 > 0.3") == "true")
    }

    @Test func variablesTernaryTemplatesAndMembers() throws {
        #expect(try value("NAME == 'Ada' ? `Hi ${NAME}!` : 'who?'", ["NAME": "Ada"]) == "Hi Ada!")
        #expect(try value("parseInt(A) + parseInt(B)", ["A": "2", "B": "3"]) == "5")
        #expect(try value("[1, 2, 3].length") == "3")
        #expect(try value("({field: 'value'}).field") == "value")
        #expect(try value("'abc'.length") == "3")
    }

    @Test func outputIsSharedBetweenEvaluations() throws {
        let interpreter = MaestroScriptInterpreter()
        _ = try interpreter.evaluate("output.counter = 0", variables: [:])
        _ = try interpreter.evaluate("output.counter = output.counter + 1", variables: [:])
        _ = try interpreter.evaluate("output.counter += 1", variables: [:])
        #expect(try interpreter.evaluate("output.counter", variables: [:]).text == "2")
    }

    @Test func scriptsHaveStatementsLoopsAndConsoleLog() throws {
        let interpreter = MaestroScriptInterpreter()
        let source = """
            var total = 0;
            let i = 0
            while (i < 4) { total = total + i; i = i + 1 }
            if (total > 5) { output.big = true } else { output.big = false }
            console.log('total', total)
            """
        _ = try interpreter.evaluate(source, variables: [:])
        #expect(interpreter.logged == ["total 6"])
        #expect(try interpreter.evaluate("output.big", variables: [:]).text == "true")
    }

    @Test func constructsOutsideTheSubsetAreNamed() {
        #expect(error("function f() {}") == "'function' is outside the supported JavaScript subset")
        #expect(error("for (;;) {}") == "'for' is outside the supported JavaScript subset")
        #expect(error("x++")?.contains("'++'") == true)
        #expect(error("relativePoint(1, 2)") == "relativePoint() is not a supported function")
        #expect(error("missing + 1") == "missing is not defined")
        #expect(error("missing && 1") == "missing is not defined")
    }

    @Test func anUndeclaredNameReadsAsUndefinedForDefaultsAndTypeof() throws {
        let interpreter = MaestroScriptInterpreter()
        #expect(
            try interpreter.evaluate("APP_ID || 'com.example.default'", variables: [:]).text == "com.example.default")
        #expect(try interpreter.evaluate("APP_ID ?? 'fallback'", variables: [:]).text == "fallback")
        #expect(try interpreter.evaluate("APP_ID || 'fallback'", variables: ["APP_ID": "given"]).text == "given")
        #expect(try interpreter.evaluate("typeof APP_ID", variables: [:]).text == "undefined")
    }

    @Test func badInputIsAClearErrorNeverACrashOrAHang() {
        #expect(error("1 / 0") == "division by zero")
        #expect(error("5 % 0") == "division by zero")
        #expect(error("while (true) {}")?.contains("steps (an endless loop?)") == true)
        #expect(
            error(String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500))?
                .contains("nested more than") == true)
        #expect(error("var s = 'xxxxxxxxxx'; while (true) { s = s + s }")?.contains("a string grew past") == true)
        #expect(error("'unclosed") == "a string is never closed (')")
        #expect(error("output.a.b.c") == "cannot read property 'b' of undefined")
        #expect(error("1 +") == "expected a value, found the end")
        #expect(
            error("var a = [1]; a[1] = a; output.s = a + JSON.stringify(a)")
                == "TypeError: Converting circular structure to JSON")
    }
}

/// `&&`, `||` and `??` evaluate their right side only when JavaScript does; `??` looks only for
/// null and undefined.
@MainActor @Suite struct MaestroScriptShortCircuitTests {
    private func output(after source: String) throws -> String {
        let interpreter = MaestroScriptInterpreter()
        _ = try interpreter.evaluate(source, variables: [:])
        return try interpreter.evaluate("JSON.stringify(output)", variables: [:]).text
    }

    @Test func andSkipsItsRightSideAfterAFalseLeft() throws {
        #expect(try output(after: "false && (output.ran = 1)") == "{}")
        #expect(try output(after: "0 && (output.ran = 1)") == "{}")
        #expect(try output(after: "true && (output.ran = 1)") == #"{"ran":1}"#)
    }

    @Test func orSkipsItsRightSideAfterATrueLeft() throws {
        #expect(try output(after: "true || (output.ran = 1)") == "{}")
        #expect(try output(after: "'x' || (output.ran = 1)") == "{}")
        #expect(try output(after: "false || (output.ran = 1)") == #"{"ran":1}"#)
    }

    @Test func nullishCoalescingSkipsItsRightSideAfterAValueThatIsNotNullish() throws {
        #expect(try output(after: "0 ?? (output.ran = 1)") == "{}")
        #expect(try output(after: "null ?? (output.ran = 1)") == #"{"ran":1}"#)
        #expect(try output(after: "MISSING ?? (output.ran = 1)") == #"{"ran":1}"#)
    }

    @Test func nullishCoalescingKeepsFalsyValuesThatOrReplaces() throws {
        let interpreter = MaestroScriptInterpreter()
        func value(_ source: String) throws -> String { try interpreter.evaluate(source, variables: [:]).text }
        #expect(try value("0 ?? 5") == "0")
        #expect(try value("'' ?? 5") == "")
        #expect(try value("false ?? 5") == "false")
        #expect(try value("undefined ?? 5") == "5")
        #expect(try value("0 || 5") == "5")
        #expect(try value("'' || 5") == "5")
    }
}
