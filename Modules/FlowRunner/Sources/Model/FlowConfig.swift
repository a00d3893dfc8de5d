/// The optional header of a flow file, before `---`.
public struct FlowConfig: Sendable, Equatable {
    /// The app the flow is for; informative only, the host decides what launches.
    public var appId: String?
    /// A display name that replaces the file name in reports.
    public var name: String?
    /// Labels for people and reports.
    public var tags: [String]
    /// Values for `${NAME}` in the commands.
    public var env: [String: String]

    /// Creates a config; the defaults are an empty header.
    public init(appId: String? = nil, name: String? = nil, tags: [String] = [], env: [String: String] = [:]) {
        self.appId = appId
        self.name = name
        self.tags = tags
        self.env = env
    }
}
