import FlowRunner
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import FlowFileHost

/// The app's flow host has a light and a dark appearance: the dark-mode commands switch and
/// check it, and a launch after the switch is styled in it.
@MainActor
struct FlowDarkModeHostTests {
    @Test func setDarkModeStylesTheNextLaunchDarkAndTheAssertionsCheckIt() throws {
        let host = AppFlowFileHost(statePath: TemporaryStateFolder().nextStatePath())
        let light = host.svg(of: try host.launch(clearState: true).screen)
        let flow = try FlowFileParser.parse(
            "appId: com.example.headless\n---\n- assertLightMode\n- setDarkMode: enabled\n- assertDarkMode\n"
                + "- launchApp\n- toggleDarkMode\n- assertLightMode\n- toggleDarkMode\n",
            file: "dark.yaml", requiringConfig: true)
        let result = FlowFileRunner(host: host).run(flow)
        #expect(result.passed, "\(result.log)")
        #expect(result.notApplicableSteps.isEmpty)
        #expect(host.isDarkMode == true)
        let dark = host.svg(of: try host.launch(clearState: false).screen)
        #expect(dark != nil && dark != light, "the screen's colours follow the appearance")
    }
}
