import DesignSystem
import HeadlessUI
import Testing

@testable import Components

/// What a screen of fetched content shows while it waits, when it failed, and above content
/// that may be out of date, and the list a person pulls down to refresh.
@MainActor
@Suite struct LoadingComponentsTests {
    let theme: Theme
    let components: Components

    init() throws {
        theme = try DesignTokens.bundled().theme(.light)
        components = Components(theme: theme)
    }

    @Test func theLoadingIndicatorSaysWhatIsLoadingToAssistiveTechnology() {
        let indicator = components.loadingIndicator("Loading the feed", identifier: "home.loading")
        #expect(indicator.role == .text)
        #expect(indicator.label == "Loading the feed")
        #expect(indicator.identifier == "home.loading")
    }

    @Test func aFailureShowsItsReasonInTheDangerColourAboveARetryButton() throws {
        var retries = 0
        let failure = components.failureState(
            "You are offline.", retryTitle: "Try Again", identifier: "home.failure"
        ) { retries += 1 }
        #expect(failure.identifier == "home.failure")
        let message = try #require(failure.descendant(identifier: "home.failure.message"))
        #expect(message.label == "You are offline.")
        #expect(message.style.foreground == theme.color(.danger))
        let retry = try #require(failure.descendant(identifier: "home.failure.retry"))
        #expect(retry.role == .button)
        #expect(retry.label == "Try Again")
        retry.onTap?()
        #expect(retries == 1)
    }

    @Test func theBannerIsACaptionInTheSecondaryColour() {
        let banner = components.banner("This may be out of date.", identifier: "home.outOfDate")
        #expect(banner.label == "This may be out of date.")
        #expect(banner.identifier == "home.outOfDate")
        #expect(banner.style.foreground == theme.color(.textSecondary))
        #expect(banner.style.font == theme.font(.caption))
    }

    @Test func aListGivenARefreshActionRefreshesWhenPulled() {
        var refreshes = 0
        let list = components.list([], identifier: "home.list") { refreshes += 1 }
        list.onRefresh?()
        #expect(refreshes == 1)
    }

    @Test func aListWithoutARefreshActionDoesNotRefresh() {
        #expect(components.list([], identifier: "profile.list").onRefresh == nil)
    }
}
