import DesignSystem
import HeadlessUI
import Testing

@testable import ProfileModule

@Test func builderModuleIsLinked() {
    #expect(String(describing: ProfileBuilder.self) == "ProfileBuilder")
}
