/// A `text` or `id` pattern of a selector: a regular expression that must match the whole
/// string. Patterns that mean the same as plain text, or as plain text with `.` for any one
/// character (the dotted ids `login.email`, `home.item.h1`), are matched without a regular
/// expression: compiling one cost more than the rest of a flow step together. The others are
/// matched by `MaestroLinearRegex`, in time linear in the text, so no pattern can backtrack for
/// hours; a pattern that needs backtracking (a backreference, lookaround) is refused as not
/// supported. A pattern that is no valid regular expression is matched as its literal text, as
/// Maestro's `toRegexSafe` matches it (`Sign in (beta`, `*Required`).
struct MaestroPattern {
    private enum Kind {
        case literal(String)
        /// Plain characters, where `.` stands for any one character except a line break, as
        /// it does in a regular expression; with their bytes when all are ASCII, as identifiers
        /// are, to be matched byte against byte.
        case dotted([Character], ascii: [UInt8]?)
        case regex(MaestroLinearRegex)
    }

    private let kind: Kind
    private let source: String

    /// The characters with a meaning in a regular expression, as bytes: looking them up as
    /// characters in a string cost as much as the rest of a step.
    private static let specialBytes = Set("\\^$.|?*+()[]{}".utf8)

    /// How a pattern is matched, decided from its text alone.
    private enum Form {
        case literal
        case dotted
        case regex
    }

    /// Compiles `pattern`.
    ///
    /// - Throws: `FlowFileStepFailure` when the regular expression uses a construct that cannot be
    ///   matched in linear time.
    init(_ pattern: String) throws(FlowFileStepFailure) {
        source = pattern
        switch Self.form(of: pattern) {
        case .literal: kind = .literal(pattern)
        case .dotted:
            // CR is left to the characters: before LF, the two are one character.
            let ascii = pattern.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
            kind = .dotted(Array(pattern), ascii: ascii ? Array(pattern.utf8) : nil)
        case .regex: kind = .regex(try Self.linearRegex(pattern))
        }
    }

    /// What `init` throws for `pattern`, or `nil` when it would compile: the load-time check
    /// (`FlowFileReferenceCheck`), which keeps no pattern it compiles.
    ///
    /// Builds no matcher for a literal or dotted pattern. One built only to be dropped is what
    /// Swift 6.3's optimiser miscompiles: inlined where the result is unused, `Array(pattern)`
    /// frees its buffer before writing the characters into it, and a release build crashed on
    /// every flow file it loaded (docs/miscompile/README.md).
    static func refusal(of pattern: String) -> FlowFileStepFailure? {
        guard form(of: pattern) == .regex else { return nil }
        do {
            // Dropped as well, but it holds no array built by `Array(_:)` and never read: the
            // parser reads its characters, and the instructions are appended one by one.
            _ = try linearRegex(pattern)
            return nil
        } catch {
            return error
        }
    }

    private static func form(of pattern: String) -> Form {
        let specials = pattern.utf8.filter(specialBytes.contains)
        if specials.isEmpty { return .literal }
        if specials.allSatisfy({ $0 == UInt8(ascii: ".") }) { return .dotted }
        // An invalid regular expression is matched as its literal text.
        return (try? Regex(pattern)) == nil ? .literal : .regex
    }

    private static func linearRegex(_ pattern: String) throws(FlowFileStepFailure) -> MaestroLinearRegex {
        do {
            return try MaestroLinearRegexParser.parse(pattern)
        } catch {
            throw FlowFileStepFailure(
                message:
                    "NOT SUPPORTED: regular expression '\(pattern)' uses \(error.construct), which needs "
                    + "backtracking; selectors may use characters, classes, groups, alternation, quantifiers and "
                    + "^ $, which match in time linear in the text")
        }
    }

    /// The automaton a regular expression is matched with; `nil` for a pattern matched as plain
    /// or dotted text, one comparison a character.
    var automaton: MaestroLinearRegex? {
        guard case let .regex(regex) = kind else { return nil }
        return regex
    }

    /// Whether the pattern matches all of `text`.
    ///
    /// - Throws: `FlowFileStepFailure` when a regular expression would take more than
    ///   `MaestroLinearRegex.stepBudget` steps on `text`.
    func matches(_ text: String) throws(FlowFileStepFailure) -> Bool {
        switch kind {
        case let .literal(literal): text == literal
        case let .dotted(pattern, ascii): Self.matches(text, dotted: pattern, ascii: ascii)
        case let .regex(regex): try regex.wholeMatches(text, pattern: source)
        }
    }

    /// Each character of an ASCII pattern stands for one character of at least one byte: a text
    /// of fewer bytes cannot match; one of as many bytes matches only if each is ASCII, so it is
    /// compared byte against byte; a longer one only if some characters take several bytes.
    private static func matches(_ text: String, dotted pattern: [Character], ascii: [UInt8]?) -> Bool {
        guard let ascii else { return matchesByCharacter(text, dotted: pattern) }
        let length = text.utf8.count
        guard length <= ascii.count else {
            return !isASCII(text) && matchesByCharacter(text, dotted: pattern)
        }
        guard length == ascii.count else { return false }
        // Every node's identifier is compared on every lookup: reading a native string's bytes
        // in place costs a fraction of walking its UTF-8 view beside the pattern's.
        let same = text.utf8.withContiguousStorageIfAvailable { bytes in
            ascii.withUnsafeBufferPointer { matches(bytes, dotted: $0) }
        }
        return same ?? matches(Array(text.utf8), dotted: ascii)
    }

    /// Whether `bytes`, as many as the pattern's, are ASCII and match it byte against byte.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, dotted pattern: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        for index in 0..<min(bytes.count, pattern.count) {
            let byte = bytes[index]
            let wanted = pattern[index]
            guard byte < 0x80 else { return false }
            let same = wanted == UInt8(ascii: ".") ? !isLineBreak(byte) : wanted == byte
            guard same else { return false }
        }
        return bytes.count == pattern.count
    }

    /// The same, for a string that does not lend its bytes (one bridged from Objective-C).
    private static func matches(_ bytes: [UInt8], dotted pattern: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in pattern.withUnsafeBufferPointer { matches(bytes, dotted: $0) } }
    }

    /// Whether every byte of `text` is ASCII, read in place when the string allows it.
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } }
            ?? !text.utf8.contains { $0 >= 0x80 }
    }

    /// The ASCII characters `Character.isNewline` calls line breaks: LF, VT, FF and CR.
    private static func isLineBreak(_ byte: UInt8) -> Bool {
        (0x0A...0x0D).contains(byte)
    }

    private static func matchesByCharacter(_ text: String, dotted pattern: [Character]) -> Bool {
        var expected = pattern.makeIterator()
        for character in text {
            guard let wanted = expected.next() else { return false }
            let same = wanted == "." ? !character.isNewline : wanted == character
            guard same else { return false }
        }
        return expected.next() == nil
    }
}
