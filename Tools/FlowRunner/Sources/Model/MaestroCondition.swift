/// When `runFlow`, `runScript` and `repeat` run their commands: every given part must hold.
public struct MaestroCondition: Sendable {
    /// Runs only on this platform (`iOS`, `Android`, `Web`); the headless app counts as iOS.
    public var platform: String?
    /// Something that must be on screen.
    public var visible: MaestroSelector?
    /// Something that must not be on screen.
    public var notVisible: MaestroSelector?
    /// An expression (`${...}` or plain) that must be true.
    public var script: String?

    /// Creates a condition; with nothing given it always holds.
    public init(
        platform: String? = nil, visible: MaestroSelector? = nil, notVisible: MaestroSelector? = nil,
        script: String? = nil
    ) {
        self.platform = platform
        self.visible = visible
        self.notVisible = notVisible
        self.script = script
    }

    /// The condition in words, for step descriptions.
    public var summary: String {
        var parts: [String] = []
        if let platform { parts.append("platform is \(platform)") }
        if let visible { parts.append("\(visible.summary) is visible") }
        if let notVisible { parts.append("\(notVisible.summary) is not visible") }
        if let script { parts.append(script) }
        return parts.joined(separator: " and ")
    }
}
