import DesignSystem
import FlowRunner
import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

@testable import App
@testable import AppCommandLine
@testable import FlowFileHost
@testable import ScreenCatalogue

/// The whole catalogue laid out right to left, as an Arabic-speaking person sees it.
@MainActor
struct RightToLeftCatalogueTests {
    /// Every screenshot of the catalogue flow, by name, in the `rtl` pseudo-language (English laid out right to left) and rendered
    /// as text when it is taken (a screen shows its controllers as they are now).
    private func catalogue(_ appearance: Theme.Appearance = .light) throws -> [String: String] {
        let states = TemporaryStateFolder()
        let host = AppFlowFileHost(
            statePath: states.nextStatePath(), appearance: appearance, language: .rightToLeft)
        var screens: [String: String] = [:]
        host.onScreenshot = { name, screen in screens[name] = TextRenderer().render(screen) }
        let flow = try FlowFileLoader().load(try BundledFlowFiles.path(of: BundledFlowFiles.catalogue))
        if let failure = FlowFileRunner(host: host).run(flow).failure {
            Issue.record(Comment(rawValue: failure.report))
        }
        return screens
    }

    /// The audit reports each screen of `rtl` as laid out right to left. That it finds nothing on
    /// them, in both appearances at every text size, is `make test`'s audit stage, which covers
    /// `rtl` with every other language.
    @Test func theAuditSaysEveryScreenLaidOutRightToLeftIsSo() throws {
        let reports = try AuditCommand.audit(.dark, textSize: .accessibility5, language: .rightToLeft)
        let catalogue = try String(
            contentsOfFile: try BundledFlowFiles.path(of: BundledFlowFiles.catalogue), encoding: .utf8)
        #expect(reports.count == catalogue.split(separator: "\n").filter { $0.hasPrefix("- takeScreenshot:") }.count)
        #expect(reports.allSatisfy { $0.layoutDirection == "rtl" && $0.findings.isEmpty })
    }

    @Test(arguments: ["profile", "login.error", "home.detail", "explore.search", "profile.logout-sheet"])
    func aCatalogueScreenRendersMirroredRightToLeft(screen name: String) throws {
        let render = try #require(try catalogue()[name])
        if let failure = TextSnapshot.verify(render, named: name) { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func theTabBarStartsAtTheRightWithHome() throws {
        let render = try #require(try catalogue()["home"])
        let tabBar = try #require(render.split(separator: "\n").dropLast().last)
        #expect(tabBar.hasSuffix("[Home] │"))
    }

    @Test func aLeftToRightAuditReportLeavesTheDirectionOut() throws {
        let reports = try AuditCommand.audit(.light, textSize: .large)
        #expect(reports.allSatisfy { $0.layoutDirection == nil })
    }
}
