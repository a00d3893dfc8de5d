import HeadlessDefaults
import HeadlessStrings

extension PropertyListSessionStore {
    /// The store a launch opens on `file`, emptied first when `clearing`, and the notice to say
    /// once, in `language`, when the file had to be set aside or removed, cannot be used (the
    /// session then lives in memory), or there is no place for one (`file` is `nil`): a file
    /// whose contents cannot be read is never lost without a word.
    @MainActor public static func opened(_ file: StateFile?, clearing: Bool, language: Language) -> (
        store: PropertyListSessionStore, notice: String?
    ) {
        // Looked up only for a notice, which few launches have: finding the bundle's catalog was a
        // cost every launch on a state file paid for nothing.
        let strings = { SessionWords.strings(language) }
        guard let file else { return (PropertyListSessionStore(file: nil), strings().localized("launch.noHomeFolder")) }
        let path = LocalizedArgument.text(file.fileURL.path)
        switch file.read() {
        case let .usable(state):
            let store = PropertyListSessionStore(file: file, state: state)
            var notice: String?
            store.onSaveFailure = { notice = $0.message(in: language) }
            if clearing { store.clear() }
            store.onSaveFailure = nil
            return (store, notice)
        case let .movedAside(destination, reason):
            // The path is free now: the first change writes a new file there.
            let said = strings().localized(
                "launch.stateMovedAside", path, .text(reason.message(in: language)), .text(destination))
            return (PropertyListSessionStore(file: file), said)
        case let .removed(reason):
            let said = strings().localized("launch.stateRemoved", path, .text(reason.message(in: language)))
            return (PropertyListSessionStore(file: file), said)
        case let .unusable(reason):
            let said = strings().localized("launch.stateUnusable", .text(reason.message(in: language)))
            return (PropertyListSessionStore(file: nil), said)
        }
    }
}
