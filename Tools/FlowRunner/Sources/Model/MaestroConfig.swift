/// The header of a flow file, before `---`.
public struct MaestroConfig: Sendable {
    /// The app the flow is for (`appId`, or `url` for the web); informative only, the host
    /// decides what launches.
    public var appId: String?
    /// A display name that replaces the file name in reports.
    public var name: String?
    /// Labels for people, reports and `--include-tags`/`--exclude-tags`.
    public var tags: [String]
    /// Values for `${NAME}` in the commands.
    public var env: [String: String]
    /// Commands run before the flow's own (`onFlowStart`).
    public var onFlowStart: [FlowFileStep]
    /// Commands run after the flow's own, even when they failed (`onFlowComplete`).
    public var onFlowComplete: [FlowFileStep]
    /// The script engine asked for (`jsEngine`); every engine runs the same subset here.
    public var jsEngine: String?
    /// Keys Maestro keeps without meaning (`androidWebViewHierarchy`, custom keys), written
    /// back as text; nested values are summarised.
    public var otherKeys: [String: String]

    /// Creates a config; the defaults are an empty header.
    public init(
        appId: String? = nil,
        name: String? = nil,
        tags: [String] = [],
        env: [String: String] = [:],
        onFlowStart: [FlowFileStep] = [],
        onFlowComplete: [FlowFileStep] = [],
        jsEngine: String? = nil,
        otherKeys: [String: String] = [:]
    ) {
        self.appId = appId
        self.name = name
        self.tags = tags
        self.env = env
        self.onFlowStart = onFlowStart
        self.onFlowComplete = onFlowComplete
        self.jsEngine = jsEngine
        self.otherKeys = otherKeys
    }
}

extension MaestroConfig: Equatable {
    /// Configs are equal when their values are; hook commands are compared by count and place.
    public static func == (left: MaestroConfig, right: MaestroConfig) -> Bool {
        left.appId == right.appId && left.name == right.name && left.tags == right.tags && left.env == right.env
            && left.jsEngine == right.jsEngine && left.otherKeys == right.otherKeys
            && left.onFlowStart.map(\.location) == right.onFlowStart.map(\.location)
            && left.onFlowComplete.map(\.location) == right.onFlowComplete.map(\.location)
    }
}
