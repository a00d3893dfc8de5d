import DesignSystem
import Testing

@testable import Components

@MainActor @Test func labelShowsItsText() {
    #expect(Components.label("Hi", theme: Theme(appearance: .light)).label == "Hi")
}
