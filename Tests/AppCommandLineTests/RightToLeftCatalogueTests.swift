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

    @Test func theAuditFindsNothingOnAnyScreenLaidOutRightToLeftInEitherAppearanceAtAnyTextSize() throws {
        var audited = 0
        for appearance in Theme.Appearance.allCases {
            for textSize in TextSize.allCases {
                let reports = try AuditCommand.audit(appearance, textSize: textSize, language: .rightToLeft)
                audited += reports.count
                for report in reports where !report.findings.isEmpty {
                    Issue.record("\(report.screen) (\(appearance), \(textSize)): \(report.findings)")
                }
                #expect(reports.allSatisfy { $0.layoutDirection == "rtl" })
            }
        }
        let catalogue = try String(
            contentsOfFile: try BundledFlowFiles.path(of: BundledFlowFiles.catalogue), encoding: .utf8)
        let screens = catalogue.split(separator: "\n").filter { $0.hasPrefix("- takeScreenshot:") }.count
        #expect(audited == screens * Theme.Appearance.allCases.count * TextSize.allCases.count)
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
