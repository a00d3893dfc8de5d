import HeadlessUI
import Testing

@testable import App

@Test func routerIsAPresentable() throws {
    let navigation = NavigationController()
    #expect(Router(navigationController: navigation).toPresent() === navigation)
}
