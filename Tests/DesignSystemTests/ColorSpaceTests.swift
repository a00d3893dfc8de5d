import HeadlessUI
import Testing

@testable import DesignSystem

/// Hot pink (#FF00FF) written in every colour space of the Color module: the components
/// the module's own examples give for it, and for display-p3, prophoto-rgb and rec2020
/// (whose examples write [1, 0, 1], a different colour) the CSS Color 4 conversion of #FF00FF.
private let hotPink: [(space: String, components: String)] = [
    ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("hsl", "[300, 100, 50]"), ("hwb", "[300, 0, 0]"),
    ("lab", "[60.17, 93.54, -60.5]"), ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.701, 0.2746, -0.169]"),
    ("oklch", "[0.7016, 0.3225, 328.363]"), ("display-p3", "[0.9175, 0.2003, 0.9675]"),
    ("a98-rgb", "[0.8594, 0, 0.9821]"), ("prophoto-rgb", "[0.8004, 0.3171, 0.9328]"),
    ("rec2020", "[0.8192, 0.2544, 0.9554]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"),
    ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
]

private func color(_ value: String) -> (color: Color?, issues: [TokenIssue]) {
    let report = TokenFixtures.check(#"{ "c": { "$type": "color", "$value": \#(value) } }"#)
    guard case let .color(color)? = report.tokens.first?.value else { return (nil, report.issues) }
    return (color, report.issues)
}

@Test(arguments: hotPink)
func everyColourSpaceConvertsToTheSameSRGBColour(space: String, components: String) {
    let result = color(#"{ "colorSpace": "\#(space)", "components": \#(components) }"#)
    #expect(result.issues == [])
    #expect(result.color?.hexString == "#FF00FF", "\(space)")
}

@Test func everyColourSpaceOfTheModuleIsKnown() {
    #expect(Set(hotPink.map(\.space)) == Set(ColorSpace.allCases.map(\.rawValue)))
}

@Test func noneMayStandForAnyComponentAndCountsAsZeroWhenDrawn() {
    let white = color(#"{ "colorSpace": "hsl", "components": ["none", 0, 100] }"#)
    #expect(white.issues == [])
    #expect(white.color?.hexString == "#FFFFFF")
}

@Test func alphaAndAHexFallbackAreRead() {
    let result = color(##"{ "colorSpace": "display-p3", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000" }"##)
    #expect(result.issues == [])
    #expect(result.color?.alpha == 0.5)
}

@Test(arguments: [
    #"{ "colorSpace": "srgb", "components": [1, 0, 0, 1] }"#,
    #"{ "colorSpace": "srgb", "components": [1.2, 0, 0] }"#,
    #"{ "colorSpace": "hsl", "components": [360, 50, 50] }"#,
    #"{ "colorSpace": "lch", "components": [50, -1, 20] }"#,
    #"{ "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2 }"#,
    ##"{ "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080" }"##,
    #"{ "colorSpace": "cmyk", "components": [1, 0, 0] }"#,
    #"{ "colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1 }"#,
    #"{ "components": [1, 0, 0] }"#,
    #""red""#,
])
func aColourOutsideTheModuleIsRefused(value: String) {
    let result = color(value)
    #expect(result.color == nil)
    #expect(result.issues.count == 1, "\(result.issues)")
    guard case let .invalidValue(path, type, _, _)? = result.issues.first else {
        Issue.record("expected an invalid value, found \(result.issues)")
        return
    }
    #expect(path == "c")
    #expect(type == .color)
}
