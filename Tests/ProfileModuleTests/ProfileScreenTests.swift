import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// The Profile screen as a person sees it, and the log-out sheet it presents.
@Suite struct ProfileScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func profile(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func profileWithALongUnicodeName(appearance: Theme.Appearance) throws {
        let store = MockProfileSessionStore(
            displayName: "Zoë Ñúñez-Østergaard de la Fuente 李雷", email: "zoe.nunez-ostergaard@exämple.de")
        let harness = try ProfileHarness(appearance: appearance, store: store)
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
