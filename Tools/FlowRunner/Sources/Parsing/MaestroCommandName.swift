/// The command names a flow may use, as written in the file: every command Maestro's reader
/// accepts.
enum MaestroCommandName: String, CaseIterable {
    case launchApp, stopApp, killApp, clearState, clearKeychain
    case tapOn, doubleTapOn, longPressOn
    case inputText, inputRandomText, inputRandomNumber, inputRandomEmail, inputRandomPersonName
    case inputRandomCityName, inputRandomCountryName, inputRandomColorName
    case eraseText, back, pressKey, hideKeyboard, copyTextFrom, pasteText, action
    case swipe, scroll, scrollUntilVisible
    case openLink, openBrowser
    case assertVisible, assertNotVisible, assertTrue, evalScript, runScript
    case assertNoAccessibilityIssues
    case extendedWaitUntil, waitForAnimationToEnd
    case takeScreenshot, assertScreenshot, runFlow, `repeat`, retry
    case setClipboard
    case setDarkMode, toggleDarkMode, assertDarkMode, assertLightMode
    case addMedia, setLocation, travel, startRecording, stopRecording
    case setAirplaneMode, toggleAirplaneMode, setPermissions, setOrientation
    case assertWithAI, assertNoDefectsWithAI, extractTextWithAI

    /// The commands that may be written as a bare name (`- back`), as Maestro allows them.
    static let bareNames: Set<MaestroCommandName> = [
        .launchApp, .stopApp, .killApp, .clearState, .clearKeychain, .eraseText,
        .inputRandomText, .inputRandomNumber, .inputRandomEmail, .inputRandomPersonName,
        .inputRandomCityName, .inputRandomCountryName, .inputRandomColorName,
        .back, .hideKeyboard, .pasteText, .scroll, .waitForAnimationToEnd, .stopRecording,
        .toggleAirplaneMode, .toggleDarkMode, .assertDarkMode, .assertLightMode, .assertNoDefectsWithAI,
        .assertNoAccessibilityIssues,
    ]

    /// The name as written, with Maestro's one spelled-out alias (`hide keyboard`).
    init?(written name: String) {
        if name == "hide keyboard" {
            self = .hideKeyboard
            return
        }
        self.init(rawValue: name)
    }

    /// The known name a typo most likely meant: same letters in another case, or at most
    /// two edits away.
    static func closest(to name: String) -> MaestroCommandName? {
        if let sameLetters = allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return sameLetters
        }
        let scored = allCases.map { ($0, editDistance($0.rawValue.lowercased(), name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistance(_ left: String, _ right: String) -> Int {
        let left = Array(left)
        let right = Array(right)
        guard !left.isEmpty else { return right.count }
        var previous = Array(0...right.count)
        for (row, leftCharacter) in left.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: right.count)
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            previous = current
        }
        return previous[right.count]
    }
}
