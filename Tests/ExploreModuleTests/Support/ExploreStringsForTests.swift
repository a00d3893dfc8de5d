import DesignSystem
import Foundation

@testable import ExploreModule

extension LocalizedStrings {
    /// The Explore module's strings in English, as its screens word them.
    static let explore = LocalizedStrings(bundle: .module, language: .english)
}
