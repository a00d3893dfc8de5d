import DesignSystem
import Foundation

@testable import PreLoginModule

extension LocalizedStrings {
    /// The PreLogin module's strings in English, as its screens word them.
    static let preLogin = LocalizedStrings(bundle: .module, language: .english)
}
