import HeadlessUI
import Testing

@testable import DesignSystem

/// One token of `type` with `value`, checked against the format alone.
private func check(_ type: String, _ value: String, extra: String = "") -> TokenLoader.Outcome {
    TokenFixtures.check(#"{ \#(extra) "t": { "$type": "\#(type)", "$value": \#(value) } }"#)
}

private func value(_ type: String, _ value: String, extra: String = "") -> TokenValue? {
    let report = check(type, value, extra: extra)
    #expect(report.issues == [], "\(report.issues.map(\.description))")
    return report.tokens.first { $0.path == "t" }?.value
}

private func refuses(_ type: String, _ value: String, extra: String = "", _ comment: Comment? = nil) {
    let report = check(type, value, extra: extra)
    // An earlier form (such as "16px") is refused as written too: the loader reads 2025.10 only.
    #expect(report.issues.contains { $0.path.hasPrefix("t") }, comment ?? "\(value)")
}

@Test func dimensionsTakePixelsAndRemsOfSixteenPoints() {
    #expect(value("dimension", #"{ "value": 0.5, "unit": "rem" }"#) == .dimension(8))
    #expect(value("dimension", #"{ "value": 0, "unit": "px" }"#) == .dimension(0))
}

@Test(arguments: [
    #""16px""#, #"{ "value": 0 }"#, #"{ "value": 100, "unit": "%" }"#, #"{ "value": "4", "unit": "px" }"#,
])
func aDimensionNotAnObjectOfPixelsOrRemsIsRefused(value: String) {
    refuses("dimension", value)
}

@Test func durationsTakeMillisecondsAndSeconds() {
    #expect(value("duration", #"{ "value": 200, "unit": "ms" }"#) == .duration(0.2))
    #expect(value("duration", #"{ "value": 1.5, "unit": "s" }"#) == .duration(1.5))
    refuses("duration", #""200ms""#)
    refuses("duration", #"{ "value": 2, "unit": "min" }"#)
}

@Test func aFontFamilyIsANameOrAnArrayOfNames() {
    #expect(value("fontFamily", #""Comic Sans MS""#) == .fontFamily(["Comic Sans MS"]))
    #expect(value("fontFamily", #"["Helvetica", "Arial"]"#) == .fontFamily(["Helvetica", "Arial"]))
    refuses("fontFamily", #"["Helvetica", 5]"#)
    refuses("fontFamily", "[]")
    refuses("fontFamily", "12")
}

@Test func aFontWeightIsAnyNumberFromOneToAThousandOrAnExactName() {
    #expect(value("fontWeight", "350.5") == .fontWeight(350.5))
    #expect(value("fontWeight", #""extra-bold""#) == .fontWeight(800))
    #expect(value("fontWeight", #""ultra-black""#) == .fontWeight(950))
    refuses("fontWeight", #""Bold""#)
    refuses("fontWeight", "0")
    refuses("fontWeight", "1001")
}

@Test func aCubicBezierKeepsItsXValuesInTheUnitInterval() {
    #expect(value("cubicBezier", "[0.5, -2, 1, 3]") == .cubicBezier([0.5, -2, 1, 3]))
    refuses("cubicBezier", "[1.5, 0, 0.5, 1]")
    refuses("cubicBezier", "[0, 0, 1]")
}

@Test func aNumberIsAJSONNumber() {
    #expect(value("number", "-2.5") == .number(-2.5))
    refuses("number", "null")
    refuses("number", #""2""#)
    refuses("number", "true")
}

@Test func aStrokeStyleIsAKeywordOrADashPattern() {
    #expect(value("strokeStyle", #""dashed""#) == .strokeStyle(.keyword("dashed")))
    let dashes = value(
        "strokeStyle", #"{ "dashArray": ["{dash}", { "value": 0.25, "unit": "rem" }], "lineCap": "round" }"#,
        extra: #""dash": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } },"#)
    #expect(dashes == .strokeStyle(.dashes(dashArray: [10, 4], lineCap: "round")))
    refuses("strokeStyle", #""wavy""#)
    refuses("strokeStyle", #"{ "dashArray": [], "lineCap": "round" }"#)
    refuses("strokeStyle", #"{ "dashArray": [{ "value": 1, "unit": "px" }], "lineCap": "flat" }"#)
}

@Test func aBorderHasAColourAWidthAndAStyle() {
    let border = value(
        "border", #"{ "color": \#(TokenFixtures.srgb(0, 0, 0)), "width": \#(TokenFixtures.px(2)), "style": "{line}" }"#,
        extra: #""line": { "$type": "strokeStyle", "$value": "dotted" },"#)
    #expect(
        border == .border(BorderStyle(color: Color(red: 0, green: 0, blue: 0), width: 2, style: .keyword("dotted"))))
    refuses("border", #"{ "color": \#(TokenFixtures.srgb(0, 0, 0)), "width": \#(TokenFixtures.px(2)) }"#)
}

@Test func aTransitionHasADurationADelayAndATimingFunction() {
    let transition = value(
        "transition",
        #"{ "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] }"#
    )
    #expect(transition == .transition(TransitionTiming(duration: 0.2, delay: 0, timingFunction: [0.5, 0, 1, 1])))
    refuses("transition", #"{ "duration": { "value": 200, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] }"#)
}

private let shadowLayer =
    #"{ "color": \#(TokenFixtures.srgb(0, 0, 0)), "offsetX": \#(TokenFixtures.px(0)), "offsetY": \#(TokenFixtures.px(4)), "blur": \#(TokenFixtures.px(8)), "spread": \#(TokenFixtures.px(0))"#

@Test func aShadowIsOneLayerOrSeveralAndMayBeInset() {
    guard case let .shadow(single)? = value("shadow", shadowLayer + " }") else {
        Issue.record("expected a shadow")
        return
    }
    #expect(single.map(\.offsetY) == [4])
    #expect(single.first?.inset == false)
    let layered = value(
        "shadow", "[" + shadowLayer + #", "inset": true }, "{base}"]"#,
        extra: #""base": { "$type": "shadow", "$value": \#(shadowLayer) } },"#)
    guard case let .shadow(layers)? = layered else {
        Issue.record("expected a layered shadow")
        return
    }
    #expect(layers.map(\.inset) == [true, false])
    refuses("shadow", shadowLayer + #", "inset": "yes" }"#)
    refuses("shadow", shadowLayer + #", "opacity": 1 }"#)
    refuses("shadow", "[]")
}

@Test func gradientStopPositionsAreClampedToTheAxis() {
    let gradient = value(
        "gradient",
        #"[{ "color": \#(TokenFixtures.srgb(0, 0, 1)), "position": -2 }, { "color": "{red}", "position": "{end}" }]"#,
        extra:
            #""red": { "$type": "color", "$value": \#(TokenFixtures.srgb(1, 0, 0)) }, "end": { "$type": "number", "$value": 42 },"#
    )
    guard case let .gradient(stops)? = gradient else {
        Issue.record("expected a gradient")
        return
    }
    #expect(stops.map(\.position) == [0, 1])
    #expect(stops.last?.color.hexString == "#FF0000")
    refuses("gradient", #"[{ "color": \#(TokenFixtures.srgb(0, 0, 1)) }]"#)
}

private let typography =
    #""fontFamily": "Roboto", "fontSize": { "value": 42, "unit": "px" }, "fontWeight": 700, "lineHeight": 1.2"#

@Test func typographyNeedsAllFiveMembersLetterSpacingIncluded() {
    let style = value("typography", "{ " + typography + #", "letterSpacing": { "value": 0.1, "unit": "px" } }"#)
    guard case let .typography(text)? = style else {
        Issue.record("expected a text style")
        return
    }
    #expect(text.font == Font(family: "Roboto", size: 42, weight: 700, lineHeight: 42 * 1.2))
    #expect(text.letterSpacing == 0.1)
    let missing = check("typography", "{ " + typography + " }").issues.first?.description ?? ""
    #expect(missing.contains("letterSpacing"))
    refuses("typography", "{ " + typography + #", "letterSpacing": "banana" }"#)
}

@Test func aTypeTheFormatDoesNotDefineIsRefusedCaseSensitively() {
    #expect(check("Color", TokenFixtures.srgb(0, 0, 0)).issues == [.unknownType(path: "t", found: "\"Color\"")])
    refuses("string", #""amber""#)
}

@Test func everyMissingAndExtraMemberOfACompositeIsNamedAtOnce() {
    let message = check("border", #"{ "color": \#(TokenFixtures.srgb(0, 0, 0)), "radius": 2 }"#).issues.first?
        .description
    #expect(message?.contains(#"including "width", "style" and without "radius""#) == true, "\(message ?? "")")
}

@Test func everyBrokenMemberOfACompositeIsReported() {
    let report = check(
        "typography",
        #"{ "fontFamily": 5, "fontSize": "16pt", "fontWeight": 400, "letterSpacing": "{nowhere}", "lineHeight": 1.2 }"#)
    #expect(report.issues.map(\.path) == ["t", "t", "t.letterSpacing"])
    #expect(report.issues.first?.description.contains("\"fontFamily\" to be") == true)
    #expect(report.issues.dropFirst().first?.description.contains("\"fontSize\" to be") == true)
}
