import Testing

@testable import FlowRunner

/// An array or object that holds itself is written once, as JavaScript writes it, and any
/// value is written in work bounded by the text it makes.
@MainActor @Suite struct MaestroScriptCycleTests {
    private let interpreter = MaestroScriptInterpreter()

    private func outcome(_ source: String) -> Result<String, MaestroScriptError> {
        Result { () throws(MaestroScriptError) -> String in
            try interpreter.evaluate(source, variables: [:]).text
        }
    }

    @Test func jsonStringifyRefusesAValueThatHoldsItselfWithJavaScriptsTypeError() {
        let message = "TypeError: Converting circular structure to JSON"
        #expect(outcome("var a = [1]; a[1] = a; JSON.stringify(a)").failureMessage == message)
        #expect(outcome("var o = {x: 1}; o.self = o; JSON.stringify(o)").failureMessage == message)
        #expect(outcome("var o = {}; o.list = [o]; JSON.stringify({top: o})").failureMessage == message)
    }

    @Test func aValueSharedTwiceWithoutACycleIsNotCircular() throws {
        #expect(outcome("var a = [1]; JSON.stringify([a, a])").failureMessage == nil)
        #expect(try outcome("var a = [1]; JSON.stringify([a, a])").get() == "[[1],[1]]")
        #expect(try outcome("var a = [1]; String([a, a])").get() == "1,1")
    }

    @Test func joiningAnArrayThatHoldsItselfWritesTheRecurrenceAsEmpty() throws {
        #expect(try outcome("var a = [1]; a[1] = a; '' + a").get() == "1,")
        #expect(try outcome("var a = [1]; a[1] = a; String(a)").get() == "1,")
        #expect(try outcome("var a = [1]; a[1] = a; `${a}!`").get() == "1,!")
        #expect(try outcome("var a = [1, [2]]; a[1][1] = a; '' + a").get() == "1,2,")
    }

    @Test func consoleLogMarksTheRecurrenceAsCircular() throws {
        _ = try outcome("var a = [1]; a[1] = a; console.log(a)").get()
        #expect(interpreter.logged == ["1,[Circular]"])
    }

    /// The printer counts each piece it writes against its limit, an empty piece as one byte.
    /// Given a limit of exactly the text it makes, it writes the array that holds itself twice in
    /// no more pieces than that: the work is counted, not timed. A walk that followed the
    /// recurrences before noticing them would write a comma at every level on the way back.
    @Test func anArrayHoldingItselfTwiceEndsAtOnce() throws {
        let source = "var a = []; a[0] = a; a[1] = a; "
        let array = try interpreter.evaluate(source + "a", variables: [:])
        #expect(try MaestroScriptPrinter.text(of: array, style: .string, limit: 1) == ",")
        #expect(try MaestroScriptPrinter.text(of: array, style: .console, limit: 21) == "[Circular],[Circular]")
        #expect(throws: MaestroScriptError("TypeError: Converting circular structure to JSON")) {
            try MaestroScriptPrinter.text(of: array, style: .json, limit: 1)
        }
        #expect(try outcome(source + "'' + a").get() == ",")
        #expect(try outcome(source + "String(a)").get() == ",")
        #expect(
            outcome(source + "JSON.stringify(a)").failureMessage == "TypeError: Converting circular structure to JSON")
        _ = try outcome(source + "console.log(a)").get()
        #expect(interpreter.logged == ["[Circular],[Circular]"])
    }

    @Test func aValueThatDoublesAtEachLevelStopsAtTheStringLimit() {
        let source =
            "var s = 'x'; while (s.length < 4096) { s = s + s } "
            + "var a = [s, s]; var i = 0; while (i < 40) { a = [a, a]; i = i + 1 } "
        let message = "a string grew past \(MaestroScriptInterpreter.maximumStringLength) bytes"
        #expect(outcome(source + "'' + a").failureMessage == message)
        #expect(outcome(source + "JSON.stringify(a)").failureMessage == message)
        #expect(outcome(source + "console.log(a)").failureMessage == message)
    }

    @Test func aValueNestedDeeperThanThePrinterGoesIsRefused() {
        let source = "var a = []; var i = 0; while (i < 1000) { a = [a]; i = i + 1 } "
        let message =
            "a value is nested more than \(MaestroScriptPrinter.maximumNesting) levels deep to be written as text"
        #expect(outcome(source + "'' + a").failureMessage == message)
        #expect(outcome(source + "JSON.stringify(a)").failureMessage == message)
    }

    @Test func jsonStringifyWritesJSON() throws {
        #expect(
            try outcome(#"JSON.stringify({b: [1, null, undefined], a: "q\"\\\n", u: undefined})"#).get()
                == #"{"a":"q\"\\\n","b":[1,null,null]}"#)
        #expect(try outcome("typeof JSON.stringify(undefined)").get() == "undefined")
    }
}
