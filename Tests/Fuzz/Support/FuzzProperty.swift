import Foundation

/// The properties every harness checks, and how a broken one is reported: a message on
/// standard error, then `abort()`, which libFuzzer records as a crash and saves the input for.
nonisolated enum FuzzProperty {
    /// Stops the run with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        var report = "property failed: \(message())\n"
        _ = report.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        abort()
    }

    /// Seconds any input may take however small it is, and seconds each further byte may add.
    /// Generous for a shared machine and the address sanitizer; a parser that is quadratic in
    /// its input still blows through it at the fuzzer's input sizes.
    static let fixedBudget = 0.5
    /// See `fixedBudget`.
    static let budgetPerByte = 0.000_05

    /// Runs `body` on an input of `byteCount` bytes and requires it to finish within a budget
    /// that grows linearly with the input. The time is the thread's CPU time, so a busy
    /// machine that leaves the fuzzer waiting for a core does not count against the parser.
    static func inLinearTime<Value>(byteCount: Int, _ what: String, _ body: () throws -> Value) rethrows -> Value {
        let start = cpuSeconds()
        let value = try body()
        let seconds = cpuSeconds() - start
        let budget = fixedBudget + budgetPerByte * Double(byteCount)
        require(seconds <= budget, "\(what) took \(seconds) s for \(byteCount) bytes; the budget is \(budget) s")
        return value
    }

    private static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Requires a message to say something, to stay short, and not to contradict itself the
    /// way "expected indentation of 0 spaces, found 0" does: a bare number after "found" that
    /// is also the number "expected".
    static func requireReadable(_ message: String, echoLimit: Int = 600) {
        require(!message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "an empty message")
        require(message.count <= echoLimit, "a message of \(message.count) characters: \(message.prefix(200))...")
        guard let expected = message.range(of: "expected "),
            let found = message.range(of: ", found ", range: expected.upperBound..<message.endIndex)
        else { return }
        let foundWord = message[found.upperBound...].prefix { !$0.isWhitespace && !",;()".contains($0) }
        guard !foundWord.isEmpty, foundWord.allSatisfy({ $0.isASCII && $0.isNumber }) else { return }
        let expectedWords = message[expected.upperBound..<found.lowerBound].split { $0.isWhitespace || $0 == "," }
        require(!expectedWords.contains(foundWord), "a message that contradicts itself: \(message)")
    }

    /// `message` with every "line N" reference moved up by `shift` lines, so an error read
    /// from a file with lines added on top can be compared with the original's.
    static func lineReferences(in message: String, shiftedBy shift: Int) -> String {
        var result = ""
        var rest = Substring(message)
        while let mention = rest.range(of: "line ") {
            result += rest[..<mention.upperBound]
            rest = rest[mention.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits) {
                result += String(number - shift)
                rest = rest.dropFirst(digits.count)
            }
        }
        return result + rest
    }

    /// The input as text: valid UTF-8 as is, anything else with replacement characters, since
    /// the parsers under test take text that came from files, links or the command line.
    static func text(_ data: UnsafeRawBufferPointer) -> String {
        String(decoding: data, as: UTF8.self)
    }
}
