import DesignSystem
import Foundation

@testable import BookmarksModule

extension LocalizedStrings {
    /// The Bookmarks module's strings in English, as its screens word them.
    static let bookmarks = LocalizedStrings(bundle: .module, language: .english)
}
