import HeadlessUI
import Testing

@testable import DesignSystem

@Test func blackOnWhiteHasTheLargestRatio() {
    let ratio = ContrastRatio.between(Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1))
    #expect(abs(ratio - 21) < 1e-9)
}

@Test func theRatioIsTheSameWhicheverColourIsInFront() {
    let blue = Color(red: 0.04, green: 0.34, blue: 0.82)
    let white = Color(red: 1, green: 1, blue: 1)
    #expect(abs(ContrastRatio.between(blue, white) - ContrastRatio.between(white, blue)) < 1e-9)
}

@Test func aTranslucentForegroundIsBlendedOntoTheBackground() {
    let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    let white = Color(red: 1, green: 1, blue: 1)
    let blended = ContrastRatio.between(halfBlack, white)
    let opaqueGray = ContrastRatio.between(Color(red: 0.5, green: 0.5, blue: 0.5), white)
    #expect(abs(blended - opaqueGray) < 1e-9)
    #expect(blended < 21)
}

@Test func aKnownPairMatchesTheWCAGFormula() {
    // #767676 on white is the classic AA threshold colour: 4.54:1.
    let gray = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
    let ratio = ContrastRatio.between(gray, Color(red: 1, green: 1, blue: 1))
    #expect(abs(ratio - 4.54) < 0.01)
}
