import Foundation

/// Reads a binary property list (`bplist00`, the format UserDefaults and `plutil` write, and
/// every other file whose header starts `bplist`) into `PropertyListValue`s. Reading is linear in the file: every offset and count is checked
/// against the file before use, nesting is bounded, and a file whose containers share
/// children so that a tree walk would revisit them without end is refused.
public struct BinaryPropertyListReader {
    /// Why a file is not a binary property list this reader accepts.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong, and where.
        public let description: String
    }

    /// The magic bytes and version the writer puts first.
    static let header = Array("bplist00".utf8)
    /// What every binary property list starts with; the two version bytes follow.
    static let magic = Array("bplist".utf8)
    /// The deepest nesting read; a session needs four levels.
    static let maximumDepth = 64

    /// Whether `data` claims to be a binary property list, of any version (it may still be
    /// damaged, or of a version this reader refuses): every such file is this reader's, so
    /// none reaches another parser.
    public static func claimsToBeBinary(_ data: Data) -> Bool {
        data.starts(with: magic)
    }

    /// The top object of the binary property list in `data`. Version `00` is the format every
    /// writer uses; the version digit after `0` is not checked, as Apple's reader does not;
    /// any other version (`bplist1x`, a different format) is refused.
    public static func read(_ data: Data) throws(Failure) -> PropertyListValue {
        try parse(data) { parser throws(Failure) in try parser.topObject() }
    }

    /// The value reached from the top dictionary through `keys`, one key a level, reading only
    /// the dictionaries on the way and the value itself, so damage elsewhere in the file does
    /// not hide it; `nil` when the path cannot be followed.
    public static func value(at keys: [String], in data: Data) -> PropertyListValue? {
        try? parse(data) { parser throws(Failure) in try parser.value(at: keys) }
    }

    private static func parse<Value>(
        _ data: Data, _ body: (inout Parser) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard data.count > magic.count, data[data.startIndex + magic.count] == UInt8(ascii: "0") else {
            let version = String(decoding: data.dropFirst(magic.count).prefix(2), as: UTF8.self)
            throw Failure(description: "version '\(version)' of the binary format is not one this app reads (00)")
        }
        let result: Result<Value, Failure> = data.withUnsafeBytes { bytes in
            do throws(Failure) {
                var parser = try Parser(bytes: bytes)
                return .success(try body(&parser))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Walks one buffer; lives only inside `read`, while the buffer is valid.
    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        let offsetTableStart: Int
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let top: Int
        /// Container entries still allowed: a tree without shared containers has at most one
        /// entry per byte of the file, so more means sharing that would make reading explode.
        var entryBudget: Int

        init(bytes: UnsafeRawBufferPointer) throws(Failure) {
            self.bytes = bytes
            let trailerLength = 32
            guard bytes.count >= BinaryPropertyListReader.header.count + trailerLength + 1 else {
                throw Failure(description: "the binary property list is too short")
            }
            let trailer = bytes.count - trailerLength
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
            let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
            let tableStart = Self.bigEndian(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw Failure(description: "the binary property list's trailer gives impossible sizes")
            }
            guard count >= 1, count <= UInt64(bytes.count), top < count,
                tableStart >= UInt64(BinaryPropertyListReader.header.count), tableStart <= UInt64(trailer),
                (UInt64(trailer) - tableStart) / UInt64(offsetSize) >= count
            else {
                throw Failure(description: "the binary property list's trailer points outside the file")
            }
            objectCount = Int(count)
            self.top = Int(top)
            offsetTableStart = Int(tableStart)
            entryBudget = bytes.count
        }

        mutating func topObject() throws(Failure) -> PropertyListValue {
            try object(top, depth: 0)
        }

        /// See `BinaryPropertyListReader.value(at:in:)`. Each step reads one dictionary's keys;
        /// there are as many steps as keys, and a key that cannot be read is passed over.
        mutating func value(at keys: [String]) throws(Failure) -> PropertyListValue? {
            var index = top
            for key in keys {
                let position = try offset(of: index)
                guard bytes[position] >> 4 == 0xD else { return nil }
                let (length, start) = try count(marker: bytes[position], at: position)
                let references = try self.references(2 * length, at: start)
                var found: Int?
                for pair in 0..<length where found == nil {
                    if case .string(key)? = try? object(references[pair], depth: BinaryPropertyListReader.maximumDepth)
                    {
                        found = references[length + pair]
                    }
                }
                guard let found else { return nil }
                index = found
            }
            return try object(index, depth: 0)
        }

        private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at position: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in position..<(position + size) {
                value = value << 8 | UInt64(bytes[index])
            }
            return value
        }

        /// `size` bytes at `position`, big-endian, after checking they lie before the offset
        /// table (objects never overlap it).
        private func number(at position: Int, size: Int, limit: Int) throws(Failure) -> UInt64 {
            guard position >= 0, size <= limit - position else {
                throw Failure(description: "an object runs past the end of the binary property list")
            }
            return Self.bigEndian(bytes, at: position, size: size)
        }

        private func offset(of object: Int) throws(Failure) -> Int {
            guard object >= 0, object < objectCount else {
                throw Failure(description: "a reference points to object \(object) of \(objectCount)")
            }
            let offset = Self.bigEndian(bytes, at: offsetTableStart + object * offsetSize, size: offsetSize)
            guard offset >= UInt64(BinaryPropertyListReader.header.count), offset < UInt64(offsetTableStart) else {
                throw Failure(description: "object \(object) lies outside the binary property list")
            }
            return Int(offset)
        }

        /// The element count after a marker: its low four bits, or the integer object that
        /// follows when they are all set. Returns the count and where the elements start.
        private func count(marker: UInt8, at position: Int) throws(Failure) -> (Int, Int) {
            let low = Int(marker & 0x0F)
            guard low == 0x0F else { return (low, position + 1) }
            let limit = offsetTableStart
            let sizeMarker = try number(at: position + 1, size: 1, limit: limit)
            guard sizeMarker & 0xF0 == 0x10, sizeMarker & 0x0F <= 3 else {
                throw Failure(description: "a length is not an integer")
            }
            let size = 1 << Int(sizeMarker & 0x0F)
            let value = try number(at: position + 2, size: size, limit: limit)
            // No count can exceed the file's length: each element needs at least one byte.
            guard value <= UInt64(bytes.count) else {
                throw Failure(description: "a length of \(value) is longer than the file")
            }
            return (Int(value), position + 2 + size)
        }

        private mutating func object(_ index: Int, depth: Int) throws(Failure) -> PropertyListValue {
            guard depth <= BinaryPropertyListReader.maximumDepth else {
                throw Failure(
                    description: "the property list nests deeper than \(BinaryPropertyListReader.maximumDepth) levels")
            }
            let position = try offset(of: index)
            let limit = offsetTableStart
            let marker = bytes[position]
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return .boolean(false)
                case 0x09: return .boolean(true)
                default: throw Failure(description: String(format: "unsupported object marker 0x%02X", marker))
                }
            case 0x1:
                let power = Int(marker & 0x0F)
                guard power <= 4 else { throw Failure(description: "an integer wider than 16 bytes") }
                let size = 1 << power
                // Integers of 16 bytes keep their value in the low 8; 8-byte ones are signed.
                let value = try number(at: position + 1 + max(size - 8, 0), size: min(size, 8), limit: limit)
                return .integer(size >= 8 ? Int64(bitPattern: value) : Int64(value))
            case 0x2:
                switch marker & 0x0F {
                case 2:
                    let bits = try number(at: position + 1, size: 4, limit: limit)
                    return .real(Double(Float(bitPattern: UInt32(bits))))
                case 3:
                    return .real(Double(bitPattern: try number(at: position + 1, size: 8, limit: limit)))
                default:
                    throw Failure(description: "a real number of unsupported width")
                }
            case 0x3:
                guard marker == 0x33 else { throw Failure(description: "a date of unsupported width") }
                let seconds = Double(bitPattern: try number(at: position + 1, size: 8, limit: limit))
                return .date(Date(timeIntervalSinceReferenceDate: seconds))
            case 0x4:
                let (length, start) = try count(marker: marker, at: position)
                guard length <= limit - start else { throw Failure(description: "data runs past the end of the file") }
                return .data(Data(bytes[start..<(start + length)]))
            case 0x5:
                let (length, start) = try count(marker: marker, at: position)
                guard length <= limit - start else {
                    throw Failure(description: "a string runs past the end of the file")
                }
                let characters = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)])
                guard !characters.contains(where: { $0 >= 0x80 }) else {
                    throw Failure(description: "an ASCII string holds a byte above 127")
                }
                return .string(String(decoding: characters, as: UTF8.self))
            case 0x6:
                let (length, start) = try count(marker: marker, at: position)
                guard length <= (limit - start) / 2 else {
                    throw Failure(description: "a string runs past the end of the file")
                }
                let units = (0..<length).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
                return .string(String(decoding: units, as: UTF16.self))
            case 0xA:
                let (length, start) = try count(marker: marker, at: position)
                let references = try self.references(length, at: start)
                var elements: [PropertyListValue] = []
                elements.reserveCapacity(length)
                for reference in references {
                    elements.append(try object(reference, depth: depth + 1))
                }
                return .array(elements)
            case 0xD:
                let (length, start) = try count(marker: marker, at: position)
                let references = try self.references(2 * length, at: start)
                var entries: [PropertyListValue.Entry] = []
                entries.reserveCapacity(length)
                for pair in 0..<length {
                    guard case let .string(key) = try object(references[pair], depth: depth + 1) else {
                        throw Failure(description: "a dictionary key is not a string")
                    }
                    entries.append(.init(key: key, value: try object(references[length + pair], depth: depth + 1)))
                }
                return .dictionary(entries)
            default:
                throw Failure(description: String(format: "unsupported object marker 0x%02X", marker))
            }
        }

        /// `count` object references starting at `position`, charged against the entry budget.
        private mutating func references(_ count: Int, at position: Int) throws(Failure) -> [Int] {
            guard count <= (offsetTableStart - position) / referenceSize else {
                throw Failure(description: "a collection runs past the end of the file")
            }
            entryBudget -= count
            guard entryBudget >= 0 else {
                throw Failure(description: "collections share their contents more often than a property list can")
            }
            return (0..<count).map {
                // A reference past Int's range is as wrong as any other out of range: `offset(of:)` refuses it.
                Int(exactly: Self.bigEndian(bytes, at: position + $0 * referenceSize, size: referenceSize)) ?? Int.max
            }
        }
    }
}
