import Foundation
import HeadlessUI

@testable import FlowRunner

/// A two-screen app for flow tests: Welcome (with a sheet) -> Log in -> Home, a persisted
/// "logged in" flag, and `example://home` as its only deep link.
@MainActor
final class FakeFlowHost: FlowFileHosting {
    struct LinkError: Error, CustomStringConvertible {
        let link: String
        var description: String { "unsupported link '\(link)'" }
    }

    var isLoggedIn = false
    /// What `accessibilityIssues(of:)` reports.
    var accessibilityFindings: [String] = []
    private(set) var screenshots: [String] = []
    private(set) var launchCount = 0
    private(set) var openedLinks: [String] = []
    private var navigation: NavigationController?

    func launch(clearState: Bool) throws -> Window {
        if clearState { try self.clearState() }
        launchCount += 1
        let root: ViewController = isLoggedIn ? FakeHomeViewController() : FakeWelcomeViewController(host: self)
        let navigation = try NavigationController(rootViewController: root)
        self.navigation = navigation
        let window = Window()
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        return window
    }

    func clearState() throws {
        isLoggedIn = false
    }

    func openLink(_ url: String) throws {
        guard url == "example://home", let navigation else { throw LinkError(link: url) }
        try navigation.pushViewController(FakeHomeViewController())
    }

    /// A stand-in picture naming the number of layers, in markup an HTML report may hold.
    func svg(of screen: Screen) -> String? {
        "<svg id=\"layers-\(screen.layers.count)\"/>"
    }

    func screenshotTaken(_ name: String, of screen: Screen) {
        screenshots.append(name)
    }

    func accessibilityIssues(of screen: Screen) -> [String] {
        accessibilityFindings
    }
}

@MainActor
final class FakeWelcomeViewController: ViewController {
    private weak var host: FakeFlowHost?

    init(host: FakeFlowHost) {
        self.host = host
        super.init()
        title = "Welcome"
    }

    override func loadView() {
        view = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: "Welcome", identifier: "welcome.title"),
                ViewNode(role: .button, label: "Log in", identifier: "welcome.login") { [weak self] in
                    guard let self, let host = self.host else { return }
                    try? self.navigationController?.pushViewController(FakeLoginViewController(host: host))
                },
                ViewNode(role: .button, label: "Create account", identifier: "welcome.register", isEnabled: false),
                ViewNode(role: .button, label: "Terms", identifier: "welcome.sheet") { [weak self] in
                    try? self?.present(FakeSheetViewController())
                },
            ]
        )
    }
}

@MainActor
final class FakeLoginViewController: ViewController {
    private weak var host: FakeFlowHost?
    private let email = ViewNode(role: .textField, label: "Email", identifier: "login.email", placeholder: "Email")
    private let password = ViewNode(role: .secureField, label: "Password", identifier: "login.password")
    private let error = ViewNode(role: .text, identifier: "login.error", isHidden: true)

    init(host: FakeFlowHost) {
        self.host = host
        super.init()
        title = "Log in"
    }

    override func loadView() {
        view = ViewNode(
            role: .stack,
            children: [
                email, password, error,
                ViewNode(role: .button, label: "Sign in", identifier: "login.submit") { [weak self] in
                    self?.submit()
                },
            ]
        )
    }

    private func submit() {
        guard let value = email.value, value.contains("@") else {
            error.label = "Enter a valid email"
            error.isHidden = false
            return
        }
        host?.isLoggedIn = true
        try? navigationController?.pushViewController(FakeHomeViewController())
    }
}

@MainActor
final class FakeHomeViewController: ViewController {
    override init() {
        super.init()
        title = "Home"
    }

    override func loadView() {
        view = ViewNode(
            role: .list,
            children: [
                ViewNode(role: .text, label: "Home"),
                ViewNode(role: .row, label: "Item 1", identifier: "home.item.1") {},
                ViewNode(role: .row, label: "Item 2", identifier: "home.item.2") {},
            ]
        )
    }
}

@MainActor
final class FakeSheetViewController: ViewController {
    override init() {
        super.init()
        title = "Terms"
    }

    override func loadView() {
        view = ViewNode(role: .stack, children: [ViewNode(role: .text, label: "Terms of use")])
    }
}

/// Runs flow text against a fresh fake app.
@MainActor
func runFlow(
    _ source: String,
    host: FakeFlowHost = FakeFlowHost(),
    artifacts: String? = nil,
    stepLimit: Int = FlowFileRunner.defaultStepLimit
) throws -> FlowFileResult {
    let flow = try FlowFileParser.parse(source, file: "test.yaml")
    return FlowFileRunner(host: host, artifactsDirectory: artifacts, stepLimit: stepLimit).run(flow)
}

/// A fresh, empty folder under the temporary directory.
func makeTemporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("flow-tests-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `files` (name -> text) into `folder`.
func write(_ files: [String: String], into folder: String) throws {
    for (name, text) in files {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
