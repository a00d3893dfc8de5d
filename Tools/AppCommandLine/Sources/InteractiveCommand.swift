import App
import HeadlessUI
import HeadlessUITesting

/// One line of the interactive session.
public enum InteractiveCommand: Equatable {
    case tap(ElementSelector)
    case input(String)
    case erase(count: Int?)
    case back
    case swipeDown
    case swipeRight
    case tab(MainTab)
    case open(String)
    case screen
    case tree
    case help
    case quit

    /// The words a line may start with, for messages.
    static let verbs = ["tap", "input", "erase", "back", "swipe", "tab", "open", "screen", "tree", "help", "quit"]

    /// Parses one line; `nil` for a blank line.
    static func parse(_ line: String) throws(UsageError) -> InteractiveCommand? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let verb = String(trimmed.prefix { $0 != " " })
        let rest = String(trimmed.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
        switch verb.lowercased() {
        case "tap":
            guard !rest.isEmpty else { throw UsageError(description: "tap needs a text or #identifier") }
            return .tap(rest.hasPrefix("#") ? .identifier(String(rest.dropFirst())) : .text(rest))
        case "input":
            // The text is everything after "input ", spaces included.
            let text = String(line.drop { $0 == " " }.dropFirst(verb.count + 1))
            guard !text.isEmpty else { throw UsageError(description: "input needs the text to type") }
            return .input(text)
        case "erase":
            guard !rest.isEmpty else { return .erase(count: nil) }
            guard let count = Int(rest), count > 0 else {
                throw UsageError(
                    description: "erase takes a positive number of characters, not '\(QuotedText.abbreviated(rest))'")
            }
            return .erase(count: count)
        case "back": return try noArguments(.back, rest: rest, verb: verb)
        case "swipe":
            switch rest.lowercased() {
            case "down": return .swipeDown
            case "right": return .swipeRight
            default: throw UsageError(description: "swipe takes down or right, not '\(QuotedText.abbreviated(rest))'")
            }
        case "tab":
            guard let tab = MainTab(name: rest) else {
                let names = MainTab.allCases.map { $0.title.lowercased() }.joined(separator: ", ")
                throw UsageError(description: "unknown tab '\(QuotedText.abbreviated(rest))'; tabs are \(names)")
            }
            return .tab(tab)
        case "open":
            guard !rest.isEmpty else { throw UsageError(description: "open needs a link, e.g. open example://home") }
            return .open(rest)
        case "screen": return try noArguments(.screen, rest: rest, verb: verb)
        case "tree": return try noArguments(.tree, rest: rest, verb: verb)
        case "help", "?": return .help
        case "quit", "exit": return .quit
        default:
            throw UsageError(
                description:
                    "unknown command '\(QuotedText.abbreviated(verb))'; commands are \(verbs.joined(separator: ", "))")
        }
    }

    private static func noArguments(_ command: InteractiveCommand, rest: String, verb: String) throws(UsageError)
        -> InteractiveCommand
    {
        guard rest.isEmpty else {
            throw UsageError(description: "\(verb) takes no arguments, found '\(QuotedText.abbreviated(rest))'")
        }
        return command
    }
}
