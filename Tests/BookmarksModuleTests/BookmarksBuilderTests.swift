import DesignSystem
import HeadlessUI
import Testing

@testable import BookmarksModule

@Test func builderModuleIsLinked() {
    #expect(String(describing: BookmarksBuilder.self) == "BookmarksBuilder")
}
