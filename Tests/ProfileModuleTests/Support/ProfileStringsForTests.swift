import DesignSystem
import Foundation

@testable import ProfileModule

extension LocalizedStrings {
    /// The Profile module's strings in English, as its screens word them.
    static let profile = LocalizedStrings(bundle: .module, language: .english)
}

extension ProfileViewModel {
    /// A view model asking `router` for its routes, worded in English.
    static func using(_ router: MockProfileRouter, sessionStore: MockProfileSessionStore = MockProfileSessionStore())
        -> ProfileViewModel
    {
        ProfileViewModel(sessionStore: sessionStore, router: router, strings: .profile)
    }
}
