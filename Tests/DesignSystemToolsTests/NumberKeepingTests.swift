import DesignSystem
import Foundation
import Testing

@testable import DesignSystemTools

/// `App tokens migrate` keeps a number's digits as the file writes them, or says why it
/// cannot: a rewrite never rounds through a `Double`.
struct NumberKeepingTests {
    private func migrated(_ type: String, _ value: String) throws -> (text: String, result: TokenMigration.Result) {
        let text = ##"{ "a": { "$type": "\##(type)", "$value": \##(value) } }"##
        let result = try TokenMigration.migrate(TokenSource(name: "a.json", data: Data(text.utf8)))
        return (String(decoding: result.data, as: UTF8.self), result)
    }

    @Test(arguments: [
        ("dimension", #""1.23456789012345678px""#, #"{ "value": 1.23456789012345678, "unit": "px" }"#),
        ("duration", #""12345678901234567890ms""#, #"{ "value": 12345678901234567890, "unit": "ms" }"#),
        ("dimension", #""99999999999999999999999999px""#, #"{ "value": 99999999999999999999999999, "unit": "px" }"#),
        ("dimension", #""1e3px""#, #"{ "value": 1e3, "unit": "px" }"#),
        ("dimension", #"".5rem""#, #"{ "value": 0.5, "unit": "rem" }"#),
        ("dimension", #""+2px""#, #"{ "value": 2, "unit": "px" }"#),
        ("fontSizes", "16.000000000000000001", #"{ "value": 16.000000000000000001, "unit": "px" }"#),
        ("opacity", #""12.5%""#, "0.125"),
        ("opacity", #""50%""#, "0.5"),
        ("opacity", #""0.5%""#, "0.005"),
        ("fontWeights", #""600.5""#, "600.5"),
    ])
    func theDigitsAreKeptAsWritten(type: String, value: String, expected: String) throws {
        let (text, result) = try migrated(type, value)
        #expect(result.migrated.contains { $0.path == "a" }, "\(value)")
        #expect(result.unmigratable.isEmpty, "\(value)")
        #expect(text.contains(#""$value": \#(expected) "#), "\(text)")
    }

    @Test func aNumberNoReaderHoldsIsListedAndLeftAsWritten() throws {
        let (text, result) = try migrated("dimension", #""1e400px""#)
        #expect(result.migrated.isEmpty)
        #expect(result.unmigratable.first?.reason.contains("beyond what a token file's readers hold") == true)
        #expect(text.contains(#""1e400px""#))
    }

    @Test func aMigratedFileIsCheckedWithTheNumbersItNowHolds() throws {
        let (text, _) = try migrated("dimension", #""1e3px""#)
        let report = DesignTokens.report(
            for: [TokenSource(name: "a.json", data: Data(text.utf8))], appRequirements: false)
        #expect(report.isValid, "\(report.issues)")
    }
}
