/// The commands a flow may use: the subset of Maestro's that makes sense headlessly.
public enum FlowCommand: Sendable {
    /// Starts a fresh app, optionally wiping its persisted state first.
    case launchApp(clearState: Bool)
    /// Wipes the persisted state of the app.
    case clearState
    /// Taps the element the selector names.
    case tapOn(FlowSelector)
    /// Types text into the focused field.
    case inputText(String)
    /// Deletes the last `count` characters of the focused field, or all of them.
    case eraseText(count: Int?)
    /// Goes back one screen.
    case back
    /// Swipes the screen.
    case swipe(FlowSwipeDirection)
    /// Opens a deep link.
    case openLink(String)
    /// Fails unless the selector matches something on screen.
    case assertVisible(FlowSelector)
    /// Fails if the selector matches something on screen.
    case assertNotVisible(FlowSelector)
    /// Writes the screen as `<name>.txt` (and `<name>.svg`) into the artifacts folder.
    case takeScreenshot(String)
    /// Runs the commands of another file or of an inline list.
    case runFlow(FlowInclusion)
    /// Runs commands several times.
    case `repeat`(times: Int, steps: [FlowStep])
    /// Accepted for compatibility; a headless tree is always fully laid out.
    case scroll
}
