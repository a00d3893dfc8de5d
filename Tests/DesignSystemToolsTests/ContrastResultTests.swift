import Testing

@testable import DesignSystemTools

@Test func aFailingRatioIsNeverPrintedRoundedUpToAPass() {
    let result = ContrastResult(
        foreground: "a", background: "b", appearance: .light, ratio: 4.499, minimum: 4.5, usage: nil)
    #expect(result.formattedRatio == "4.49")
    #expect(!result.passes)
}
