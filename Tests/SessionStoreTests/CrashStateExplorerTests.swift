import Foundation
import Testing

@testable import HeadlessDefaults
@testable import SessionStore

/// A power cut in the middle of a change, explored state by state (see `CrashStates`): the
/// operations of one change are recorded, every state a file-system model allows at every
/// crash point is written to a scratch folder, and the app is launched on it. With
/// `Durability.full` it must read exactly the old session or exactly the new one, set nothing
/// aside, and leave no file holding the email of a person whose logout it read.
struct CrashStateExplorerTests {
    nonisolated private static let loggedIn: SessionState = {
        var state = SessionState(isLoggedIn: true, displayName: "Ada", email: "ada@example.com")
        state.bookmarks.insert(
            .init(id: "h1", title: "Coordinators", source: "home", savedAt: Date(timeIntervalSince1970: 0)))
        return state
    }()

    /// A change from `old` to `new`, as it goes on disk.
    struct Scenario: CustomTestStringConvertible, Sendable {
        let name: String
        /// Whether the state file exists before the change (it does not before the first login).
        let startsWithAFile: Bool
        /// Whether a reader holds the old file open through the change.
        let oldFileIsHeld: Bool
        let old: SessionState
        let new: SessionState

        var testDescription: String { name }
    }

    /// Logged in, with where the person was: Explore's search and article, a half-written report.
    nonisolated private static let loggedInWithAPlace: SessionState = {
        var state = loggedIn
        state.place = SavedPlace(
            selectedTab: "explore",
            routes: [
                "explore": #"{"detail":{"detail":{"itemID":"e4"}},"query":"coordinator"}"#,
                "profile": #"{"reportProblem":{"draft":"The feed froze after"}}"#,
            ])
        return state
    }()

    nonisolated static let scenarios = [
        Scenario(
            name: "a logout", startsWithAFile: true, oldFileIsHeld: false, old: loggedIn, new: .empty),
        Scenario(
            name: "the first login, on no file", startsWithAFile: false, oldFileIsHeld: false, old: .empty,
            new: loggedIn),
        Scenario(
            name: "a logout while a reader holds the old file", startsWithAFile: true, oldFileIsHeld: true,
            old: loggedIn,
            new: .empty),
        Scenario(
            name: "going to the background, keeping where the person was", startsWithAFile: true,
            oldFileIsHeld: false, old: loggedIn, new: loggedInWithAPlace),
        Scenario(
            name: "a logout that forgets where the person was", startsWithAFile: true, oldFileIsHeld: false,
            old: loggedInWithAPlace, new: .empty),
    ]

    /// What went wrong in one state, for the report.
    struct Loss: CustomStringConvertible {
        let state: CrashStates.State
        let what: String
        var description: String {
            let files = state.files.keys.sorted().map { "\($0) (\(state.files[$0]?.count ?? 0) bytes)" }
            return "after \(state.crashPoint) operations, \(files.joined(separator: ", ")): \(what)"
        }
    }

    /// Records the change of `scenario` with `durability`, then launches on every crash state.
    private func explore(_ scenario: Scenario, durability: Durability, model: CrashStates.Model) throws
        -> (operations: [RecordedOperation], explored: Int, distinct: Int, losses: [Loss])
    {
        let folder = URL(fileURLWithPath: StatePaths.fresh()).deletingLastPathComponent()
        let path = folder.appendingPathComponent("state.plist").path
        let setUp = StateFile(path: path, durability: .relaxed)
        _ = setUp.read()
        var held: FileHandle?
        if scenario.startsWithAFile {
            try setUp.write(scenario.new)
            try setUp.write(scenario.old)
            if scenario.oldFileIsHeld {
                held = try FileHandle(forReadingFrom: folder.appendingPathComponent("state.plist"))
            }
        }
        defer { try? held?.close() }
        let recorder = try RecordingFileSystem(folder: folder)
        try StateFile(path: path, durability: durability, fileSystem: recorder).write(scenario.new)
        let (states, explored) = CrashStates.explore(from: recorder.initial, recorder.operations, model: model)
        var losses: [Loss] = []
        for state in states {
            if let what = try launch(on: state, scenario: scenario) { losses.append(Loss(state: state, what: what)) }
        }
        try? FileManager.default.removeItem(at: folder)
        return (recorder.operations, explored, states.count, losses)
    }

    /// Writes `state` to a scratch folder and reads it as a launch does; what is wrong, or `nil`.
    private func launch(on state: CrashStates.State, scenario: Scenario) throws -> String? {
        let folder = URL(fileURLWithPath: StatePaths.fresh()).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in state.files {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            chmod(url.path, 0o600)
        }
        let condition = StateFile(path: folder.appendingPathComponent("state.plist").path).read()
        guard case let .usable(session) = condition else { return "the launch found \(condition)" }
        guard session == scenario.old || session == scenario.new else { return "the launch read another session" }
        if session == scenario.new, !session.isLoggedIn, !scenario.old.email.isEmpty {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                if data.range(of: Data(scenario.old.email.utf8)) != nil { return "\(name) still holds the email" }
            }
        }
        return nil
    }

    @Test(arguments: scenarios)
    func everyCrashStateOfADurableChangeReadsTheOldSessionOrTheNew(scenario: Scenario) throws {
        for model in CrashStates.Model.allCases {
            let (operations, explored, distinct, losses) = try explore(scenario, durability: .full, model: model)
            print(
                "crash-states: \(scenario.name), full, \(model.rawValue): \(operations.count) operations, "
                    + "\(explored) states explored (\(distinct) distinct), \(losses.count) lost")
            #expect(explored > operations.count)
            #expect(losses.isEmpty, "\(model.rawValue): \(losses.map(\.description).joined(separator: "; "))")
        }
    }

    /// The order the store used before durable writes, which `relaxed` keeps: no flush at all.
    /// The explorer must find the states in which it loses the session.
    @Test func theExplorerFindsTheStatesTheUnflushedOrderLoses() throws {
        for model in CrashStates.Model.allCases {
            let (operations, explored, distinct, losses) = try explore(
                Self.scenarios[0], durability: .relaxed, model: model)
            print(
                "crash-states: \(Self.scenarios[0].name), relaxed, \(model.rawValue): "
                    + "\(operations.map(\.description).joined(separator: ", ")); "
                    + "\(explored) states explored (\(distinct) distinct), \(losses.count) lost")
            for loss in losses { print("crash-states:   lost \(loss)") }
            #expect(!losses.isEmpty, "\(model.rawValue)")
        }
    }

    @Test func theRecordingIsTheDurableOrder() throws {
        let (operations, _, _, _) = try explore(Self.scenarios[0], durability: .full, model: .ext4Ordered)
        let steps = operations.map { operation -> String in
            switch operation {
            case .create: "create"
            case .write: "write"
            case .synchronize: "fsync"
            case .exchange: "exchange"
            case .synchronizeFolder: "fsync folder"
            case .unlink: "unlink"
            case .rename: operation.description
            }
        }
        #expect(steps == ["create", "write", "fsync", "exchange", "fsync folder", "unlink"])
    }
}
