import DesignSystem
import HeadlessUI
import Testing

@testable import ExploreModule

@Test func builderModuleIsLinked() {
    #expect(String(describing: ExploreBuilder.self) == "ExploreBuilder")
}
