import HeadlessUI
import Testing

@Suite("A number read from a file")
struct DecimalNumberTests {
    @Test(
        "JSON's grammar is read and everything else refused",
        arguments: [
            ("0", true), ("-0", true), ("12", true), ("1.5", true), ("1e3", true), ("1E+3", true), ("2.5e-3", true),
            ("", false), ("-", false), ("01", false), ("1.", false), (".5", false), ("1e", false), ("+1", false),
            ("nan", false), ("inf", false), ("-inf", false), ("0x10", false), (" 1", false), ("1 ", false),
            ("1e1234567890", false), ("1px", false),
        ])
    func grammar(text: String, isNumber: Bool) {
        #expect((DecimalNumber(text) != nil) == isNumber, "\(text)")
    }

    @Test("The text is kept as written")
    func textKept() {
        #expect(DecimalNumber("1.23456789012345678")?.text == "1.23456789012345678")
        #expect(DecimalNumber("99999999999999999999999999")?.description == "99999999999999999999999999")
    }

    @Test("A whole number converts to Int without passing through Double")
    func integers() {
        #expect(DecimalNumber("1e3")?.int == 1000)
        #expect(DecimalNumber("1000e-3")?.int == 1)
        #expect(DecimalNumber("1500e-3")?.int == nil)
        #expect(DecimalNumber("1.5")?.int == nil)
        #expect(DecimalNumber("9223372036854775807")?.int == Int.max)
        #expect(DecimalNumber("9223372036854775808")?.int == nil)
        #expect(DecimalNumber("-9223372036854775808")?.int == Int.min)
        #expect(DecimalNumber("12345678901234567890")?.int == nil)
        #expect(DecimalNumber("9007199254740993")?.int == 9_007_199_254_740_993)
        #expect(DecimalNumber("0e999")?.int == 0)
        #expect(DecimalNumber("1e999999")?.int == nil)
    }

    @Test("A Double is given only when finite, and said to be exact only when nothing was rounded")
    func doubles() {
        #expect(DecimalNumber("1e400")?.double == nil)
        #expect(DecimalNumber("0.1")?.double == 0.1)
        #expect(DecimalNumber("0.1")?.isExactDouble == true)
        #expect(DecimalNumber("16")?.isExactDouble == true)
        #expect(DecimalNumber("1.23456789012345678")?.isExactDouble == false)
        #expect(DecimalNumber("12345678901234567890")?.isExactDouble == false)
        #expect(DecimalNumber("99999999999999999999999999")?.isExactDouble == false)
        #expect(DecimalNumber("1e400")?.isExactDouble == false)
    }

    @Test(
        "A Double converts to Int only when an Int holds it",
        arguments: [
            (Double.nan, nil), (.infinity, nil), (-.infinity, nil), (9.3e15, 9_300_000_000_000_000),
            (9.3e18, nil), (-9.3e18, nil), (1.9, 1), (-1.9, -1),
        ] as [(Double, Int?)])
    func checkedInteger(value: Double, expected: Int?) {
        #expect(DecimalNumber.integer(from: value) == expected)
    }
}
