import DesignSystem
import HeadlessUI
import Testing

@testable import PreLoginModule

@Test func builderModuleIsLinked() {
    #expect(String(describing: PreLoginBuilder.self) == "PreLoginBuilder")
}
