import DesignSystem
import HeadlessUI
import Testing

@testable import HomeModule

@Test func builderModuleIsLinked() {
    #expect(String(describing: HomeBuilder.self) == "HomeBuilder")
}
