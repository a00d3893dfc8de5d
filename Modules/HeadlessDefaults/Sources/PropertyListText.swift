import Foundation

/// The text forms of an XML property list's scalars, read as Foundation writes them: decimal
/// or `0x` integers, reals as C writes them (`inf` and `nan` included), dates as
/// `2024-01-01T00:00:00Z` (UTC, to the second) and data as base 64 with any whitespace.
enum PropertyListText {
    /// A 64-bit integer, decimal with an optional sign, or hexadecimal after `0x`.
    static func integer(_ text: String) throws(XMLScanner.Problem) -> Int64 {
        let trimmed = trimmed(text)
        var digits = Substring(trimmed)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let value: Int64?
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            value = UInt64(digits.dropFirst(2), radix: 16).map { Int64(bitPattern: $0) }.map { negative ? 0 &- $0 : $0 }
        } else {
            value = Int64(negative ? "-" + digits : String(digits))
        }
        guard let value else { throw XMLScanner.Problem("'\(trimmed.prefix(40))' is not a 64-bit integer") }
        return value
    }

    /// A real number.
    static func real(_ text: String) throws(XMLScanner.Problem) -> Double {
        let trimmed = trimmed(text)
        guard let value = Double(trimmed) else { throw XMLScanner.Problem("'\(trimmed.prefix(40))' is not a number") }
        return value
    }

    /// A date in UTC: `YYYY-MM-DDTHH:MM:SSZ`, the form every property-list writer uses.
    static func date(_ text: String) throws(XMLScanner.Problem) -> Date {
        let trimmed = trimmed(text)
        let problem = XMLScanner.Problem("'\(trimmed.prefix(40))' is not a date such as 2024-01-01T00:00:00Z")
        let bytes = Array(trimmed.utf8)
        // The year may be signed and longer than four digits; the rest has fixed places.
        let negative = bytes.first == UInt8(ascii: "-")
        let yearStart = negative || bytes.first == UInt8(ascii: "+") ? 1 : 0
        guard let yearEnd = bytes[yearStart...].firstIndex(of: UInt8(ascii: "-")), yearEnd - yearStart <= 9,
            bytes.count == yearEnd + 16,
            let yearDigits = number(bytes[yearStart..<yearEnd]), yearEnd > yearStart
        else { throw problem }
        let layout: [(separator: UInt8, offset: Int)] = [
            (UInt8(ascii: "-"), 0), (UInt8(ascii: "-"), 3), (UInt8(ascii: "T"), 6), (UInt8(ascii: ":"), 9),
            (UInt8(ascii: ":"), 12),
        ]
        var fields: [Int] = []
        for (separator, offset) in layout {
            let at = yearEnd + offset
            guard bytes[at] == separator, let field = number(bytes[(at + 1)..<(at + 3)]) else { throw problem }
            fields.append(field)
        }
        guard bytes[yearEnd + 15] == UInt8(ascii: "Z") else { throw problem }
        let (month, day, hour, minute, second) = (fields[0], fields[1], fields[2], fields[3], fields[4])
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
            throw problem
        }
        let year = negative ? -yearDigits : yearDigits
        let days = daysSinceReferenceDate(year: year, month: month, day: day)
        return Date(timeIntervalSinceReferenceDate: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// Base 64, with whitespace anywhere.
    static func data(_ text: String) throws(XMLScanner.Problem) -> Data {
        let compact = text.utf8.filter { !XMLScanner.isWhitespace($0) }
        guard let data = Data(base64Encoded: Data(compact)) else {
            throw XMLScanner.Problem("the data is not base 64")
        }
        return data
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The decimal digits in `bytes`, or `nil` when any byte is not one.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Days from 2001-01-01 to the given day of the proleptic Gregorian calendar.
    private static func daysSinceReferenceDate(year: Int, month: Int, day: Int) -> Int {
        // Counted from 1 March of year 0, so that the leap day ends each counted year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let daysSince1970 = era * 146_097 + dayOfEra - 719_468
        return daysSince1970 - 11_323
    }
}
