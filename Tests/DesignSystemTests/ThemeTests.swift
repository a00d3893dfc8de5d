import Testing

@testable import DesignSystem

@Test func themeKeepsItsAppearance() {
    #expect(Theme(appearance: .dark).appearance == .dark)
}
