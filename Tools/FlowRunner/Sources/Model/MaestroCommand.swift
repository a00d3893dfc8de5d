/// The commands a flow may use: Maestro's, each with its headless meaning.
public enum MaestroCommand: Sendable {
    /// Starts a fresh app, optionally wiping its persisted state first.
    /// `arguments` are the launch arguments, as Maestro passes `launchApp: {arguments: {...}}`
    /// to the app: names to values, each value as written.
    case launchApp(clearState: Bool, arguments: [String: String] = [:])
    /// Wipes the persisted state of the app.
    case clearState
    /// Taps the element the selector names.
    case tapOn(MaestroSelector)
    /// Taps twice; the headless app treats it as one tap.
    case doubleTapOn(MaestroSelector)
    /// Presses and holds; the headless app treats it as a tap.
    case longPressOn(MaestroSelector)
    /// Types text into the focused field.
    case inputText(String)
    /// Types generated text into the focused field.
    case inputRandom(MaestroRandomInput)
    /// Deletes the last `count` characters of the focused field, or all of them.
    case eraseText(count: Int?)
    /// Goes back one screen.
    case back
    /// Presses a hardware or keyboard key (`back`, `enter`, `home`...).
    case pressKey(String)
    /// Dismisses the keyboard; the headless app has none, so it always completes.
    case hideKeyboard
    /// Copies the text of an element into `maestro.copiedText`.
    case copyTextFrom(MaestroSelector)
    /// Types the copied text into the focused field.
    case pasteText
    /// Swipes the screen.
    case swipe(MaestroSwipeDirection)
    /// Opens a deep link.
    case openLink(String)
    /// Fails unless the selector matches something on screen.
    case assertVisible(MaestroSelector)
    /// Fails if the selector matches something on screen.
    case assertNotVisible(MaestroSelector)
    /// Fails unless the expression is true.
    case assertTrue(String)
    /// Evaluates an expression for its effect on `output` and `maestro`.
    case evalScript(String)
    /// Runs a script file written in the expression subset.
    case runScript(file: String, env: [String: String], condition: MaestroCondition?)
    /// Waits for an element to appear or disappear; the headless screen is settled, so the
    /// condition is checked once and fails with the timeout's message.
    case extendedWaitUntil(visible: MaestroSelector?, notVisible: MaestroSelector?, timeout: String?)
    /// Waits for animations; the headless app has none.
    case waitForAnimationToEnd
    /// Scrolls until the element is visible; the headless tree is fully laid out, so the
    /// element is either there now or the step fails with the timeout's message.
    case scrollUntilVisible(MaestroSelector, direction: MaestroSwipeDirection, timeout: String?)
    /// Stops the app (it can be launched again with its state kept).
    case stopApp
    /// Kills the app; the same as `stopApp` headlessly.
    case killApp
    /// Wipes the keychain; the headless app keeps no keychain.
    case clearKeychain
    /// Fails when the host's accessibility audit finds anything on screen. Not Maestro's:
    /// this project's extension.
    case assertNoAccessibilityIssues
    /// Writes the screen as `<name>.txt` (and `<name>.svg`) into the artifacts folder. With
    /// `cropOn`, the element must be on screen (the step fails as Maestro's does when it is
    /// not); the headless render is of the whole screen.
    case takeScreenshot(String, cropOn: MaestroSelector?)
    /// Puts text on the clipboard, where `pasteText` and `maestro.copiedText` find it.
    case setClipboard(String)
    /// Switches the app's appearance to dark (`true`) or light, as the device setting would.
    case setDarkMode(Bool)
    /// Switches the app's appearance between light and dark.
    case toggleDarkMode
    /// Fails unless the app's appearance is dark (`true`, `assertDarkMode`) or light
    /// (`false`, `assertLightMode`).
    case assertDarkMode(Bool)
    /// Runs the commands of another file or of an inline list.
    case runFlow(FlowFileInclusion)
    /// Runs commands several times.
    case `repeat`(times: Int, steps: [FlowFileStep])
    /// Runs commands while a condition holds (always, without one), at most `times` rounds
    /// when given; `times` may be an expression (`${output.list.length}`).
    case repeatWhile(MaestroCondition?, times: String?, steps: [FlowFileStep])
    /// Runs commands again when they fail, up to `maxRetries` more times.
    case retry(maxRetries: Int, FlowFileInclusion)
    /// Accepted for compatibility; a headless tree is always fully laid out.
    case scroll
    /// Adds media files to the device's gallery: reported as not applicable. The files are
    /// resolved against the flow file's folder and must exist, as Maestro checks when it reads
    /// the flow.
    case addMedia(files: [String])
    /// A command that needs a real device (`setLocation`, `travel`, recording, airplane mode,
    /// permissions, orientation, screenshot comparison, AI assertions): reported as not
    /// applicable and skipped, never passed.
    case deviceOnly(name: String, detail: String)
}
