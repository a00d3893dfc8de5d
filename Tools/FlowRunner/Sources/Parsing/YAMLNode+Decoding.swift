import HeadlessUI

/// Typed reads of YAML values, each failing with "expected ..., found ..." at the value.
extension YAMLNode {
    /// The text of a scalar.
    func string(for what: String) throws(FlowFileSyntaxError) -> String {
        guard case let .scalar(text, _) = kind else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what), "\(what): expected a string, found \(shapeName)",
                at: location)
        }
        return text
    }

    /// The text of a scalar that must not be empty.
    func nonEmptyString(for what: String) throws(FlowFileSyntaxError) -> String {
        let text = try string(for: what)
        guard !text.isEmpty else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what), "\(what): expected some text, found an empty string",
                at: location)
        }
        return text
    }

    /// A whole number in `range`.
    func integer(for what: String, in range: ClosedRange<Int>) throws(FlowFileSyntaxError) -> Int {
        let text = try string(for: what)
        guard let number = Int(text), range.contains(number) else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what),
                "\(what): expected a whole number from \(range.lowerBound) to \(range.upperBound), found '\(QuotedText.abbreviated(text))'",
                at: location
            )
        }
        return number
    }

    /// `true` or `false`, or a word Maestro's YAML 1.1 reading takes for one (`yes`, `off`...).
    func boolean(for what: String) throws(FlowFileSyntaxError) -> Bool {
        let text = try string(for: what)
        guard let value = maestroBoolean else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what),
                "\(what): expected true or false, found '\(QuotedText.abbreviated(text))'", at: location)
        }
        return value
    }

    /// The entries of a mapping whose keys are all in `allowed`.
    func entries(for what: String, allowed: [String]) throws(FlowFileSyntaxError) -> [String: YAMLNode] {
        guard case let .mapping(entries) = kind else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what), "\(what): expected a mapping, found \(shapeName)",
                at: location)
        }
        var result: [String: YAMLNode] = [:]
        for entry in entries {
            guard allowed.contains(entry.key) else {
                throw .titled(
                    FlowFileReaderTitle.unknownProperty(entry.key),
                    "\(what): unknown key '\(QuotedText.abbreviated(entry.key))' (expected \(Self.list(allowed)))",
                    at: entry.value.endOfScalar ?? entry.keyLocation
                )
            }
            result[entry.key] = entry.value
        }
        return result
    }

    /// A mapping of names to scalar values, for `env`.
    func stringMap(for what: String) throws(FlowFileSyntaxError) -> [String: String] {
        guard case let .mapping(entries) = kind else {
            throw .titled(
                FlowFileReaderTitle.incorrectFormat(what),
                "\(what): expected a mapping of names to values, found \(shapeName)", at: location)
        }
        var result: [String: String] = [:]
        for entry in entries {
            if case .null = entry.value.kind {
                result[entry.key] = ""
            } else {
                result[entry.key] = try entry.value.string(for: "\(what).\(entry.key)")
            }
        }
        return result
    }

    /// `a, b or c`, for messages.
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension YAMLNode {
    /// Just after a plain scalar written on one line, where Maestro places a problem with its
    /// key; `nil` for other values, which are placed at their key.
    var endOfScalar: FlowFileSourceLocation? {
        guard case let .scalar(text, isQuoted) = kind, !isQuoted, !text.contains("\n") else { return nil }
        return FlowFileSourceLocation(file: location.file, line: location.line, column: location.column + text.count)
    }

    /// Whether the value is empty (`key:` with nothing after it).
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The value as short text: a scalar as written, a list or mapping in flow style.
    var summaryText: String {
        switch kind {
        case .null: ""
        case let .scalar(text, _): text
        case let .sequence(items): "[" + items.map(\.summaryText).joined(separator: ", ") + "]"
        case let .mapping(entries):
            "{" + entries.map { "\($0.key): \($0.value.summaryText)" }.joined(separator: ", ") + "}"
        }
    }
}
