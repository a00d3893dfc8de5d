import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// Values written in forms from before DTCG 2025.10: named once per form and file, checked as
/// their 2025.10 rewrite so the errors left are the file's own.
struct LegacyFormTests {
    private let palette = ##"""
        {
          "color": {
            "$type": "color",
            "red": { "$value": "#ff0000" },
            "green": { "$value": "#0f0" },
            "blue": { "$value": "#0000ff80" }
          },
          "space": {
            "$type": "dimension",
            "small": { "$value": "4px" },
            "large": { "$value": "1.5rem" }
          }
        }
        """##

    @Test func eachEarlierFormIsOneGroupWithItsCountAndFirstExample() {
        let report = TokenFixtures.check(palette)
        let groups = LegacyFormGroup.groups(report.legacyForms)
        #expect(groups.map(\.form) == [.hexColor, .dimensionString])
        #expect(groups.map(\.count) == [3, 2])
        #expect(groups.first?.example.path == "color.red")
        #expect(groups.first?.example.line == 4)
        #expect(
            groups.first?.description
                == "3 × hex colour strings (\"#rrggbb\"), a pre-2025.10 form, e.g. color.red at file1.json:4; "
                + "fix: App tokens migrate file1.json --write")
    }

    @Test func earlierFormsMakeTheSetInvalidUnlessAccepted() {
        let report = TokenFixtures.check(palette)
        #expect(report.issues.isEmpty)
        #expect(!report.isValid)
        #expect(report.isValidAcceptingLegacyForms)
        #expect(report.tokens.count == 5)
    }

    @Test func aGenuineErrorBesideAnEarlierFormStaysAnError() {
        let report = TokenFixtures.check(
            #"""
            {
              "body": {
                "$type": "typography",
                "$value": {
                  "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "Regular",
                  "letterSpacing": "0.02em", "lineHeight": "150%"
                }
              }
            }
            """#)
        #expect(report.legacyForms.map(\.path) == ["body.fontSize", "body.fontWeight", "body.lineHeight"])
        #expect(report.issues.map(\.kind) == ["invalidValue"])
        #expect(report.issues.first?.description.contains("letterSpacing") == true)
        #expect(report.unmigratable.first?.reason.hasPrefix("em is relative to the font size") == true)
    }

    @Test func tokensStudioTypesAreReadAsTheirDTCGTypes() {
        let report = TokenFixtures.check(
            #"""
            {
              "size": { "$type": "fontSizes", "body": { "$value": "16" } },
              "weight": { "$type": "fontWeights", "bold": { "$value": "Bold" } },
              "opacity": { "$type": "opacity", "half": { "$value": "50%" } },
              "shadow": {
                "$type": "boxShadow",
                "$value": { "x": "0", "y": "4", "blur": "8", "spread": "0", "color": "#00000040", "type": "innerShadow" }
              }
            }
            """#)
        #expect(report.issues.isEmpty, "\(report.issues)")
        #expect(report.tokens.first { $0.path == "size.body" }?.value == .dimension(16))
        #expect(report.tokens.first { $0.path == "weight.bold" }?.value == .fontWeight(700))
        #expect(report.tokens.first { $0.path == "opacity.half" }?.value == .number(0.5))
        guard case let .shadow(layers)? = report.tokens.first(where: { $0.path == "shadow" })?.value else {
            Issue.record("shadow did not resolve")
            return
        }
        #expect(layers.first?.offsetY == 4)
        #expect(layers.first?.inset == true)
        #expect(
            Set(report.legacyForms.map(\.form)) == [
                .tokensStudioType, .tokensStudioValue, .fontWeightName, .compositeStringPart, .zeroWithoutUnit,
            ])
    }

    @Test func aTypeWithNoDTCGCounterpartStaysAnUnknownTypeWithItsFix() {
        let report = TokenFixtures.check(#"{ "case": { "$type": "textCase", "$value": "uppercase" } }"#)
        #expect(report.issues.map(\.kind) == ["unknownType"])
        #expect(report.unmigratable.first?.reason.contains("$extensions") == true)
    }
}

/// A hex string, or a 3-digit hex fallback, is a form from before 2025.10: not valid as
/// written, read as its rewrite, and named as an earlier form.
@Test(arguments: [
    ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#fff" }"##,
    ##""#ff00ff""##,
])
func aHexStringIsAnEarlierFormNotAColourAsWritten(value: String) {
    let report = TokenFixtures.check(#"{ "c": { "$type": "color", "$value": \#(value) } }"#)
    #expect(!report.isValid)
    #expect(report.issues.isEmpty)
    #expect(report.legacyForms.count == 1)
}

@Test func aPreviousDraftStringSaysItIsThePre2025Form() {
    let finding = TokenFixtures.check(#"{ "t": { "$type": "duration", "$value": "200ms" } }"#).legacyForms.first
    #expect(finding?.form == .durationString)
    #expect(
        LegacyFormGroup.groups(TokenFixtures.check(#"{ "t": { "$type": "duration", "$value": "200ms" } }"#).legacyForms)
            .first?.description.contains("pre-2025")
            == true)
}
