import DesignSystem
import Foundation

@testable import HomeModule

extension LocalizedStrings {
    /// The Home module's strings in English, as its screens word them.
    static let home = LocalizedStrings(bundle: .module, language: .english)
}
