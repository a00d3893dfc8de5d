import Testing

@testable import HeadlessUI

private let body = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)

@Test func widthsAreTheNamedFontsAdvancesNotAnAverage() {
    // DejaVu Sans Book: "i" advances 569 units of 2048, "W" 2025.
    #expect(abs(SVGTextMeasure.width(of: "i", font: body) - 569.0 / 2048 * 17) < 0.0001)
    #expect(abs(SVGTextMeasure.width(of: "W", font: body) - 2025.0 / 2048 * 17) < 0.0001)
    #expect(SVGTextMeasure.width(of: "iiii", font: body) < SVGTextMeasure.width(of: "WWWW", font: body) / 3)
}

@Test func boldTextIsMeasuredWithTheBoldFace() {
    var bold = body
    bold.weight = 700
    #expect(SVGTextMeasure.width(of: "Home", font: bold) > SVGTextMeasure.width(of: "Home", font: body))
}

@Test func marksAndInvisibleCharactersTakeNoRoomAndWideOnesAnEm() {
    #expect(SVGTextMeasure.width(of: "e\u{301}", font: body) == SVGTextMeasure.width(of: "e", font: body))
    #expect(SVGTextMeasure.width(of: "a\u{200B}b", font: body) == SVGTextMeasure.width(of: "ab", font: body))
    #expect(SVGTextMeasure.width(of: "😀", font: body) == 17)
}

@MainActor @Test func theTextAttributeNamesTheMeasuredFontFirst() {
    var canvas = SVGCanvas()
    canvas.text("Hello", x: 0, baseline: 10, font: body, color: Color(red: 0, green: 0, blue: 0))
    #expect(canvas.elements.first?.contains("font-family=\"DejaVu Sans, sans-serif\"") == true)
}

@MainActor @Test func aRowTitleThatFitsIsNotCutForAChevron() {
    // Home's first row: the chevron takes its own width, not a third of the row.
    let row = ViewNode(
        role: .row, label: "Why coordinators own navigation", value: "Architecture",
        style: NodeStyle(font: body, padding: 16), onTap: {})
    let svg = SVGRenderer().render(row)
    #expect(svg.contains(">Why coordinators own navigation</text>"))
}

@MainActor @Test func aRowTitleWrapsAtTheLargestTextSizeInsteadOfBeingCut() {
    let largest = Font(family: "Inter", size: 53, weight: 400, lineHeight: 69)
    let row = ViewNode(
        role: .row, label: "Why coordinators own navigation", value: "Architecture",
        style: NodeStyle(font: largest, padding: 16), onTap: {})
    let svg = SVGRenderer().render(row)
    #expect(svg.contains(">Why</text>"))
    #expect(svg.contains(">navigation</text>"))
    #expect(!svg.contains("Why coor…"))
}
