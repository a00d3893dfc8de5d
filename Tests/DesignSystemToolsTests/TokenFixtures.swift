import Foundation

@testable import DesignSystem
@testable import DesignSystemTools

/// Small tokens files, each broken in one way, and the report the pipeline gives for them.
enum TokenFixtures {
    /// The report with the app's own requirements, as `App tokens --check` gives it.
    static func report(_ json: String) -> TokenReport {
        DesignTokens.report(for: Data(json.utf8), source: "fixture.json")
    }

    static func issues(_ json: String) -> [TokenIssue] {
        report(json).issues
    }

    /// The report of the format's rules alone, as `App tokens check FILE` gives it.
    static func check(_ json: String...) -> TokenReport {
        let sources = json.enumerated().map {
            TokenSource(name: "file\($0.offset + 1).json", data: Data($0.element.utf8))
        }
        return DesignTokens.report(for: sources, appRequirements: false)
    }

    /// The value `path` resolved to in a format-only check.
    static func value(_ path: String, in json: String) -> TokenValue? {
        check(json).tokens.first { $0.path == path }?.value
    }

    /// An sRGB colour value in the 2025.10 object form, e.g. `srgb(0, 0, 0)`.
    static func srgb(_ red: Double, _ green: Double, _ blue: Double) -> String {
        #"{ "colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)] }"#
    }

    /// A dimension in pixels in the 2025.10 object form.
    static func px(_ value: Double) -> String {
        #"{ "value": \#(value), "unit": "px" }"#
    }
}
