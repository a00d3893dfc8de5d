import Foundation

/// A temporary folder holding one state file per flow, removed when the run ends, so flows
/// never see each other's sessions or a person's own.
final class FlowStateFolder {
    let url: URL
    private var counter = 0

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-example-flows-\(UUID().uuidString)", isDirectory: true)
    }

    /// A state file path no other flow of this run uses.
    func nextStatePath() -> String {
        counter += 1
        return url.appendingPathComponent("flow-\(counter).plist").path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
