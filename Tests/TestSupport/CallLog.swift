/// The order in which mocks were called, shared between them so a test can check sequence
/// (the session saved before the flow delegate heard of it).
public final class CallLog {
    /// Every call recorded, oldest first.
    public private(set) var calls: [String] = []

    /// An empty log.
    public init() {}

    /// Records `call` after those before it.
    public func record(_ call: String) {
        calls.append(call)
    }
}
