import Foundation

/// A temporary folder of state files, one per app launched in it (a tour, a benchmark) or one
/// shared by apps that run one after another and is emptied for each (the flows of a suite),
/// removed with everything in it when the folder is let go: runs never see each other's
/// sessions or a person's own.
final class TemporaryStateFolder {
    let url: URL
    private var counter = 0

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("headless-example-\(UUID().uuidString)", isDirectory: true)
    }

    /// A state file path nothing else in this folder uses.
    func nextStatePath() -> String {
        counter += 1
        return url.appendingPathComponent("state-\(counter).plist").path
    }

    /// The folder's one state file for apps that run one after another (the flows of a
    /// suite), emptied for the next: each starts from an empty session, as on a new file,
    /// without a new file for each.
    func emptiedSharedStatePath() -> String {
        let path = url.appendingPathComponent("shared.plist").path
        let file = StateFile(path: path)
        if case let .usable(state) = file.read(), state != .empty { try? file.write(.empty) }
        return path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
