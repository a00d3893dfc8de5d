/// What the compiler would know when it decides which `#if` branch is active.
public struct CompilationConditions: Sendable {
    /// The operating system `os(...)` matches.
    public var operatingSystem: String
    /// The architecture `arch(...)` matches.
    public var architecture: String
    /// Custom flags (`-D NAME`) that are set.
    public var flags: Set<String>
    /// Modules `canImport(...)` finds.
    public var importableModules: Set<String>

    /// Creates a set of conditions.
    public init(
        operatingSystem: String = "Linux",
        architecture: String = "x86_64",
        flags: Set<String> = ["DEBUG"],
        importableModules: Set<String> = []
    ) {
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.flags = flags
        self.importableModules = importableModules
    }
}
