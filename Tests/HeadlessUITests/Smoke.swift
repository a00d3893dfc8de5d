import Testing

@testable import HeadlessUI

@MainActor @Test func smoke() { #expect(Window().screen.layers.isEmpty) }
