/// Writes a value as text the way JavaScript does, for `String(value)` and `+`, for
/// `console.log` and for `JSON.stringify`, in bounded work: an array or object that holds
/// itself is written once (as JavaScript's `join` writes it, as `[Circular]` in the console,
/// or refused with JavaScript's TypeError in JSON), nesting deeper than `maximumNesting` is
/// refused, and writing stops as soon as the text passes its length limit.
struct MaestroScriptPrinter {
    /// How the value is written.
    enum Style {
        /// `String(value)`: arrays joined with commas, an object as `[object Object]`, an array
        /// that holds itself written as empty where it recurs (`Array.prototype.join`).
        case string
        /// `console.log`: as `string`, with `[Circular]` where an array recurs.
        case console
        /// `JSON.stringify`: an array or object that holds itself is a TypeError.
        case json
    }

    /// Arrays and objects nested deeper than this are refused instead of recursing further.
    static let maximumNesting = 256

    private let style: Style
    private let limit: Int
    private var output = ""
    private var byteCount = 0
    /// The arrays and objects being written: a value among them recurs.
    private var ancestors: Set<ObjectIdentifier> = []

    private init(style: Style, limit: Int) {
        self.style = style
        self.limit = limit
    }

    /// `value` written in `style`.
    ///
    /// - Throws: `MaestroScriptError` for a cycle in JSON, nesting past `maximumNesting`, or text
    ///   longer than `limit` bytes.
    static func text(
        of value: MaestroScriptValue,
        style: Style,
        limit: Int = MaestroScriptInterpreter.maximumStringLength
    ) throws(MaestroScriptError) -> String {
        var printer = MaestroScriptPrinter(style: style, limit: limit)
        try printer.write(value)
        return printer.output
    }

    /// `value` written as `String(value)` writes it, cut at `limit` bytes where it would be
    /// longer (or where it nests too deeply to finish).
    static func truncatedText(of value: MaestroScriptValue, limit: Int) -> String {
        var printer = MaestroScriptPrinter(style: .string, limit: limit)
        try? printer.write(value)
        return printer.output
    }

    private mutating func write(_ value: MaestroScriptValue) throws(MaestroScriptError) {
        switch value {
        case let .array(array):
            guard try enter(ObjectIdentifier(array)) else { return }
            defer { leave(ObjectIdentifier(array)) }
            try writeItems(of: array)
        case let .object(object):
            guard style == .json else { return try append("[object Object]") }
            guard try enter(ObjectIdentifier(object)) else { return }
            defer { leave(ObjectIdentifier(object)) }
            try writeProperties(of: object)
        case let .string(text):
            try append(style == .json ? Self.quoted(text) : text)
        case let .number(number) where style == .json && !number.isFinite:
            try append("null")
        case .undefined, .null, .bool, .number:
            try append(value.text)
        }
    }

    /// Starts writing the array or object `identifier` names, or writes what its recurrence
    /// writes and returns false when it is already being written.
    private mutating func enter(_ identifier: ObjectIdentifier) throws(MaestroScriptError) -> Bool {
        if ancestors.contains(identifier) {
            switch style {
            case .string: return false
            case .console:
                try append("[Circular]")
                return false
            case .json: throw MaestroScriptError("TypeError: Converting circular structure to JSON")
            }
        }
        guard ancestors.count < Self.maximumNesting else {
            throw MaestroScriptError(
                "a value is nested more than \(Self.maximumNesting) levels deep to be written as text")
        }
        ancestors.insert(identifier)
        return true
    }

    private mutating func leave(_ identifier: ObjectIdentifier) {
        ancestors.remove(identifier)
    }

    private mutating func writeItems(of array: MaestroScriptArray) throws(MaestroScriptError) {
        if style == .json { try append("[") }
        for (index, item) in array.items.enumerated() {
            if index > 0 { try append(",") }
            switch item {
            case .undefined, .null: if style == .json { try append("null") }
            default: try write(item)
            }
        }
        if style == .json { try append("]") }
    }

    private mutating func writeProperties(of object: MaestroScriptObject) throws(MaestroScriptError) {
        try append("{")
        var first = true
        for (key, value) in object.properties.sorted(by: { $0.key < $1.key }) {
            // JSON leaves out a property whose value is undefined, as JavaScript does.
            if case .undefined = value { continue }
            try append((first ? "" : ",") + Self.quoted(key) + ":")
            first = false
            try write(value)
        }
        try append("}")
    }

    private mutating func append(_ text: String) throws(MaestroScriptError) {
        // An empty piece still counts, so that writing many empty items is bounded too.
        byteCount += max(text.utf8.count, 1)
        guard byteCount <= limit else {
            output += Self.prefix(of: text, bytes: limit - output.utf8.count)
            throw MaestroScriptError("a string grew past \(limit) bytes")
        }
        output += text
    }

    /// The longest start of `text` that takes at most `bytes` bytes, cut between characters.
    private static func prefix(of text: String, bytes: Int) -> String {
        var end = text.startIndex
        var used = 0
        for index in text.indices {
            let next = text.index(after: index)
            used += text.utf8.distance(from: index, to: next)
            guard used <= bytes else { break }
            end = next
        }
        return String(text[..<end])
    }

    /// `text` as a JSON string literal, as `JSON.stringify` writes it.
    private static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
