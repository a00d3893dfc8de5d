import DesignSystem
import HeadlessUI
import Testing

@Test func theDefaultTextSizeKeepsTheTokensAsWritten() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    #expect(theme.textSize == .large)
    #expect(theme.sized(.large).font(.body) == theme.font(.body))
}

@Test func everyTextStyleGrowsWithTheTextSize() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    let body = theme.font(.body)
    let largest = theme.sized(.accessibility5).font(.body)
    #expect(largest.size == (body.size * 53 / 17 * 2).rounded() / 2)
    #expect(largest.lineHeight >= body.lineHeight * 53 / 17)
    #expect(theme.sized(.extraSmall).font(.title).size < theme.font(.title).size)
    let sizes = TextSize.allCases.map { theme.sized($0).font(.caption).size }
    #expect(sizes == sizes.sorted())
}

@Test func barsStopGrowingAtTheLargestNonAccessibilitySize() throws {
    let theme = try DesignTokens.bundled().theme(.dark)
    let capped = theme.sized(.extraExtraExtraLarge).barFont(.headline)
    #expect(theme.sized(.accessibility5).barFont(.headline) == capped)
    #expect(capped.size > theme.barFont(.headline).size)
}
