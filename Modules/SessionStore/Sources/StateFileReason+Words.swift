import HeadlessDefaults
import HeadlessStrings

extension StateFileReason {
    /// The reason in `language`, from the store's String Catalog, for the notice that says the
    /// session lives in memory only.
    @MainActor public func message(in language: Language) -> String {
        message(in: SessionWords.strings(language))
    }

    /// The reason as `strings` word it; in English it reads as `description` does.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .file(error): return error.message(in: strings)
        case let .notSetAside(problem, path, step):
            let path = LocalizedArgument.text(path)
            let problem = LocalizedArgument.text(problem.message(in: strings))
            return switch step {
            case .removing: strings.localized("state.notSetAside.removing", path, problem)
            case .narrowing: strings.localized("state.notSetAside.narrowing", path, problem)
            case .moving: strings.localized("state.notSetAside.moving", path, problem)
            }
        }
    }
}
