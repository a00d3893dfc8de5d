/// A number as a file wrote it: the one checked conversion from text to a number, shared by every
/// reader of numbers from outside (token files, test reports), so that none of them traps on a
/// value too large for `Int`, counts a `nan` or an `inf`, or rounds away digits it was asked to keep.
///
/// The grammar is JSON's: an optional `-`, an integer part without leading zeros, an optional
/// fraction and an optional exponent. Nothing is lost on reading: ``text`` keeps the digits as
/// written, and each conversion says when it cannot hold the value instead of guessing.
public struct DecimalNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number exactly as written.
    public let text: String
    /// Whether the number starts with `-`.
    public let isNegative: Bool
    /// The significant digits, without sign, point or leading zeros ("0" for zero).
    let digits: [UInt8]
    /// The power of ten the digits are multiplied by.
    let scale: Int

    /// Reads `text` as a decimal number, or returns `nil` when it is not one (`nan`, `inf`,
    /// `0x10`, `1.`, `.5`, `01`, an empty text, a text with spaces). An exponent of more than
    /// nine digits is refused too: no file means a number that large or that small.
    public init?(_ text: some StringProtocol) {
        var bytes = Array(text.utf8)[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: Self.isDigit)
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else { return nil }
        bytes = bytes.dropFirst(integer.count)
        var fraction: ArraySlice<UInt8> = []
        if bytes.first == UInt8(ascii: ".") {
            fraction = bytes.dropFirst().prefix(while: Self.isDigit)
            guard !fraction.isEmpty else { return nil }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            let exponentNegative = bytes.first == UInt8(ascii: "-")
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: Self.isDigit).drop { $0 == UInt8(ascii: "0") }
            let written = bytes.prefix(while: Self.isDigit).count
            guard written > 0, exponentDigits.count <= 9 else { return nil }
            bytes = bytes.dropFirst(written)
            exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            if exponentNegative { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        var significant = Array(integer) + Array(fraction)
        var scale = exponent - fraction.count
        let leadingZeros = significant.prefix { $0 == UInt8(ascii: "0") }.count
        significant.removeFirst(min(leadingZeros, significant.count - 1))
        while significant.count > 1, significant.last == UInt8(ascii: "0") {
            significant.removeLast()
            scale += 1
        }
        if significant == [UInt8(ascii: "0")] { scale = 0 }
        self.text = String(text)
        self.isNegative = negative
        self.digits = significant
        self.scale = scale
    }

    /// The nearest `Double`, or `nil` when the number is beyond the largest finite `Double`.
    /// Digits past a `Double`'s precision are rounded; ``isExactDouble`` tells whether any were.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether ``double`` holds this number without rounding: converting it back gives the same
    /// value. `0.1` is not exact in binary, but it reads back as `0.1`, so it counts as exact;
    /// `1.23456789012345678` does not.
    public var isExactDouble: Bool {
        guard let double, let back = DecimalNumber(Self.plainText(of: double)) else { return false }
        return back.digits == digits && back.scale == scale && (back.isNegative == isNegative || isZero)
    }

    /// The number as an `Int` when it is a whole number that an `Int` holds, else `nil`
    /// (`1.5`, `12345678901234567890`); `1e3` is 1000. No conversion passes through `Double`.
    public var int: Int? {
        guard scale >= 0 || isZero else { return nil }
        guard digits.count + max(scale, 0) <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits { magnitude = magnitude * 10 + UInt64(digit - UInt8(ascii: "0")) }
        for _ in 0..<max(scale, 0) {
            let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = product
        }
        if isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    /// Whether the number is zero (`0`, `-0.0`, `0e5`).
    public var isZero: Bool { digits == [UInt8(ascii: "0")] }

    /// The number times ten to the power `power`, exactly: its digits moved, none rounded
    /// (`50` by -2 is `0.5`, as a percentage becomes a fraction). The text is plain decimal
    /// while that takes fewer than about 30 characters, else the digits with an exponent; nil
    /// when that exponent would pass nine digits, which ``init(_:)`` refuses.
    public func scaled(byPowerOfTen power: Int) -> DecimalNumber? {
        let newScale = isZero ? 0 : scale + power
        var text = isNegative ? "-" : ""
        let significant = String(decoding: digits, as: UTF8.self)
        if newScale >= 0, newScale + digits.count <= 30 {
            text += significant + (isZero ? "" : String(repeating: "0", count: newScale))
        } else if newScale < 0, -newScale <= 30 {
            let whole = digits.count + newScale
            text +=
                whole > 0
                ? significant.prefix(whole) + "." + significant.dropFirst(whole)
                : "0." + String(repeating: "0", count: -whole) + significant
        } else {
            text += significant + "e" + String(newScale)
        }
        return DecimalNumber(text)
    }

    /// The number as written.
    public var description: String { text }

    /// `value` converted to `Int` when it is finite and within `Int`'s range after rounding
    /// toward zero, else `nil`: the checked form of `Int(value)`, which traps on `nan`, on an
    /// infinity and on anything past `Int.max`.
    public static func integer(from value: Double) -> Int? {
        guard value.isFinite, value > -9.223_372_036_854_775_808e18, value < 9.223_372_036_854_775_808e18 else {
            return nil
        }
        return Int(value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `value` written so that ``init(_:)`` reads it: Swift writes `1e+20` and `5e-324`, which
    /// JSON's grammar accepts, and `inf` never reaches here.
    private static func plainText(of value: Double) -> String {
        let written = "\(value)"
        return written.hasSuffix(".0") ? String(written.dropLast(2)) : written
    }
}
