import Foundation

/// Reads an XML property list (the format older builds, UserDefaults on Linux and
/// `defaults write` leave) into `PropertyListValue`s, without Foundation's parser.
///
/// It reads the property-list vocabulary (`plist`, `dict`, `key`, `array`, `string`, `integer`,
/// `real`, `true`, `false`, `date`, `data`), comments, CDATA sections, the XML declaration and a
/// `DOCTYPE` without declarations of its own. The only entities are XML's five and character
/// references: a `DOCTYPE` that declares anything is refused, so nothing can expand and
/// nothing outside the file is ever read. Reading is one pass over the bytes with an explicit
/// stack whose depth is bounded, so it takes time and memory linear in the file.
public struct XMLPropertyListReader {
    /// Why a file is not an XML property list this reader accepts, with what was read before
    /// the problem: the containers open at that point, closed where they stood.
    public struct Failure: Error, CustomStringConvertible {
        /// What is wrong, and where.
        public let description: String
        /// The values read before the problem, or `nil` when it came before the first one.
        public let partial: PropertyListValue?
    }

    /// The deepest nesting read; a session needs four levels.
    static let maximumDepth = 64

    /// Whether `data` looks like XML (its first character, after a byte-order mark and
    /// whitespace, is `<`); it may still be damaged, or not a property list at all.
    public static func isXML(_ data: Data) -> Bool {
        var bytes = data[...]
        if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
        return bytes.first { !XMLScanner.isWhitespace($0) } == UInt8(ascii: "<")
    }

    /// The top object of the XML property list in `data`.
    ///
    /// - Parameter lenient: Read a value that does not parse (a date, a number, base-64 data)
    ///   as empty data instead of refusing the file; only the structure must hold. For looking
    ///   into a damaged file, never for reading a session.
    public static func read(_ data: Data, lenient: Bool = false) throws(Failure) -> PropertyListValue {
        let bytes = [UInt8](data)
        var parser = Parser(scanner: XMLScanner(bytes: bytes), lenient: lenient)
        do throws(XMLScanner.Problem) {
            return try parser.document()
        } catch {
            throw Failure(
                description: "\(error.description) at byte \(parser.scanner.position)", partial: parser.partial)
        }
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A container being read, with what it holds so far. A struct, not an enum with payloads,
    /// so that adding to the innermost container appends in place instead of copying it.
    private struct Frame {
        let isDictionary: Bool
        var elements: [PropertyListValue] = []
        var entries: [PropertyListValue.Entry] = []
        /// A dict's key read and waiting for its value.
        var pendingKey: String?

        var value: PropertyListValue { isDictionary ? .dictionary(entries) : .array(elements) }

        mutating func add(_ value: PropertyListValue) throws(XMLScanner.Problem) {
            guard isDictionary else { return elements.append(value) }
            guard let key = pendingKey else { throw XMLScanner.Problem("a value in a dict has no key") }
            entries.append(.init(key: key, value: value))
            pendingKey = nil
        }
    }

    private struct Parser {
        var scanner: XMLScanner
        let lenient: Bool
        private var stack: [Frame] = []
        private var root: PropertyListValue?

        init(scanner: XMLScanner, lenient: Bool) {
            self.scanner = scanner
            self.lenient = lenient
        }

        /// The open containers closed where they stood, each inside its parent.
        var partial: PropertyListValue? {
            var value = root
            for frame in stack.reversed() {
                var closed = frame
                // A value without its key is left out: the partial tree keeps only what the file said.
                if let value { try? closed.add(value) }
                value = closed.value
            }
            return value
        }

        mutating func document() throws(XMLScanner.Problem) -> PropertyListValue {
            if scanner.bytes.starts(with: XMLPropertyListReader.byteOrderMark) {
                scanner.position = XMLPropertyListReader.byteOrderMark.count
            }
            try prolog()
            var tag = try scanner.openingTag()
            var inPlist = false
            if tag.name == "plist" {
                inPlist = true
                guard !tag.isEmpty else { throw XMLScanner.Problem("the plist element is empty") }
                try scanner.skipMarkup()
                tag = try scanner.openingTag()
            }
            try values(startingWith: tag)
            guard let root else { throw XMLScanner.Problem("there is no value") }
            if inPlist {
                try scanner.skipMarkup()
                try scanner.closingTag("plist")
            }
            try scanner.skipMarkup()
            guard scanner.isAtEnd else { throw XMLScanner.Problem("something follows the property list") }
            return root
        }

        /// The XML declaration, comments, processing instructions and a DOCTYPE without
        /// declarations, in any order, before the first element.
        private mutating func prolog() throws(XMLScanner.Problem) {
            try scanner.skipMarkup()
            // Each turn consumes the DOCTYPE it found, so the loop ends within the file.
            while scanner.starts(with: "<!DOCTYPE") {
                let doctype = try scanner.take(through: ">")
                guard !doctype.contains(UInt8(ascii: "[")) else {
                    throw XMLScanner.Problem("the DOCTYPE declares entities or elements of its own")
                }
                try scanner.skipMarkup()
            }
        }

        /// Reads the value that `first` opens and everything inside it, without recursion.
        private mutating func values(startingWith first: XMLScanner.Tag) throws(XMLScanner.Problem) {
            var tag = first
            while true {
                try open(tag)
                while true {
                    guard !stack.isEmpty else { return }
                    try scanner.skipMarkup()
                    guard scanner.starts(with: "</") else { break }
                    let frame = stack.removeLast()
                    try scanner.closingTag(frame.isDictionary ? "dict" : "array")
                    guard frame.pendingKey == nil else { throw XMLScanner.Problem("a key has no value") }
                    try add(frame.value)
                }
                tag = try scanner.openingTag()
            }
        }

        /// Starts the value `tag` opens: a container goes on the stack, anything else is read whole.
        private mutating func open(_ tag: XMLScanner.Tag) throws(XMLScanner.Problem) {
            switch tag.name {
            case "array", "dict":
                let frame = Frame(isDictionary: tag.name == "dict")
                if tag.isEmpty { return try add(frame.value) }
                guard stack.count < XMLPropertyListReader.maximumDepth else {
                    throw XMLScanner.Problem(
                        "the property list nests deeper than \(XMLPropertyListReader.maximumDepth) levels")
                }
                stack.append(frame)
            case "key":
                let key = tag.isEmpty ? "" : try scanner.text(closedBy: "key")
                guard let frame = stack.last, frame.isDictionary, frame.pendingKey == nil else {
                    throw XMLScanner.Problem(
                        stack.last?.isDictionary == true ? "a key follows a key" : "a key outside a dict")
                }
                stack[stack.count - 1].pendingKey = key
            case "true", "false":
                if !tag.isEmpty { try scanner.closingTag(tag.name) }
                try add(.boolean(tag.name == "true"))
            case "string", "integer", "real", "date", "data":
                let text = tag.isEmpty ? "" : try scanner.text(closedBy: tag.name)
                let value: PropertyListValue
                do throws(XMLScanner.Problem) {
                    value = try Self.scalar(tag.name, text)
                } catch {
                    guard lenient else { throw error }
                    value = .data(Data())
                }
                try add(value)
            default:
                throw XMLScanner.Problem("unknown element <\(tag.name.prefix(40))>")
            }
        }

        private mutating func add(_ value: PropertyListValue) throws(XMLScanner.Problem) {
            guard !stack.isEmpty else {
                root = value
                return
            }
            try stack[stack.count - 1].add(value)
        }

        private static func scalar(_ name: String, _ text: String) throws(XMLScanner.Problem) -> PropertyListValue {
            switch name {
            case "string": return .string(text)
            case "integer": return .integer(try PropertyListText.integer(text))
            case "real": return .real(try PropertyListText.real(text))
            case "date": return .date(try PropertyListText.date(text))
            default: return .data(try PropertyListText.data(text))
            }
        }
    }
}
