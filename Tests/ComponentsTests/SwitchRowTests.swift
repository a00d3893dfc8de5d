import DesignSystem
import HeadlessUI
import HeadlessUITesting
import Testing

@testable import Components

/// A switch row is a setting, not a link: it says its state and draws no chevron.
@MainActor @Suite struct SwitchRowTests {
    private func components() throws -> Components {
        Components(theme: try DesignTokens.bundled().theme(.light))
    }

    @Test func itsAccessibilityValueIsItsState() throws {
        let on = try components().switchRow("Notifications", isOn: true, identifier: "s.on") { _ in }
        let off = try components().switchRow("Notifications", isOn: false, identifier: "s.off") { _ in }
        #expect(on.role == .toggle)
        #expect(on.value == "on")
        #expect(on.isSelected)
        #expect(off.value == "off")
        #expect(!off.isSelected)
    }

    @Test func aTapAsksForTheOtherState() throws {
        var asked: [Bool] = []
        let row = try components().switchRow("Notifications", isOn: false, identifier: "s") { asked.append($0) }
        row.onTap?()
        #expect(asked == [true])
    }

    @Test func itIsDrawnWithItsStateAndWithoutAChevron() throws {
        let components = try components()
        let list = components.list([
            components.switchRow("Notifications", isOn: true, identifier: "s.on") { _ in },
            components.switchRow("Offline reading", isOn: false, identifier: "s.off") { _ in },
            components.listRow(title: "About", action: {}),
        ])
        let text = TextRenderer().render(list)
        #expect(text.contains("• Notifications  [on]"))
        #expect(text.contains("• Offline reading  [off]"))
        #expect(!text.contains("Notifications  [on] ›"))
        #expect(text.contains("• About ›"), "a row that leads somewhere keeps its chevron")
    }

    @Test func aPersonCanFlipItThroughTheScreenDriver() throws {
        let components = try components()
        var isOn = false
        let window = Window()
        let screen = ViewController()
        func draw() {
            screen.view = components.screen([
                components.switchRow("Notifications", isOn: isOn, identifier: "settings.notifications") {
                    isOn = $0
                    draw()
                }
            ])
        }
        draw()
        try window.setRootViewController(screen)
        window.makeKeyAndVisible()
        let driver = ScreenDriver(window: window)
        try driver.tap(.identifier("settings.notifications"))
        #expect(isOn)
        #expect(driver.renderScreen().contains("Notifications  [on]"))
    }
}
