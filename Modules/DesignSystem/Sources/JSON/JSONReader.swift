import HeadlessUI

/// A strict RFC 8259 reader that builds a `JSONDocument` without recursion and notes every
/// duplicate key with its line. Foundation's reader keeps one of two duplicate keys
/// silently and recurses once per nesting level; a tokens file needs neither.
package struct JSONReader {
    /// The document and the duplicate keys found in it.
    package struct Output: Sendable {
        package let document: JSONDocument
        package let duplicates: [JSONDuplicateKey]
    }

    /// An open object or array while its members are read.
    private struct Frame {
        let node: Int32
        let isObject: Bool
        /// Where this container's children start in `pendingChildren`.
        let pendingStart: Int
        /// The key of the member being read (objects only).
        var key: Int32 = -1
        var elementCount = 0
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line: Int32 = 1
    private var lineStart = 0
    private var document: JSONDocument
    private var frames: [Frame] = []
    private var pendingChildren: [Int32] = []
    private var pendingKeys: [Int32] = []
    private var pendingKeyLines: [Int32] = []
    private var duplicates: [JSONDuplicateKey] = []

    /// Reads `bytes` as one JSON text in UTF-8 (a leading byte order mark is skipped).
    package static func read(_ bytes: [UInt8]) -> Result<Output, JSONReadError> {
        var reader = JSONReader(bytes: bytes)
        do {
            try reader.readDocument()
            return .success(Output(document: reader.document, duplicates: reader.duplicates))
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        document = JSONDocument(text: bytes)
    }

    private mutating func readDocument() throws(JSONReadError) {
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            var line = 1
            var lineStart = 0
            for position in 0..<offset where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            let found = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            throw JSONReadError(
                line: line, column: offset - lineStart + 1, reason: "expected UTF-8 text, found the byte \(found)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        document.nodes.reserveCapacity(bytes.count / 12)
        var completed = try readValueStart()
        while true {
            guard let node = completed else {
                completed = try readValueStart()
                continue
            }
            guard !frames.isEmpty else { break }
            completed = try afterValue(node)
        }
        skipWhitespace()
        if index < bytes.count { throw error("expected the end of the text, found \(describeNext())") }
    }

    /// Starts the value at the current position: a scalar is read whole and returned; a
    /// container is opened (and returned only when it is empty).
    private mutating func readValueStart() throws(JSONReadError) -> Int32? {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value, found the end of the text") }
        let start = Int32(index)
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[index] == UInt8(ascii: "{")
            let node = append(JSONDocument.Node(kind: isObject ? .object : .array, line: line, start: start))
            index += 1
            frames.append(Frame(node: node, isObject: isObject, pendingStart: pendingChildren.count))
            skipWhitespace()
            let closing = UInt8(ascii: isObject ? "}" : "]")
            if index < bytes.count, bytes[index] == closing {
                index += 1
                return close()
            }
            if isObject { try readKey() }
            return nil
        case UInt8(ascii: "\""):
            let string = try readString()
            return append(JSONDocument.Node(kind: .string, string: string, line: line, start: start, end: Int32(index)))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try readNumber()
            return append(JSONDocument.Node(kind: .number, number: number, line: line, start: start, end: Int32(index)))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return append(JSONDocument.Node(kind: .bool, flag: true, line: line, start: start, end: Int32(index)))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return append(JSONDocument.Node(kind: .bool, line: line, start: start, end: Int32(index)))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return append(JSONDocument.Node(kind: .null, line: line, start: start, end: Int32(index)))
        default:
            throw error("expected a value, found \(describeNext())")
        }
    }

    /// Files `node` in the innermost open container, then reads what follows it: a comma
    /// (the next member starts; `nil` is returned) or the container's end (the container is
    /// returned, complete).
    private mutating func afterValue(_ node: Int32) throws(JSONReadError) -> Int32? {
        var frame = frames[frames.count - 1]
        pendingChildren.append(node)
        pendingKeys.append(frame.key)
        frame.elementCount += 1
        frames[frames.count - 1] = frame
        skipWhitespace()
        guard index < bytes.count else {
            throw error("expected ',' or '\(frame.isObject ? "}" : "]")', found the end of the text")
        }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            if frame.isObject {
                skipWhitespace()
                try readKey()
            }
            return nil
        case UInt8(ascii: "}") where frame.isObject, UInt8(ascii: "]") where !frame.isObject:
            index += 1
            return close()
        default:
            throw error("expected ',' or '\(frame.isObject ? "}" : "]")', found \(describeNext())")
        }
    }

    private mutating func readKey() throws(JSONReadError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a member name in double quotes, found \(describeNext())")
        }
        let keyLine = line
        let key = try readString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after the member name, found \(describeNext())")
        }
        index += 1
        frames[frames.count - 1].key = key
        pendingKeyLines.append(keyLine)
    }

    /// Moves the innermost container's children into the document and returns it.
    private mutating func close() -> Int32 {
        let frame = frames.removeLast()
        let node = Int(frame.node)
        document.nodes[node].firstChild = Int32(document.children.count)
        document.nodes[node].childCount = Int32(pendingChildren.count - frame.pendingStart)
        document.nodes[node].end = Int32(index)
        document.children.append(contentsOf: pendingChildren[frame.pendingStart...])
        if frame.isObject {
            document.keys.append(contentsOf: pendingKeys[frame.pendingStart...])
            let lineStart = pendingKeyLines.count - frame.elementCount
            findDuplicates(keyStart: frame.pendingStart, lineStart: lineStart, count: frame.elementCount)
            pendingKeyLines.removeLast(frame.elementCount)
        } else {
            document.keys.append(contentsOf: repeatElement(-1, count: pendingChildren.count - frame.pendingStart))
        }
        pendingChildren.removeLast(pendingChildren.count - frame.pendingStart)
        pendingKeys.removeLast(pendingKeys.count - frame.pendingStart)
        return frame.node
    }

    /// Checks the keys of the object being closed, `count` of them from `keyStart` in
    /// `pendingKeys` (and from `lineStart` in `pendingKeyLines`).
    private mutating func findDuplicates(keyStart: Int, lineStart: Int, count: Int) {
        guard count > 1 else { return }
        func name(_ offset: Int) -> String { document.strings[Int(pendingKeys[keyStart + offset])] }
        func line(_ offset: Int) -> Int { Int(pendingKeyLines[lineStart + offset]) }
        // Most objects hold a handful of keys: comparing pairs beats building a dictionary.
        if count <= 8 {
            for later in 1..<count {
                let key = name(later)
                if let earlier = (0..<later).first(where: { name($0) == key }) {
                    duplicates.append(
                        JSONDuplicateKey(
                            objectPath: openObjectPath(), key: key, line: line(later), firstLine: line(earlier)))
                }
            }
            return
        }
        var firstLineByKey: [String: Int] = [:]
        firstLineByKey.reserveCapacity(count)
        for offset in 0..<count {
            let key = name(offset)
            if let firstLine = firstLineByKey[key] {
                duplicates.append(
                    JSONDuplicateKey(objectPath: openObjectPath(), key: key, line: line(offset), firstLine: firstLine))
            } else {
                firstLineByKey[key] = line(offset)
            }
        }
    }

    /// The dotted keys leading to the object just closed (its frame is already popped).
    private func openObjectPath() -> String {
        var parts: [String] = []
        for frame in frames {
            parts.append(
                frame.isObject ? document.strings[Int(frame.key)] : "[\(frame.elementCount)]")
        }
        return parts.isEmpty ? "(root)" : parts.joined(separator: ".")
    }

    private mutating func append(_ node: JSONDocument.Node) -> Int32 {
        document.nodes.append(node)
        return Int32(document.nodes.count - 1)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONReadError) {
        let length = word.utf8.count
        let matches = index + length <= bytes.count && word.utf8.elementsEqual(bytes[index..<index + length])
        guard matches else { throw error("expected a value, found \(describeNext())") }
        index += length
    }

    /// Reads a string starting at the opening quote; returns its index in the string pool.
    private mutating func readString() throws(JSONReadError) -> Int32 {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                document.strings.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += 1
                return Int32(document.strings.count - 1)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("expected a control character in a string to be escaped") }
            index += 1
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                document.strings.append(String(decoding: buffer, as: UTF8.self))
                index += 1
                return Int32(document.strings.count - 1)
            case UInt8(ascii: "\\"):
                try readEscape(into: &buffer)
            case 0..<0x20:
                throw error("expected a control character in a string to be escaped")
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw error("expected '\"' to end the string, found the end of the text")
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONReadError) {
        guard index + 1 < bytes.count else { throw error("expected an escape after '\\', found the end of the text") }
        let code = bytes[index + 1]
        index += 2
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(code)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("expected a low surrogate escape after a high surrogate") }
                index += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("expected a low surrogate escape after a high surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("expected a high surrogate before a low surrogate escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("expected a Unicode scalar") }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u, found \\\(describeNext())")
        }
    }

    private mutating func readHex4() throws(JSONReadError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u, found \(describeNext())")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// JSON's number grammar, exactly; short numbers are converted directly (exact, as the
    /// mantissa and the power of ten are both exact doubles), others by `DecimalNumber`, the
    /// checked conversion every reader of numbers shares.
    private mutating func readNumber() throws(JSONReadError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        func isDigit(_ position: Int) -> Bool {
            position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
        }
        guard isDigit(index) else { throw error("expected a digit, found \(describeNext())") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw error("expected no leading zero in a number") }
        } else {
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw error("expected a digit after '.', found \(describeNext())") }
            while isDigit(index) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                digits += 1
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = 0
        var exponentDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(index) else { throw error("expected a digit in the exponent, found \(describeNext())") }
            while isDigit(index) {
                if exponentDigits < 6 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                exponentDigits += 1
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        let scale = exponent - fractionDigits
        if digits <= 15, exponentDigits < 6, abs(scale) <= 22 {
            let magnitude = Double(mantissa)
            let value = scale < 0 ? magnitude / Self.powersOfTen[-scale] : magnitude * Self.powersOfTen[scale]
            return negative ? -value : value
        }
        guard let value = DecimalNumber(String(decoding: bytes[start..<index], as: UTF8.self))?.double else {
            throw error("expected a number a double can hold")
        }
        return value
    }

    private func describeNext() -> String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func error(_ reason: String) -> JSONReadError {
        JSONReadError(line: Int(line), column: index - lineStart + 1, reason: reason)
    }
}
