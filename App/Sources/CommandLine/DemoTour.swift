import HeadlessUI

/// The guided tour `App demo` (and so `make run`) prints: every screen of the catalogue,
/// each with a one-line caption, driven exactly as a person would drive it.
struct DemoTour {
    /// One stop of the tour.
    struct Stop {
        let caption: String
        let action: (LaunchedApp) throws -> Void
    }

    let stops: [Stop] = [
        Stop(caption: "Launch, logged out: the Welcome screen.") { _ in },
        Stop(caption: "Tap \"Create account\": the Register form.") { try $0.driver.tap(.text("Create account")) },
        Stop(caption: "Submit it empty: the form says what is missing, nothing is stored.") {
            try $0.driver.tap(.identifier("register.submit"))
        },
        Stop(caption: "Fill it in and submit: registered and logged in, the Home tab.") { app in
            let driver = app.driver
            try driver.inputText("Ada Lovelace", into: .identifier("register.name"))
            try driver.inputText("ada@example.com", into: .identifier("register.email"))
            try driver.inputText("analytical", into: .identifier("register.password"))
            try driver.inputText("analytical", into: .identifier("register.confirm"))
            try driver.tap(.identifier("register.submit"))
        },
        Stop(caption: "Tap the first item: its detail, pushed by the Home module's own router.") {
            try $0.driver.tap(.identifier("home.item.h1"))
        },
        Stop(caption: "Tap \"Bookmark\": saved; the button now offers to remove it.") {
            try $0.driver.tap(.identifier("detail.bookmark"))
        },
        Stop(caption: "Back to the feed.") { try $0.driver.back() },
        Stop(caption: "The Explore tab: the whole catalogue.") { try $0.driver.tap(.identifier("tab.explore")) },
        Stop(caption: "Search for something that is not there: \"No results\".") { app in
            try app.driver.inputText("zzz", into: .identifier("explore.search"))
        },
        Stop(caption: "The Bookmarks tab: the item saved on Home.") { try $0.driver.tap(.identifier("tab.bookmarks")) },
        Stop(caption: "Open the deep link example://explore/item/e2: Explore, its detail on top.") { app in
            let outcome = app.coordinator.handle("example://explore/item/e2")
            if outcome.isFailure { throw DemoError(message: outcome.message) }
        },
        Stop(caption: "The Profile tab: name, email, initials.") { try $0.driver.tap(.identifier("tab.profile")) },
        Stop(caption: "Tap \"Log out\": the confirmation sheet over the profile.") {
            try $0.driver.tap(.identifier("profile.logout"))
        },
        Stop(caption: "Confirm: logged out, back to Welcome with a cross-dissolve.") {
            try $0.driver.tap(.identifier("logout.confirm"))
        },
        Stop(caption: "Tap \"Log in\": the Login form.") { try $0.driver.tap(.identifier("welcome.login")) },
        Stop(caption: "Sign in with a short password: the error is shown on screen.") { app in
            try app.driver.inputText("ada@example.com", into: .identifier("login.email"))
            try app.driver.inputText("short", into: .identifier("login.password"))
            try app.driver.tap(.identifier("login.submit"))
        },
        Stop(caption: "Fix the password and sign in: the tab bar again.") { app in
            try app.driver.tap(.identifier("login.password"))
            try app.driver.eraseText()
            try app.driver.inputText("analytical")
            try app.driver.tap(.identifier("login.submit"))
        },
    ]

    /// Runs every stop, printing its caption and the screen after it. Returns the exit code.
    func run(app: LaunchedApp, width: Int, write: (String) -> Void) -> Int32 {
        for (number, stop) in stops.enumerated() {
            do {
                try stop.action(app)
            } catch {
                write("Tour stopped at step \(number + 1) (\(stop.caption)): \(error)")
                return 1
            }
            write("\(number + 1). \(stop.caption)")
            write(app.driver.renderScreen(width: width))
            write("")
        }
        return 0
    }
}

/// A tour stop whose result was not what the tour expected.
struct DemoError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
