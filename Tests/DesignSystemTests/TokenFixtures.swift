import Foundation

@testable import DesignSystem

/// Small tokens files, each broken in one way, and what the app's strict loader makes of them.
enum TokenFixtures {
    /// What loading gives with the app's own requirements, as at launch.
    static func report(_ json: String) -> TokenLoader.Outcome {
        TokenLoader.load([("fixture.json", Data(json.utf8))], appRequirements: true)
    }

    static func issues(_ json: String) -> [TokenIssue] {
        report(json).issues
    }

    /// What loading gives for the format's rules alone, the files merged in order.
    static func check(_ json: String...) -> TokenLoader.Outcome {
        TokenLoader.load(
            json.enumerated().map { ("file\($0.offset + 1).json", Data($0.element.utf8)) }, appRequirements: false)
    }

    /// The value `path` resolved to in a format-only load.
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
