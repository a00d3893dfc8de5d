/// The order in which mocks were called, shared between them so a test can check sequence.
final class CallLog {
    private(set) var calls: [String] = []

    func record(_ call: String) {
        calls.append(call)
    }
}
